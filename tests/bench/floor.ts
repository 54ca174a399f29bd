// The bench's floor: a worker that answers the stored home page at once, served by
// the bench's server exactly as the site is (same asset layer in front; BENCH_SERVER). What it
// costs over the static file is what any worker answer costs here, before any site code:
// the ceiling a page-cache hit can reach. Its `/log` path also writes one JSON log line (as
// the site did for every request before decision 0027), its `/metrics` path one Analytics
// Engine data point (as the site does now).

import fs from 'node:fs';
import path from 'node:path';
import { BENCH_SERVER, startSite, type Site } from './site.ts';

const WORKER = `import home from './home.html';
const line = () => JSON.stringify({ level: 'info', requestId: crypto.randomUUID(), method: 'GET', path: '/', status: 200, cache: 'HIT', totalMs: 0, buildId: 'bench' });
export default {
  fetch(request, env) {
    const path = new URL(request.url).pathname;
    if (path === '/log') console.log(line());
    if (path === '/metrics') env.METRICS.writeDataPoint({ indexes: ['home'], blobs: ['home', 'pc', 'HIT', 'memory', '', 'GET', 'bench'], doubles: [200, -1, -1, 0.4, -1] });
    return new Response(home, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  },
};
`;

/** Writes the floor worker beside the build (serving the build's client assets) and starts it. */
export async function startFloor(opts: { dist: string; port: number; homeHtml: string }): Promise<Site> {
  const dir = path.join(opts.dist, 'bench-floor');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'home.html'), opts.homeHtml);
  fs.writeFileSync(path.join(dir, 'worker.js'), WORKER);
  const site = JSON.parse(fs.readFileSync(path.join(opts.dist, 'ccpit_city_site', 'wrangler.json'), 'utf8')) as {
    compatibility_date: string;
    compatibility_flags: string[];
  };
  const config = {
    name: 'bench-floor',
    main: 'worker.js',
    compatibility_date: site.compatibility_date,
    compatibility_flags: site.compatibility_flags,
    no_bundle: true,
    rules: [
      { type: 'ESModule', globs: ['**/*.js'] },
      { type: 'Text', globs: ['**/*.html'], fallthrough: false },
    ],
    assets: { directory: '../client', not_found_handling: 'none' },
    analytics_engine_datasets: [{ binding: 'METRICS', dataset: 'bench_floor' }],
  };
  fs.writeFileSync(path.join(dir, 'wrangler.json'), JSON.stringify(config));
  // Started and awaited as the site's instances are (a taken port is refused, not measured).
  return startSite({
    name: 'floor',
    port: opts.port,
    dist: opts.dist,
    via: BENCH_SERVER,
    config: path.join(dir, 'wrangler.json'),
  });
}
