// The bench-only wrapper worker of `npm run bench:latency` and `bench:abuse`: the built worker,
// unchanged, with its D1 binding wrapped. With BENCH_STORE_DELAY_MS, every read waits that long
// first (a primary one region away) and the response carries the request's sequential store
// round trips in `X-Bench-Store-Trips`: the time at least one read was on the (simulated) wire,
// in round trips (two reads in a chain: 2; two at once: 1). The local D1's own time is left out:
// it runs one query at a time on this machine's shared cores. `/__bench/store-queries` answers
// the statements run so far (bench:abuse), `/__bench/bump` makes an import. Written into the
// build's own folder (workerd refuses `../` module specifiers); never part of the site.

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

/** Writes the wrapper and a wrangler config `name` (the build's, with `extra`) beside the build's worker; answers the config's path. */
export function writeStoreWrapper(dist: string, name: string, extra: Record<string, unknown> = {}): string {
  const dir = path.join(dist, 'ccpit_city_site');
  const site = JSON.parse(fs.readFileSync(path.join(dir, 'wrangler.json'), 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(path.join(dir, 'bench-store.js'), WRAPPER);
  const config: Record<string, unknown> = { ...site, name, main: 'bench-store.js', no_bundle: true, ...extra };
  delete config.configPath;
  delete config.userConfigPath;
  const file = path.join(dir, `wrangler.${name}.json`);
  fs.writeFileSync(file, JSON.stringify(config));
  return file;
}
