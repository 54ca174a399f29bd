// Reads and validates the worker's configuration once per isolate and site (README
// "Configuration"); a bad var is reported by name rather than half-breaking pages.

import type { SiteConfig } from '../../app/site.ts';
import { parseHeaderLine } from './header-line.ts';
import type { PageIdentity, SiteIdentity } from '../../app/site-identity-type.ts';
import { readVars } from './read-vars.ts';
import type { VarsInput } from './var-table.ts';
import { UPSTREAM_WITH_SITES } from '../sites/registry.ts';

/** What parseConfig reads: the vars (strings, or TOML numbers) and whether DB is bound. */
export type ConfigInput = VarsInput & { DB?: unknown };

export interface CacheWindow {
  /** Seconds an entry is fresh. */
  ttl: number;
  /** Seconds after that an entry may still be served while it is revalidated (or on error). */
  stale: number;
}

export interface WorkerConfig {
  site: SiteConfig;
  apiBase: string | null;
  upstreamTimeoutMs: number;
  /** CMS paths whose files the worker serves under /media/upstream/ (UPSTREAM_MEDIA_PREFIXES). */
  upstreamMediaPrefixes: string[];
  /** How long an answer waits for D1 (STORE_TIMEOUT_MS). */
  storeTimeoutMs: number;
  apiCache: CacheWindow;
  pageCache: CacheWindow;
  /** Bytes of the isolate's memory tier of the edge cache (0 turns it off). */
  memoryCacheBytes: number;
  /** Share (0–1) of ordinary requests whose JSON line is written (errors always are). */
  logSampleRate: number;
  /** Articles per sitemap file (SITEMAP_FILE_URLS). */
  sitemapFileUrls: number;
  /** Search engines may index this deployment (SEARCH_INDEXING; staging: no). */
  searchIndexing: boolean;

  /** A platform's council other than the build's own: its colour stylesheet, linked after the build's (null: the build's colours). */
  brandCss: string | null;

  /** The daily content audit (worker/audit/scheduled.ts). */
  audit: { emailFrom: string; emailTo: string; linkCheckPerRun: number; linkCheckTimeoutMs: number };
}

