// The validated configuration of one hosted site (worker/sites/hosted-site.ts): readConfig with
// the site's registry entry applied, for every caller that has a site (a request's configuration
// middleware, the daily audit), so that each platform site gets its own, never another's.

import { pageIdentityOf } from '../../app/site-identity-type.ts';
import type { Env } from '../env.ts';
import { BUILT_SITES, DEFAULT_SITE } from '../site-identity.ts';
import { type HostedSite, siteFolder } from '../sites/hosted-site.ts';
import { readRegistry } from '../sites/sites-var.ts';
import { type HostedOptions, readConfig, type WorkerConfig } from './worker-config.ts';

/** The site's configuration (throws ConfigError naming every problem, as readConfig does). */
export const readSiteConfig = (env: Env, site: HostedSite): WorkerConfig =>
  readConfig(env, site.identity, hostedOptions(env, site));

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
