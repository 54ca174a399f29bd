// The bench-only workers, written beside the build's worker (workerd refuses `../` module
// specifiers) and never part of the site. The floor (`npm run bench`, row (a3)): a worker that
// answers the stored home page at once, served exactly as the site is (same asset layer in
// front); what it costs over the static file is what any worker answer costs here, before any
// site code: the ceiling a page-cache hit can reach.
//
// The wrapper of `bench:latency` and `bench:abuse`: the built worker, unchanged, with its D1
// binding wrapped. With BENCH_STORE_DELAY_MS, every read waits that long
// first (a primary one region away) and the response carries the request's sequential store
// round trips in `X-Bench-Store-Trips`: the time at least one read was on the (simulated) wire,
// in round trips (two reads in a chain: 2; two at once: 1). The local D1's own time is left out:
// it runs one query at a time on this machine's shared cores. `/__bench/store-queries` answers
// the statements run so far (bench:abuse), `/__bench/bump` makes an import.

import fs from 'node:fs';
import path from 'node:path';

const WRAPPER = `import site from './index.js';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let queries = 0;
/** The time with a read on the wire: the union of the reads' delays. */
function tally(delay) { return { delay, busyMs: 0, inFlight: 0, since: 0, t0: performance.now(), starts: [], local: [] }; }
async function trip(t, statements, work) {
  queries += statements;
  t.starts.push(Math.round(performance.now() - t.t0));
  if (t.inFlight++ === 0) t.since = performance.now();
  try { if (t.delay) await sleep(t.delay); } finally {
    if (--t.inFlight === 0) t.busyMs += performance.now() - t.since;
  }
  const w0 = performance.now();
  try { return await work(); } finally { t.local.push(Math.round(performance.now() - w0)); }
}
function statement(inner, t) {
  return {
    inner,
    bind: (...values) => statement(inner.bind(...values), t),
    first: (...a) => trip(t, 1, () => inner.first(...a)),
    all: (...a) => trip(t, 1, () => inner.all(...a)),
    raw: (...a) => trip(t, 1, () => inner.raw(...a)),
    run: (...a) => trip(t, 1, () => inner.run(...a)),
  };
}
function database(db, t) {
  return {
    prepare: (sql) => statement(db.prepare(sql), t),
    // D1 checks each statement's type: hand it the real ones.
    batch: (statements) => trip(t, statements.length, () => db.batch(statements.map((s) => s.inner ?? s))),
    exec: (sql) => trip(t, 1, () => db.exec(sql)),
    withSession: (constraint) => database(db.withSession ? db.withSession(constraint) : db, t),
    getBookmark: () => (db.getBookmark ? db.getBookmark() : null),
  };
}
export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === '/__bench/store-queries') return new Response(String(queries));
    // An import, as far as caches are concerned.
    if (pathname === '/__bench/bump') {
      await env.DB.exec("UPDATE meta SET value = value + 1 WHERE key = 'content_generation'");
      return new Response('bumped');
    }
    const { BENCH_STORE_DELAY_MS, ...rest } = env;
    const t = tally(Number(BENCH_STORE_DELAY_MS ?? 0));
    const response = await site.fetch(request, { ...rest, DB: database(env.DB, t) }, ctx);
    if (!t.delay) return response;
    const out = new Response(response.body, response);
    out.headers.set('X-Bench-Store-Trips', (t.busyMs / t.delay).toFixed(1));
    // When each read started (ms after the request arrived; workerd's clock moves on I/O only).
    out.headers.set('X-Bench-Store-Starts', t.starts.join(' '));
    // How long the local D1 took for each read, after its simulated trip.
    out.headers.set('X-Bench-Store-Local', t.local.join(' '));
    return out;
  },
};
`;

const FLOOR = `import home from './bench-home.html';
export default {
  fetch() {
    return new Response(home, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  },
};
`;

/** Writes a bench worker and its wrangler config `name` (the build's, with `extra`) beside the build's worker; answers the config's path. */
function writeWorker(dist: string, name: string, source: string, extra: Record<string, unknown> = {}): string {
  const dir = path.join(dist, 'ccpit_city_site');
  const site = JSON.parse(fs.readFileSync(path.join(dir, 'wrangler.json'), 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(path.join(dir, `${name}.js`), source);
  const config: Record<string, unknown> = { ...site, name, main: `${name}.js`, no_bundle: true, ...extra };
  delete config.configPath;
  delete config.userConfigPath;
  const file = path.join(dir, `wrangler.${name}.json`);
  fs.writeFileSync(file, JSON.stringify(config));
  return file;
}

/** The D1 wrapper as worker `name`, with `extra` config (bench:abuse: production's rate limits). */
export const writeStoreWrapper = (dist: string, name: string, extra: Record<string, unknown> = {}) =>
  writeWorker(dist, name, WRAPPER, extra);

/** The floor, answering `homeHtml`. */
export function writeFloor(dist: string, homeHtml: string): string {
  fs.writeFileSync(path.join(dist, 'ccpit_city_site', 'bench-home.html'), homeHtml);
  return writeWorker(dist, 'bench-floor', FLOOR);
}
