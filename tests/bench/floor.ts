// The bench's floor: a worker that answers the stored home page at once, served in workerd
// exactly as the site is (same asset layer in front). What it costs over the static file is
// what any worker answer costs here, before any site code: the ceiling a page-cache hit can reach.

import fs from 'node:fs';
import path from 'node:path';
import { startSite, type Site } from './site.ts';

const WORKER = `import home from './home.html';
export default {
  fetch() {
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
  };
  fs.writeFileSync(path.join(dir, 'wrangler.json'), JSON.stringify(config));
  // Started and awaited as the site's instances are (a taken port is refused, not measured).
  return startSite({
    name: 'floor',
    port: opts.port,
    dist: opts.dist,
    via: 'workerd',
    config: path.join(dir, 'wrangler.json'),
  });
}
