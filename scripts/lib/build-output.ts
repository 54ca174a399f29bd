// Where a production build goes: THE build output path, for vite.config.ts, start, dry-run,
// Playwright's webServer, the benchmarks and the budgets test.

import path from 'node:path';

/**
 * The Cloudflare Vite plugin's environment for the worker (wrangler.toml's `name` with `_`):
 * the build puts the worker and its generated wrangler.json in a folder of that name.
 */
export const WORKER_ENVIRONMENT = 'ccpit_city_site';

/** `DIST_DIR`, else `fallback`: two builds (a test run and a benchmark, say) side by side. */
export const distDir = (fallback = 'dist'): string => process.env.DIST_DIR || fallback;

/** The build folder of this process: `DIST_DIR`, default `dist` (relative to the project root). */
export const DIST_DIR = distDir();

/** The parts of a build under `dist`. */
export function buildOutput(dist: string = DIST_DIR) {
  const worker = path.join(dist, WORKER_ENVIRONMENT);
  return {
    dist,
    /** Static files (and `.vite/manifest.json`). */
    client: path.join(dist, 'client'),
    worker,
    /** The worker bundle. */
    bundle: path.join(worker, 'index.js'),
    /** The config `wrangler dev` / `wrangler deploy` read for this build. */
    wranglerConfig: path.join(worker, 'wrangler.json'),
  };
}
