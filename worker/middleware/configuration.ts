// The validated configuration for the request's site: a bad var answers a complete 500 page
// that names it (README "Configuration"), before any handler could half-render the site.

import { createMiddleware } from 'hono/factory';
import { pageIdentityOf } from '../../app/site-identity-type.ts';
import { ConfigError, type HostedOptions, readConfig, type WorkerConfig } from '../config/worker-config.ts';
import type { Env } from '../env.ts';
import { describeError } from '../lib/errors.ts';
import { configErrorPage } from '../ssr/static-pages.ts';
import { type HostedSite, siteFolder } from '../sites/hosted-site.ts';
import { BUILT_SITES, DEFAULT_SITE } from '../site-identity.ts';
import type { AccessLogVariables } from './access-log.ts';
import { readRegistry } from '../sites/sites-var.ts';
import type { SiteVariables } from './site.ts';

export type ConfigurationVariables = { config: WorkerConfig };

export const configuration = createMiddleware<{
  Bindings: Env;
  Variables: ConfigurationVariables & AccessLogVariables & SiteVariables;
}>(async (c, next) => {
  let config;
  try {
    const site = c.get('site');
    config = readConfig(c.env, site.identity, hostedOptions(c.env, site));
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

/** A registered council's changes to the configuration (none in a single-site deployment). */
function hostedOptions(env: Env, site: HostedSite): HostedOptions | undefined {
  const entry = site.name ? readRegistry(env).registry?.entries.find((e) => e.site === site.name) : undefined;
  if (!entry) return undefined;
  const folder = siteFolder(site);
  return {
    key: site.name,
    origin: entry.origin,
    page: folder === DEFAULT_SITE ? null : pageIdentityOf(site.identity),
    brandCss: BUILT_SITES[folder]?.brandCss ?? null,
  };
}
