// The worker's bindings and vars: the vars come from THE var table (config/var-table.ts), the
// bindings are typed here because they are Workers objects that table cannot name.

import type { EnvVars } from './config/var-table.ts';

export interface Env extends EnvVars {
  DB: D1Database;
  ASSETS?: Fetcher;
  /** Workers Analytics Engine: one data point per request (worker/lib/metrics.ts). */
  METRICS?: AnalyticsEngineDataset;
  /** R2: cover images and attachments uploaded as content (worker/media.ts). */
  MEDIA?: R2Bucket;

  /** The daily content audit's numbers (worker/audit/scheduled.ts). */
  AUDIT_METRICS?: AnalyticsEngineDataset;
  /** Email Workers' send_email: the daily audit's message to a person. */
  AUDIT_EMAIL?: SendEmail;

  /** Workers Rate Limiting (wrangler.toml `[[ratelimits]]`, worker/limits/gate.ts): per client, by kind. */
  CLIENT_SEARCH_LIMIT?: RateLimit;
  CLIENT_MISS_LIMIT?: RateLimit;
  /** The location's budgets: one shared key each, searches' smaller than the whole. */
  SITE_SEARCH_BUDGET?: RateLimit;
  SITE_MISS_BUDGET?: RateLimit;
  /** One read count per reader and article within its period (worker/api/read-count.ts). */
  READ_COUNT_LIMIT?: RateLimit;
  /**
   * Local development and browser tests only (wrangler.toml's top level; check:config refuses
   * it in a deployed environment): a request carrying `X-Limit-Trial: <key>` counts against
   * this tight limit under that key instead of its client's, so that a browser test meets a
   * real 429 without lowering the limits every other test runs under (worker/limits/gate.ts).
   */
  TRIAL_LIMIT?: RateLimit;
}
