// Worker tests run inside workerd (D1, the Cache API and HTMLRewriter as in production);
// Playwright specs under tests/e2e are not vitest's.

import fs from 'node:fs';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { buildInfo } from './scripts/vite/build-info.ts';
import { hantJsx } from './scripts/vite/hant-jsx.ts';
import { siteNames } from './scripts/lib/site-identity.ts';
import { siteIdentity } from './scripts/vite/site-identity.ts';

/**
 * Production's rate limits (wrangler.toml `[[env.production.ratelimits]]`), by binding name, as
 * the test-only binding PRODUCTION_LIMITS: the limit tests give the worker limiters of these
 * sizes that count on the test's terms, not the wall clock (tests/worker/helpers/limits.ts);
 * every other test runs with the raised local ones (the top level's).
 */
function productionLimits(): Record<string, { limit: number; period: number }> {
  const toml = fs.readFileSync('wrangler.toml', 'utf8');
  const blocks = toml.split('[[env.production.ratelimits]]').slice(1);
  return Object.fromEntries(
    blocks.map((block) => {
      const name = /name = "(\w+)"/.exec(block)?.[1];
      const simple = /simple = \{ limit = (\d+), period = (\d+) \}/.exec(block);
      if (!name || !simple) throw new Error('wrangler.toml: a production ratelimit without name or simple');
      return [name, { limit: Number(simple[1]), period: Number(simple[2]) }];
    }),
  );
}

/**
 * The deployed environments' vars as wrangler.toml sets them (`[env.<name>.vars]`, plain
 * `KEY = "value"` lines), as the test-only binding DEPLOYED_VARS: tests of what a deployed site
 * answers on its hosts take its origin and addresses from the configuration, whichever council
 * it is (issue 48). Read like productionLimits(): importing wrangler here breaks knip's loader.
 */
function deployedVars(): Record<'staging' | 'production', Record<string, string>> {
  const toml = fs.readFileSync('wrangler.toml', 'utf8');
  const vars = (env: string) => {
    const block = toml.split(`[env.${env}.vars]`)[1]?.split(/^\[/m)[0] ?? '';
    return Object.fromEntries([...block.matchAll(/^([A-Z_]+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1]!, m[2]!]));
  };
  return { staging: vars('staging'), production: vars('production') };
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations('migrations');
  return {
    // The documents under public/files/ are read by tests (tests/worker/documents.test.ts).
    assetsInclude: ['**/*.docx'],
    plugins: [
      hantJsx(import.meta.dirname),
      buildInfo({ buildId: 'test-build', clientOutDir: 'dist/__none__' }),
      // Every council under sites/: the platform's tests register two (tests/worker/platform-sites.test.ts).
      siteIdentity({ include: siteNames() }),
      cloudflareTest({
        main: './worker/index.ts',
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            PRODUCTION_LIMITS: productionLimits(),
            DEPLOYED_VARS: deployedVars(),
          },
          // A platform of two councils for tests/worker/platform-*.test.ts (issue 49): each site
          // has two databases (tests/worker/helpers/platform.ts names them in a SITES registry);
          // the first council's first is DB itself. Empty until a test migrates and loads them.
          d1Databases: {
            DB_CHENGZHOU_B: 'test-chengzhou-b',
            DB_LINJIANG_A: 'test-linjiang-a',
            DB_LINJIANG_B: 'test-linjiang-b',
          },
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
