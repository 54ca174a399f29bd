// The validated configuration for the request's site: a bad var answers a complete 500 page
// that names it (README "Configuration"), before any handler could half-render the site.

import { createMiddleware } from 'hono/factory';
import { pageIdentityOf } from '../../app/site-identity-type.ts';
import { ConfigError, type HostedOptions, readConfig, type WorkerConfig } from '../config/worker-config.ts';
import type { Env } from '../env.ts';
import { describeError } from '../lib/errors.ts';
import { configErrorPage } from '../ssr/static-pages.ts';
import type { HostedSite } from '../sites/hosted-site.ts';
import { BUILT_SITES, DEFAULT_SITE } from '../site-identity.ts';
import type { AccessLogVariables } from './access-log.ts';
import type { SiteVariables } from './site.ts';

export type ConfigurationVariables = { config: WorkerConfig };

export const configuration = createMiddleware<{
  Bindings: Env;
  Variables: ConfigurationVariables & AccessLogVariables & SiteVariables;
}>(async (c, next) => {
  let config;
  try {
    const site = c.get('site');
    config = readConfig(c.env, site.identity, hostedOptions(site));
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
export function hostedOptions(site: HostedSite): HostedOptions | undefined {
  if (!site.entry) return undefined;
  const own = site.folder === DEFAULT_SITE;
  return {
    key: site.name,
    origin: site.entry.origin,
    page: own ? null : pageIdentityOf(site.identity),
    brandCss: BUILT_SITES[site.folder]?.brandCss ?? null,
    db: site.db,
    dbName: site.entry.databases[0],
  };
}
