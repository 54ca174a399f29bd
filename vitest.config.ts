// Worker tests run inside workerd (D1, the Cache API and HTMLRewriter as in production);
// Playwright specs under tests/e2e are not vitest's.

import fs from 'node:fs';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { buildInfo } from './scripts/vite/build-info.ts';

/**
 * Production's rate limits (wrangler.toml `[[env.production.ratelimits]]`) as test-only
 * bindings `PRODUCTION_{name}`: the limit tests run the worker with them, every other test
 * with the raised local ones (the top level's), so that neither disturbs the other.
 */
function productionRatelimits(): Record<string, { namespace_id: string; simple: { limit: number; period: 10 | 60 } }> {
  const toml = fs.readFileSync('wrangler.toml', 'utf8');
  const blocks = toml.split('[[env.production.ratelimits]]').slice(1);
  return Object.fromEntries(
    blocks.map((block) => {
      const name = /name = "(\w+)"/.exec(block)?.[1];
      const simple = /simple = \{ limit = (\d+), period = (\d+) \}/.exec(block);
      if (!name || !simple) throw new Error('wrangler.toml: a production ratelimit without name or simple');
      const limits = { limit: Number(simple[1]), period: Number(simple[2]) as 10 | 60 };
      return [`PRODUCTION_${name}`, { namespace_id: `test-production-${name}`, simple: limits }];
    }),
  );
}

/** Tiny limits, each for one test alone (a location's budget, one count per request). */
const TIGHT_RATELIMITS = {
  TIGHT_SITE_SEARCH_BUDGET: { namespace_id: 'test-tight-1', simple: { limit: 1, period: 60 as const } },
  TIGHT_SITE_MISS_BUDGET: { namespace_id: 'test-tight-2', simple: { limit: 3, period: 60 as const } },
  TIGHT_CLIENT_LIMIT: { namespace_id: 'test-tight-3', simple: { limit: 1, period: 60 as const } },
  TIGHT_UPSTREAM_CLIENT_LIMIT: { namespace_id: 'test-tight-4', simple: { limit: 1, period: 60 as const } },
};

export default defineConfig(async () => {
  const migrations = await readD1Migrations('migrations');
  return {
    // The documents under public/files/ are read by tests (tests/worker/documents.test.ts).
    assetsInclude: ['**/*.docx'],
    plugins: [
      buildInfo({ buildId: 'test-build', clientOutDir: 'dist/__none__' }),
      cloudflareTest({
        main: './worker/index.ts',
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: { TEST_MIGRATIONS: migrations },
          ratelimits: { ...productionRatelimits(), ...TIGHT_RATELIMITS },
        },
      }),
    ],
    test: {
      include: ['tests/worker/**/*.test.ts', 'tests/unit/**/*.test.ts'],
      setupFiles: ['tests/worker/setup.ts'],
      // In Node: a local HTTP server the outbound-link check reaches from workerd.
      globalSetup: ['tests/worker/outside-world.ts'],
    },
  };
});
