// The SITES var read as the platform's registry, once per isolate (worker/sites/registry.ts
// parses and checks it against the councils the build holds): the site middleware picks a
// site by host from it, and the daily audit runs every registered site.

import type { Env } from '../env.ts';
import { BUILT_SITES, SITE_IDENTITY } from '../site-identity.ts';
import { type HostedSite, isBuiltSite, type SiteEntry, siteFromEntry, singleSite } from './hosted-site.ts';
import { parseRegistry, type Registry } from './registry.ts';

// Parsed once per env object, as the configuration is: an isolate reads SITES once.
const registries = new WeakMap<object, { registry: Registry | null; problems: string[] }>();

/** The registry of this deployment (null: single-site), and the problems SITES has. */
export function readRegistry(env: Env): { registry: Registry | null; problems: string[] } {
  let known = registries.get(env);
  if (!known) {
    const problems: string[] = [];
    known = { registry: parseRegistry(env.SITES, problems, isBuiltSite), problems };
    registries.set(env, known);
  }
  return known;
}

/**
 * A registry entry as the site it is (the site middleware's and the daily audit's): its identity
 * from the build. readRegistry keeps only entries whose folder the build holds, so the fallback
 * (the build's own council) is for a caller that parsed SITES itself.
 */
export const registeredSite = (env: Env, entry: SiteEntry): HostedSite =>
  siteFromEntry(env, entry, BUILT_SITES[entry.site]?.identity ?? SITE_IDENTITY);

/** Every registered site (the daily audit runs each), or the single site. */
export function deployedSites(env: Env): HostedSite[] {
  const entries = readRegistry(env).registry?.entries;
  return entries ? entries.map((entry) => registeredSite(env, entry)) : [singleSite(env)];
}
