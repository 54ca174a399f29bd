// The SITES var read as the platform's registry, without validation: the least this branch's
// per-site data work (issue 49) and its tests need to pick a site by host. The registry proper
// (worker/sites/registry.ts: validated, one identity per site, the unknown host's page) replaces
// this reading at the merge; siteFromEntry (hosted-site.ts) is what both call.

import type { Env } from '../env.ts';
import { SITE_IDENTITY } from '../site-identity.ts';
import { type HostedSite, type SiteEntry, siteFromEntry, singleSite } from './hosted-site.ts';

/** The registry's entries, or null: no SITES (a single-site deployment, exactly as before). */
export function siteEntries(env: Env): SiteEntry[] | null {
  const raw = (env as { SITES?: unknown }).SITES;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const entries = JSON.parse(raw) as SiteEntry[];
  return Array.isArray(entries) && entries.length > 0 ? entries : null;
}

/** The entry whose hosts name `host` (port ignored), or undefined. */
export function entryForHost(entries: SiteEntry[], host: string): SiteEntry | undefined {
  const name = host.replace(/:\d+$/, '').toLowerCase();
  return entries.find((entry) => entry.hosts.includes(name));
}

/** Every registered site (the daily audit runs each), or the single site. */
export function deployedSites(env: Env): HostedSite[] {
  const entries = siteEntries(env);
  return entries ? entries.map((entry) => siteFromEntry(env, entry, SITE_IDENTITY)) : [singleSite(env)];
}
