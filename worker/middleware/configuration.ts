// The validated configuration for the request: a bad var answers a complete 500 page that
// names it (README "Configuration"), before any handler could half-render the site.

import { SITE_IDENTITY } from '../site-identity.ts';
import { createMiddleware } from 'hono/factory';
import { ConfigError, readConfig, type WorkerConfig } from '../config/worker-config.ts';
import type { Env } from '../env.ts';
import { describeError } from '../lib/errors.ts';
import { configErrorPage } from '../ssr/static-pages.ts';
import type { AccessLogVariables } from './access-log.ts';

export type ConfigurationVariables = { config: WorkerConfig };

export const configuration = createMiddleware<{
  Bindings: Env;
  Variables: ConfigurationVariables & AccessLogVariables;
}>(async (c, next) => {
  let config;
  try {
    config = readConfig(c.env, SITE_IDENTITY);
  } catch (error) {
    c.get('log').error = describeError(error, 'request setup failed');
    if (error instanceof ConfigError) return configErrorPage(error.problems);
    return new Response('Internal Server Error', {
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  c.set('config', config);
  await next();
});
