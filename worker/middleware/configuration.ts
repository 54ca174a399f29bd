// The validated configuration for the request's site: a bad var answers a complete 500 page
// that names it (README "Configuration"), before any handler could half-render the site.

import { createMiddleware } from 'hono/factory';
import { readSiteConfig } from '../config/site-config.ts';
import { ConfigError, type WorkerConfig } from '../config/worker-config.ts';
import type { Env } from '../env.ts';
import { describeError } from '../lib/errors.ts';
import { configErrorPage } from '../ssr/static-pages.ts';
import type { AccessLogVariables } from './access-log.ts';
import type { SiteVariables } from './site.ts';

export type ConfigurationVariables = { config: WorkerConfig };

export const configuration = createMiddleware<{
  Bindings: Env;
  Variables: ConfigurationVariables & AccessLogVariables & SiteVariables;
}>(async (c, next) => {
  let config;
  try {
    config = readSiteConfig(c.env, c.get('site'));
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
