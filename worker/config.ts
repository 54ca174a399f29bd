// Reads and validates the worker's configuration once per isolate (README "Configuration");
// a bad var is reported by name rather than half-breaking pages.

import type { SiteConfig } from '../app/site.ts';

/**
 * Every var the worker reads (docs/operations.md describes each). Kept free of Workers
 * types so that `npm run check:config` runs these same rules in Node.
 */
export const CONFIG_VARS = [
  'SITE_NAME',
  'SITE_SHORT_NAME',
  'SITE_ORIGIN',
  'FOOTER_HOST',
  'FOOTER_ADDRESS',
  'FOOTER_PHONE',
  'FOOTER_HOTLINE',
  'FOOTER_EMAIL',
  'FOOTER_SITE_CODE',
  'FOOTER_ICP',
  'FOOTER_PSB',
  'API_BASE',
  'UPSTREAM_TIMEOUT_MS',
  'API_CACHE_TTL',
  'API_CACHE_STALE',
  'PAGE_CACHE_TTL',
  'PAGE_CACHE_STALE',
  'VERSION_POLL_INTERVAL_MS',
] as const;
export type ConfigVar = (typeof CONFIG_VARS)[number];

/** What parseConfig reads: the vars (strings, or TOML numbers) and whether DB is bound. */
export type ConfigInput = Partial<Record<ConfigVar, unknown>> & { DB?: unknown };

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
  apiCache: CacheWindow;
  pageCache: CacheWindow;
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

// The outcome, good or bad, is kept per env object: an isolate validates once.
const cache = new WeakMap<object, WorkerConfig | ConfigError>();

export function readConfig(env: ConfigInput): WorkerConfig {
  let known = cache.get(env);
  if (!known) {
    try {
      known = parseConfig(env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      known = error;
    }
    cache.set(env, known);
  }
  if (known instanceof ConfigError) throw known;
  return known;
}

export function parseConfig(env: ConfigInput): WorkerConfig {
  const problems: string[] = [];
  const int = (name: ConfigVar, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    // A TOML integer (UPSTREAM_TIMEOUT_MS = 8000) reaches the worker as a number.
    const digits = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    const n = Number(digits);
    if (!/^\d+$/.test(digits) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got ${JSON.stringify(raw)})`);
      return fallback;
    }
    return n;
  };
  const text = (name: ConfigVar, fallback = ''): string => {
    const raw = env[name];
    if (raw === undefined) return fallback;
    if (typeof raw !== 'string') {
      problems.push(`${name} must be text (got ${JSON.stringify(raw)})`);
      return fallback;
    }
    return raw.trim();
  };
  const url = (name: ConfigVar, { originOnly = false } = {}): string | null => {
    const raw = text(name);
    if (!raw) return null;
    try {
      const u = new URL(raw);
      if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error();
      if (originOnly && (u.pathname !== '/' || u.search || u.hash || u.username)) throw new Error();
      return raw.replace(/\/+$/, '');
    } catch {
      const what = originOnly ? 'an origin such as https://www.example.cn (no path)' : 'an absolute http(s) URL';
      problems.push(`${name} must be ${what} (got ${JSON.stringify(raw)})`);
      return null;
    }
  };
  const name = text('SITE_NAME', '');
  if (!name) problems.push('SITE_NAME must not be empty');
  const config: WorkerConfig = {
    site: {
      name,
      shortName: text('SITE_SHORT_NAME') || name,
      origin: url('SITE_ORIGIN', { originOnly: true }) ?? '',
      footer: {
        host: text('FOOTER_HOST'),
        address: text('FOOTER_ADDRESS'),
        phone: text('FOOTER_PHONE'),
        hotline: text('FOOTER_HOTLINE'),
        email: text('FOOTER_EMAIL'),
        siteCode: text('FOOTER_SITE_CODE'),
        icp: text('FOOTER_ICP'),
        psb: text('FOOTER_PSB'),
      },
      versionPollIntervalMs: int('VERSION_POLL_INTERVAL_MS', 3_600_000, 10_000, 86_400_000),
      buildId: BUILD_ID,
    },
    apiBase: url('API_BASE'),
    upstreamTimeoutMs: int('UPSTREAM_TIMEOUT_MS', 8000, 100, 60_000),
    apiCache: { ttl: int('API_CACHE_TTL', 60, 0, 86_400), stale: int('API_CACHE_STALE', 86_400, 0, 2_592_000) },
    pageCache: { ttl: int('PAGE_CACHE_TTL', 30, 0, 86_400), stale: int('PAGE_CACHE_STALE', 3600, 0, 2_592_000) },
  };
  // The built-in content service needs its D1 binding; upstream mode does not.
  if (!config.apiBase && !env.DB) problems.push('DB (the D1 binding) is missing: bind a D1 database as DB, or set API_BASE');
  if (problems.length) throw new ConfigError(problems);
  return config;
}
