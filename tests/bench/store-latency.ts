// The bench-only wrapper worker of `npm run bench:latency`: the built worker, unchanged, with
// a round-trip delay in front of every D1 read (a primary one region away), and the request's
// sequential store round trips in `X-Bench-Store-Trips`: the time at least one read was on
// the (simulated) wire, in round trips (two reads in a chain: 2; two at once: 1). The local
// D1's own time is left out: it runs one query at a time on this machine's shared cores. Written into the
// build's own folder (workerd refuses `../` module specifiers); never part of the site.

import fs from 'node:fs';
import path from 'node:path';

const WRAPPER = `import site from './index.js';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The time with a read on the wire: the union of the reads' delays. */
function tally() { return { busyMs: 0, inFlight: 0, since: 0, t0: performance.now(), starts: [], local: [] }; }
async function trip(t, delay, work) {
  t.starts.push(Math.round(performance.now() - t.t0));
  if (t.inFlight++ === 0) t.since = performance.now();
  try { await sleep(delay); } finally {
    if (--t.inFlight === 0) t.busyMs += performance.now() - t.since;
  }
  const w0 = performance.now();
  try { return await work(); } finally { t.local.push(Math.round(performance.now() - w0)); }
}
function statement(inner, t, delay) {
  return {
    inner,
    bind: (...values) => statement(inner.bind(...values), t, delay),
    first: (...a) => trip(t, delay, () => inner.first(...a)),
    all: (...a) => trip(t, delay, () => inner.all(...a)),
    raw: (...a) => trip(t, delay, () => inner.raw(...a)),
    run: (...a) => trip(t, delay, () => inner.run(...a)),
  };
}
function database(db, t, delay) {
  return {
    prepare: (sql) => statement(db.prepare(sql), t, delay),
    // D1 checks each statement's type: hand it the real ones.
    batch: (statements) => trip(t, delay, () => db.batch(statements.map((s) => s.inner ?? s))),
    exec: (sql) => trip(t, delay, () => db.exec(sql)),
    withSession: (constraint) => database(db.withSession ? db.withSession(constraint) : db, t, delay),
    getBookmark: () => (db.getBookmark ? db.getBookmark() : null),
  };
}
export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    // Bench-only: an import, as far as caches are concerned.
    if (url.pathname === '/__bench/bump') {
      await env.DB.exec("UPDATE meta SET value = value + 1 WHERE key = 'content_generation'");
      return new Response('bumped');
    }
    const t = tally();
    const { BENCH_STORE_DELAY_MS, ...rest } = env;
    const response = await site.fetch(request, { ...rest, DB: database(env.DB, t, Number(BENCH_STORE_DELAY_MS ?? 150)) }, ctx);
    const out = new Response(response.body, response);
    out.headers.set('X-Bench-Store-Trips', (t.busyMs / Number(BENCH_STORE_DELAY_MS ?? 150)).toFixed(1));
    // When each read started (ms after the request arrived; workerd's clock moves on I/O only).
    out.headers.set('X-Bench-Store-Starts', t.starts.join(' '));
    // How long the local D1 took for each read, after its simulated trip.
    out.headers.set('X-Bench-Store-Local', t.local.join(' '));
    return out;
  },
};
`;

/** Writes the wrapper and its wrangler config beside the build's worker; answers the config's path. */
export function writeLatencyWrapper(dist: string): string {
  const dir = path.join(dist, 'ccpit_city_site');
  const site = JSON.parse(fs.readFileSync(path.join(dir, 'wrangler.json'), 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(path.join(dir, 'bench-latency.js'), WRAPPER);
  const config: Record<string, unknown> = { ...site, name: 'bench-latency', main: 'bench-latency.js', no_bundle: true };
  delete config.configPath;
  delete config.userConfigPath;
  const file = path.join(dir, 'wrangler.bench-latency.json');
  fs.writeFileSync(file, JSON.stringify(config));
  return file;
}
