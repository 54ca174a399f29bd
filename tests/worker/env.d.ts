// The bindings worker tests see: the worker's own (worker/env.ts) plus the D1 migrations
// vitest.config.ts reads in Node and hands over as TEST_MIGRATIONS.

/// <reference types="@cloudflare/vitest-plugin/types" />

import type { D1Migration } from 'cloudflare:test';
import type { Env as WorkerEnv } from '../../worker/env.ts';

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
