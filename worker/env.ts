// The worker's bindings and vars (wrangler.toml; every var is described in README.md).

export interface Env {
  DB: D1Database;
  ASSETS?: Fetcher;
  SITE_NAME?: string;
  SITE_SHORT_NAME?: string;
  SITE_ORIGIN?: string;
  FOOTER_HOST?: string;
  FOOTER_ADDRESS?: string;
  FOOTER_PHONE?: string;
  FOOTER_HOTLINE?: string;
  FOOTER_EMAIL?: string;
  FOOTER_SITE_CODE?: string;
  FOOTER_ICP?: string;
  FOOTER_PSB?: string;
  API_BASE?: string;
  UPSTREAM_TIMEOUT_MS?: string;
  API_CACHE_TTL?: string;
  API_CACHE_STALE?: string;
  PAGE_CACHE_TTL?: string;
  PAGE_CACHE_STALE?: string;
  VERSION_POLL_INTERVAL_MS?: string;
}
