// The platform's browser test (tests/platform/): two councils from one `npm run start:platform`
// on its own port, each asked by its hostname. Apart from playwright.config.ts, whose server is
// the single site every other spec tests.

import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

const port = Number(process.env.E2E_PORT ?? 8789);

export default defineConfig({
  ...base,
  testDir: 'tests/platform',
  // A crawl of two sites' every page, PC and phone.
  timeout: 600_000,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'node scripts/start-platform.ts',
    // /healthz answers on any host (127.0.0.1 is no council's).
    url: `http://127.0.0.1:${port}/healthz`,
    env: { PORT: String(port), DIST_DIR: process.env.DIST_DIR || 'dist-platform' },
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
