// Worker tests run inside workerd (D1, the Cache API and HTMLRewriter as in production);
// Playwright specs under tests/e2e are not vitest's.

import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { buildInfo } from './scripts/vite/build-info.ts';

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
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    test: {
      include: ['tests/worker/**/*.test.ts', 'tests/unit/**/*.test.ts'],
      setupFiles: ['tests/worker/setup.ts'],
    },
  };
});
