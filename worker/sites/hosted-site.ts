// The site a request is for (architecture.md "Sites"): the council whose identity, content and
// caches answer it. A single-site deployment has one, made from SITE's identity folder and the
// DB binding, exactly as before the platform; a platform (issue 49) has one per hostname, from
// its entry in the registry (the SITES var, worker/sites/registry.ts; decision 0136).

import type { BuiltIdentity } from '../../app/site-identity-type.ts';
import type { Env } from '../env.ts';
import { BUILT_SITES, DEFAULT_SITE, SITE_IDENTITY } from '../site-identity.ts';

/** One council of the platform's registry (the SITES var, parsed: worker/sites/registry.ts). */
export interface SiteEntry {
  /** Its identity folder sites/<site>/, and its name in keys, logs and metrics. */
  site: string;
  /** Hostnames without port; a request's host picks the site. */
  hosts: string[];
  /** Canonical origin ('' locally: no redirect). */
  origin: string;
  /** Its two D1 binding names; which one visitors read: the serving pointer (sites/serving-database.ts). */
  databases: [string, string];
  /** The send_email binding its daily audit writes through (each sends to one verified address). */
  auditEmail?: string;
  /** The address that binding is verified for: the council's webmaster (else AUDIT_EMAIL_TO). */
  auditTo?: string;
  /**
   * The council the deployment served before it became a platform (at most one entry): its keys
   * and R2 objects keep the names they had, without the `<site>/` prefix (sitePrefix).
   */
  keepKeys?: true;
}

/** A platform site's two databases: binding names, and the bindings (undefined: not bound). */
export interface SiteDatabases {
  names: [string, string];
  bindings: [D1Database | undefined, D1Database | undefined];
}

export interface HostedSite {
  /** The site's name in the platform's registry ('' in a single-site deployment). */
  name: string;
  /**
   * What every key shared between sites starts with (the generation's entry, rate-limit keys,
   * kept pages, media's R2 prefix): '' in a single-site deployment and for a platform's `keepKeys`
   * site, so that their keys and objects are the ones they had before the platform.
   */
  keyPrefix: string;
  identity: BuiltIdentity;
  /**
   * The database visitors read (the serving one of the site's two). A platform site's is known
   * once the serving pointer is read (servingSite, sites/serving-database.ts, in the content
   * service's middleware); until then it is undefined.
   */
  db: D1Database | undefined;
  /** Its binding's name, part of the generation's scope (a switch starts the site's keys afresh). */
  dbName: string;
  /** A platform site's pair (absent in a single-site deployment: DB alone, switched by a deploy). */
  databases?: SiteDatabases;
  /** The send_email binding of its daily audit (single site: AUDIT_EMAIL). */
  auditEmail: SendEmail | undefined;
  /** Whom its audit writes to, when not AUDIT_EMAIL_TO (a platform site's own webmaster). */
  auditTo?: string;
}

/** The one site of a single-site deployment: SITE's identity and the DB binding. */
export function singleSite(env: Env): HostedSite {
  return {
    name: '',
    keyPrefix: '',
    identity: SITE_IDENTITY,
    db: env.DB,
    dbName: 'DB',
    auditEmail: env.AUDIT_EMAIL,
  };
}

/** The binding of `name` on env, if it is one (a registry names bindings as strings). */
function bindingOf<T>(env: Env, name: string | undefined): T | undefined {
  const value = name ? (env as unknown as Record<string, unknown>)[name] : undefined;
  return value && typeof value === 'object' ? (value as T) : undefined;
}

/**
 * The prefix of a registered site's keys and R2 objects: `<site>/`, or '' for the council the
 * deployment served before it became a platform (`keepKeys`), whose uploaded files, limit keys
 * and kept pages stay where they were (no data moves).
 */
export const sitePrefix = (entry: Pick<SiteEntry, 'site' | 'keepKeys'>): string =>
  entry.keepKeys ? '' : `${entry.site}/`;

/**
 * A registered site (entry from SITES) with its identity: keys under its prefix, its two
 * databases, its audit binding. Its `db` is chosen per request by the serving pointer.
 */
export function siteFromEntry(env: Env, entry: SiteEntry, identity: BuiltIdentity): HostedSite {
  return {
    name: entry.site,
    keyPrefix: sitePrefix(entry),
    identity,
    db: undefined,
    dbName: entry.databases[0],
    databases: {
      names: entry.databases,
      bindings: [bindingOf<D1Database>(env, entry.databases[0]), bindingOf<D1Database>(env, entry.databases[1])],
    },
    auditEmail: bindingOf<SendEmail>(env, entry.auditEmail),
    ...(entry.auditTo ? { auditTo: entry.auditTo } : {}),
  };
}

/**
 * The scope of the site's content generation (worker/content/generation.ts): its prefix and,
 * on a platform, its serving database, so that a switch starts the site's keys afresh and
 * nobody else's; '' in a single-site deployment (its entries keep their names).
 */
export const generationScope = (site: HostedSite): string =>
  site.databases ? `${site.keyPrefix}${site.dbName}/` : site.keyPrefix;

/** Whether the build holds sites/<name>/ (the registry may name no other). */
export const isBuiltSite = (name: string) => Object.hasOwn(BUILT_SITES, name);

/** The site's identity folder in the build (SITE's in a single-site deployment): its root files and stylesheet. */
export const siteFolder = (site: HostedSite): string => site.name || DEFAULT_SITE;
