// The bindings and exports worker tests see: the worker's own bindings (worker/env.ts),
// the D1 migrations vitest.config.ts reads in Node and hands over as TEST_MIGRATIONS, and
// the main module's exports (`exports.default.fetch` of 'cloudflare:workers').

/// <reference types="@cloudflare/vitest-plugin/types" />

import type { D1Migration } from 'cloudflare:test';
import type { Env as WorkerEnv } from '../../worker/env.ts';

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      /** Production's limits (vitest.config.ts), for the limit tests. */
      PRODUCTION_CLIENT_SEARCH_LIMIT: RateLimit;
      PRODUCTION_CLIENT_MISS_LIMIT: RateLimit;
      PRODUCTION_SITE_SEARCH_BUDGET: RateLimit;
      PRODUCTION_SITE_MISS_BUDGET: RateLimit;
      PRODUCTION_READ_COUNT_LIMIT: RateLimit;
      TIGHT_SITE_SEARCH_BUDGET: RateLimit;
      TIGHT_SITE_MISS_BUDGET: RateLimit;
      TIGHT_CLIENT_LIMIT: RateLimit;
      TIGHT_UPSTREAM_CLIENT_LIMIT: RateLimit;
    }
    // The worker's default export is a fetch handler (a Hono app). Declared by shape, not
    // by importing worker/index.ts, so the tests' type-check does not pull in worker code.
    interface GlobalProps {
      mainModule: { default: ExportedHandler<Env> };
    }
  }
}
