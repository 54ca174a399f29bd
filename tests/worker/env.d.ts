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
      /** Production's limits by binding name (vitest.config.ts), for the limit tests' limiters. */
      PRODUCTION_LIMITS: Record<string, { limit: number; period: number }>;
      /** wrangler.toml's vars of each deployed environment (vitest.config.ts): its origin, its addresses. */
      DEPLOYED_VARS: Record<'staging' | 'production', Record<string, string>>;
    }
    // The worker's default export is a fetch handler (a Hono app). Declared by shape, not
    // by importing worker/index.ts, so the tests' type-check does not pull in worker code.
    interface GlobalProps {
      mainModule: { default: ExportedHandler<Env> };
    }
  }
}
