// The site a request is for (architecture.md "Sites"): the council whose identity, content and
// caches answer it. A single-site deployment has one, made from SITE's identity folder and the
// DB binding, exactly as before the platform; a platform (issue 49) has one per hostname, from
// its entry in the registry (the SITES var, worker/sites/registry.ts; decision 0136).

import type { BuiltIdentity } from '../../app/site-identity-type.ts';
import type { Env } from '../env.ts';
import { BUILT_SITES, DEFAULT_SITE, SITE_IDENTITY } from '../site-identity.ts';

/** One council of the platform's registry (the SITES var), as parsed (worker/sites/registry.ts). */
export interface SiteEntry {
  /** Its identity folder, sites/<site>/. */
  site: string;
  /** Hostnames without port; a request's host (port ignored) picks the site. */
  hosts: string[];
  /** Its canonical origin ('' locally: no redirect, each request's own origin). */
  origin: string;
  /** Its two D1 binding names; which one is live: the active-database pointer. */
  databases: [string, string];
  /** The send_email binding of its daily audit's message. */
  auditEmail?: string;
}

export interface HostedSite {
  /** The site's name in the platform's registry ('' in a single-site deployment). */
  name: string;
  /**
   * What every key shared between sites starts with (cache keys, the generation's entry, rate-limit
   * keys, metrics' site blob, media's R2 prefix): '' in a single-site deployment, so that its keys
   * and objects are the ones it had before the platform.
   */
  keyPrefix: string;
  identity: BuiltIdentity;
  /** The database visitors read (the active one of the site's two). */
  db: D1Database | undefined;
  /** Its registry entry (null in a single-site deployment: SITE_ORIGIN and DB stand for it). */
  entry: SiteEntry | null;
  /** Its folder name in the build (SITE's in a single-site deployment): its root files and stylesheet. */
  folder: string;
}

/** The one site of a single-site deployment: SITE's identity and the DB binding. */
export function singleSite(env: Env): HostedSite {
  return { name: '', keyPrefix: '', identity: SITE_IDENTITY, db: env.DB, entry: null, folder: DEFAULT_SITE };
}

/** A registered site: its identity folder and its first database (h49-data: the active one's pointer). */
export function registeredSite(env: Env, entry: SiteEntry): HostedSite {
  const db = (env as unknown as Record<string, D1Database | undefined>)[entry.databases[0]];
  return {
    name: entry.site,
    keyPrefix: `${entry.site}/`,
    identity: BUILT_SITES[entry.site]!.identity,
    db,
    entry,
    folder: entry.site,
  };
}

/** Whether the build holds sites/<name>/ (the registry may name no other). */
export const isBuiltSite = (name: string) => Object.hasOwn(BUILT_SITES, name);