export class ConfigError extends Error {
  // A plain field, not a parameter property: Node's type stripping (check-config) refuses those.
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

declare const __BUILD_ID__: string;
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

/** What a platform's council (worker/sites/registry.ts) changes of the configuration. */
export interface HostedOptions {
  /** Its key among the env's configurations (its name in the registry). */
  key: string;
  /** Its canonical origin, in place of SITE_ORIGIN ('' locally). */
  origin: string;
  /** What pages show of its identity, when it is not the build's own council (app/identity.ts). */
  page: PageIdentity | null;
  brandCss: string | null;
}

// The outcome, good or bad, is kept per env object and site: an isolate validates each once.
const cache = new WeakMap<object, Map<string, WorkerConfig | ConfigError>>();

export function readConfig(env: ConfigInput, identity: SiteIdentity, hosted?: HostedOptions): WorkerConfig {
  let sites = cache.get(env);
  if (!sites) {
    sites = new Map();
    cache.set(env, sites);
  }
  const key = hosted?.key ?? '';
  let known = sites.get(key);
  if (!known) {
    try {
      known = parseConfig(env, identity, hosted);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      known = error;
    }
    sites.set(key, known);
  }
  if (known instanceof ConfigError) throw known;
  return known;
}

/**
 * The vars (worker/config/var-table.ts) and the council's identity (sites/<SITE>/site.json: the
 * names and filing numbers, never repeated per environment) arranged for the code that uses
 * them; throws every problem at once.
 */
export function parseConfig(env: ConfigInput, identity: SiteIdentity, hosted?: HostedOptions): WorkerConfig {
  const problems: string[] = [];
  const vars = readVars(env, problems);
  const config: WorkerConfig = {
    site: {
      name: identity.name,
      shortName: identity.shortName,
      origin: hosted ? hosted.origin : (vars.SITE_ORIGIN ?? ''),
      footer: {
        host: identity.host,
        siteCode: identity.siteCode,
        icp: identity.icp,
        psb: identity.psb,
        badge:
          vars.FOOTER_BADGE_IMAGE && vars.FOOTER_BADGE_URL
            ? { kind: vars.FOOTER_BADGE_KIND || '党政机关', image: vars.FOOTER_BADGE_IMAGE, url: vars.FOOTER_BADGE_URL }
            : null,
        consult: vars.CONSULT_URL ? { url: vars.CONSULT_URL, label: vars.CONSULT_LABEL } : null,
      },
      versionPollIntervalMs: vars.VERSION_POLL_INTERVAL_MS,
      buildId: BUILD_ID,
      // Only for another council than the build's: a single site's data stays as it was.
      ...(hosted?.page ? { identity: hosted.page } : {}),
    },
    apiBase: vars.API_BASE,
    upstreamTimeoutMs: vars.UPSTREAM_TIMEOUT_MS,
    upstreamMediaPrefixes: vars.UPSTREAM_MEDIA_PREFIXES.split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    storeTimeoutMs: vars.STORE_TIMEOUT_MS,
    apiCache: { ttl: vars.API_CACHE_TTL, stale: vars.API_CACHE_STALE },
    pageCache: { ttl: vars.PAGE_CACHE_TTL, stale: vars.PAGE_CACHE_STALE },
    memoryCacheBytes: vars.MEMORY_CACHE_BYTES,
    logSampleRate: vars.LOG_SAMPLE_PERCENT / 100,
    sitemapFileUrls: vars.SITEMAP_FILE_URLS,
    searchIndexing: vars.SEARCH_INDEXING === 1,
    brandCss: hosted?.brandCss ?? null,

    audit: {
      emailFrom: vars.AUDIT_EMAIL_FROM,
      emailTo: vars.AUDIT_EMAIL_TO,
      linkCheckPerRun: vars.LINK_CHECK_PER_RUN,
      linkCheckTimeoutMs: vars.LINK_CHECK_TIMEOUT_MS,
    },
  };
  // The built-in content service needs its D1 binding; upstream mode does not.
  if (vars.FOOTER_BADGE_KIND && !['党政机关', '事业单位'].includes(vars.FOOTER_BADGE_KIND))
    problems.push(`FOOTER_BADGE_KIND must be 党政机关 or 事业单位, not ${JSON.stringify(vars.FOOTER_BADGE_KIND)}`);
  if (vars.FOOTER_BADGE_IMAGE && !vars.FOOTER_BADGE_IMAGE.startsWith('/'))
    problems.push('FOOTER_BADGE_IMAGE must be a path on this site (starting with /): the CSP allows no other images');
  for (const prefix of config.upstreamMediaPrefixes)
    if (!/^\/[\w.~-]+(\/[\w.~-]+)*\/$/.test(prefix) || prefix.includes('/../') || prefix.includes('/./'))
      problems.push(
        `UPSTREAM_MEDIA_PREFIXES: ${JSON.stringify(prefix)} must be a path from / to a folder, ending in /`,
      );
  // Checked by shape only: a secret's value never goes into a message or the log.
  if (vars.UPSTREAM_AUTH_HEADER && !parseHeaderLine(vars.UPSTREAM_AUTH_HEADER))
    problems.push('UPSTREAM_AUTH_HEADER must be one header line, `Name: value` (its value is not shown)');
  if (vars.UPSTREAM_NOTIFY_SECRET && vars.UPSTREAM_NOTIFY_SECRET.length < 32)
    problems.push('UPSTREAM_NOTIFY_SECRET must be at least 32 characters (such as `openssl rand -hex 32`)');
  if (config.apiBase && hosted) problems.push(UPSTREAM_WITH_SITES);
  // A platform's site has its own pair (SITES); the content service's middleware names a missing one.
  if (!config.apiBase && !hosted && !env.DB)
    problems.push('DB (the D1 binding) is missing: bind a D1 database as DB, or set API_BASE');
  if (problems.length) throw new ConfigError(problems);
  return config;
}
