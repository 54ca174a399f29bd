// Reads and validates the worker's configuration once per isolate (README "Configuration");
// a bad var is reported by name rather than half-breaking pages.

import type { SiteConfig } from '../app/site.ts';
import type { Env } from './env.ts';

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
  constructor(readonly problems: string[]) {
    super(`invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

declare const __BUILD_ID__: string;
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

const cache = new WeakMap<object, WorkerConfig>();

export function readConfig(env: Env): WorkerConfig {
  const known = cache.get(env);
  if (known) return known;
  const config = parseConfig(env);
  cache.set(env, config);
  return config;
}

export function parseConfig(env: Env): WorkerConfig {
  const problems: string[] = [];
  const int = (name: keyof Env, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (typeof raw !== 'string' || !/^\d+$/.test(raw.trim()) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got ${JSON.stringify(raw)})`);
      return fallback;
    }
    return n;
  };
  const text = (name: keyof Env, fallback = ''): string => {
    const raw = env[name];
    return typeof raw === 'string' ? raw.trim() : fallback;
  };
  const url = (name: keyof Env): string | null => {
    const raw = text(name);
    if (!raw) return null;
    try {
      const u = new URL(raw);
      if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error();
      return raw.replace(/\/+$/, '');
    } catch {
      problems.push(`${name} must be an absolute http(s) URL (got ${JSON.stringify(raw)})`);
      return null;
    }
  };
  const name = text('SITE_NAME', '');
  if (!name) problems.push('SITE_NAME must not be empty');
  const config: WorkerConfig = {
    site: {
      name,
      shortName: text('SITE_SHORT_NAME') || name,
      origin: url('SITE_ORIGIN') ?? '',
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
  if (problems.length) throw new ConfigError(problems);
  return config;
}
