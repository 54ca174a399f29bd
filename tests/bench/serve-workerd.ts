// Serves a production build in workerd the way Cloudflare runs it (the asset router and asset
// worker in front, then the site), through wrangler's own Miniflare and the bindings wrangler
// derives from the build's config, but without `wrangler dev`'s proxy worker: that second
// workerd hop runs HTMLRewriter over every text/html response to offer live reload
// (wrangler-dist/ProxyWorker.js, insertLiveReloadScript), a cost pages pay and the static
// text file does not, and which production never pays (decision 0035). Bench-only.
//
// node tests/bench/serve-workerd.ts --dist D --port P [--persist-to DIR] [--inspector-port N]
//   [--var NAME:VALUE]… [--config wrangler.json]

import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
// wrangler's own Miniflare (the one its dev server runs), not the newer one the test pool brings.
import { convertV4MiniflareOptions, Miniflare } from '../../node_modules/wrangler/node_modules/miniflare/dist/src/index.js';
import { buildOutput } from '../../scripts/lib/build-output.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    port: { type: 'string' },
    'persist-to': { type: 'string', default: '.wrangler/state' },
    'inspector-port': { type: 'string' },
    var: { type: 'string', multiple: true, default: [] },
    config: { type: 'string' },
  },
});
if (!values.port) throw new Error('serve-workerd: --port is required');

const configPath = path.resolve(values.config ?? buildOutput(values.dist).wranglerConfig);
const workerDir = path.dirname(configPath);
const { workerOptions } = unstable_getMiniflareWorkerOptions(configPath);
const config = JSON.parse(fs.readFileSync(configPath, 'utf8')) as { main: string };
const vars = Object.fromEntries(values.var.map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)]));
/** Module types by extension, as the build's and the bench floor's wrangler `rules` say. */
const TYPES: Record<string, 'ESModule' | 'Text'> = { '.js': 'ESModule', '.html': 'Text' };
// Every module beside the entry, the entry first.
const modules = fs
  .readdirSync(workerDir, { recursive: true })
  .map(String)
  .filter((file) => TYPES[path.extname(file)])
  .sort((a, b) => Number(b === config.main) - Number(a === config.main))
  .map((file) => ({ type: TYPES[path.extname(file)]!, path: path.join(workerDir, file) }));

const options = workerOptions as Record<string, unknown>;
const miniflare = new Miniflare(
  convertV4MiniflareOptions({
    host: '127.0.0.1',
    port: Number(values.port),
    inspectorPort: values['inspector-port'] ? Number(values['inspector-port']) : undefined,
    // The layout wrangler dev keeps under --persist-to (D1, the Cache API), so both share one D1.
    resourcePersistencePath: path.resolve(values['persist-to'], 'v3'),
    workers: [
      {
        ...options,
        name: 'ccpit-city-site',
        modulesRoot: workerDir,
        modulesRules: undefined,
        modules,
        bindings: { ...(options.bindings as Record<string, unknown> | undefined), ...vars },
      },
    ],
  } as Parameters<typeof convertV4MiniflareOptions>[0]),
);
const url = await miniflare.ready;
console.log(`serve-workerd: ${url.href} (no dev proxy)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void miniflare.dispose().then(() => process.exit(0)));
