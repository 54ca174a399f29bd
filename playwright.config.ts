// Browser tests in Debian's Chromium against the production build served in workerd
// (`npm start` on its own port, so a developer's running site is left alone).

import { defineConfig } from '@playwright/test';
import { DIST_DIR } from './scripts/lib/build-output.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 8788);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Routes mocked by a test must reach the network; offline.spec.ts allows the worker.
    serviceWorkers: 'block',
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: 'node scripts/start.ts',
    url: `${baseURL}/healthz`,
    env: { PORT: String(port), DIST_DIR },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
