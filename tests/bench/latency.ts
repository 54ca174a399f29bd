// `npm run bench:latency`: the production build behind a store one round trip away (a D1
// primary in another region; tests/bench/bench-workers.ts), as a quiet council site really
// runs. Reports TTFB p50/p95 of page-cache hits, API hits and stale pages, back to back and
// 6 s apart, and of first renders of every page type with their sequential store round trips.
// Writes docs/performance.md's "Store latency" section. Served in workerd (site.ts).
//
// Environment: DIST_DIR (default dist-bench), LATENCY_PORT (default 8870; +1 too: the stale-page instance),
// STORE_DELAY_MS (default 150), QUIET_MS (default 6000), LATENCY_SAMPLES (default 5);
// --no-build reuses DIST_DIR; --renders-only runs the first renders alone, --types=listing,home
// only those page types' (the docs section is written only by a whole run).

import { setTimeout as sleep } from 'node:timers/promises';
import os from 'node:os';
import path from 'node:path';
import { distDir } from '../../scripts/lib/build-output.ts';
import { percentile, type Sample, sample } from './measure.ts';
import { fmt, machine, table, writeSection } from './report.ts';
import { prepareLocalD1, runBench, type Site, startSite } from './site.ts';
import { writeStoreWrapper } from './bench-workers.ts';

const dist = distDir('dist-bench');
const port = Number(process.env.LATENCY_PORT ?? 8870);
const delay = Number(process.env.STORE_DELAY_MS ?? 150);
const quietMs = Number(process.env.QUIET_MS ?? 6000);
const samples = Number(process.env.LATENCY_SAMPLES ?? 5);
/** The generation's trusted time (worker/content/generation.ts) and a margin. */
const LEARN_MS = 5000 + 500;
const rendersOnly = process.argv.includes('--renders-only');
const onlyTypes = process.argv
  .find((a) => a.startsWith('--types='))
  ?.slice('--types='.length)
  .split(',');
const log = (message: string) => console.log(`bench:latency: ${message}`);

/** What the wrapper worker (bench-workers.ts) says of a request's reads. */
function reads(s: Sample) {
  const header = (name: string) => s.headers.get(`X-Bench-Store-${name}`) ?? '';
  const list = (name: string) => header(name).split(' ').filter(Boolean).map(Number);
  return { trips: Number(header('Trips') || 0), starts: list('Starts'), local: list('Local') };
}

/** `count` requests of `url`, `spacingMs` apart (0: back to back), after one that fills the cache. */
async function spaced(url: string, count: number, spacingMs: number): Promise<Sample[]> {
  await sample(url);
  await sleep(300); // the fill's store writes, behind its response
  const out: Sample[] = [];
  for (let i = 0; i < count; i++) {
    if (spacingMs) await sleep(spacingMs);
    out.push(await sample(url));
  }
  return out;
}

/** An import, then the isolate learns it (one request past the trusted time), shared calls warmed. */
async function coldContent(site: Site): Promise<void> {
  await fetch(`${site.url}/__bench/bump`).then((r) => r.arrayBuffer());
  await sleep(LEARN_MS);
  await sample(`${site.url}/api/cn/listColumn`); // answered under the old one; learns the new one behind
  await sleep(delay * 3);
  await sample(`${site.url}/api/cn/listColumn`); // the column tree every page shares, under the new one
}

const FAQ = '/service/commercial/components/problem';
const FIRST_RENDERS: Array<[string, string[]]> = [
  ['home', ['/', '/m']],
  ['listing', ['/importantNews', '/information?page=2', '/m/importantNews?page=3']],
  ['article', ['/detail/1001', '/detail/1002', '/m/detail/1003']],
  ['column page', ['/aboutUs/speech', '/aboutUs/organization', '/m/aboutUs']],
  ['guide', ['/service/commercial/ata', '/service/commercial/origin', '/m/service/legal/mediation']],
  ['exhibition', ['/service/exhibition', '/service/exhibition?page=2', '/m/service/exhibition']],
  ['activity', ['/service/trade/activity', '/service/trade/activity?tab=reports', '/m/service/trade/activity']],
  ['FAQ', [FAQ, `${FAQ}?service=ata`, `/m${FAQ}`]],
  ['journey', ['/service/export-journey', '/m/service/export-journey']],
  ['search', ['/search?q=原产地证书', '/search?q=ATA单证册 押金', '/m/search?q=领事认证']],
];

const RENDER_COLUMNS = [
  'page type',
  'samples',
  'TTFB p50 (ms)',
  'TTFB max (ms)',
  'sequential store trips',
  'D1 requests',
  'last read started (ms)',
  'local D1 (ms, longest read)',
  'goal (ms)',
];

async function main(): Promise<void> {
  prepareLocalD1();
  const config = writeStoreWrapper(dist, 'bench-latency');
  const vars = { BENCH_STORE_DELAY_MS: String(delay) };
  const common = { dist, via: 'workerd' as const, config };
  const site = await startSite({ ...common, name: 'latency', port, vars });
  // Pages fresh for 1 s: every quiet request finds its page stale (served, re-rendered behind).
  // Its own state (a cache of its own), so its D1 needs the schema and the seed too.
  const staleState = path.join(dist, 'bench-latency-state');
  prepareLocalD1(staleState);
  const staleVars = { ...vars, PAGE_CACHE_TTL: '1' };
  const stale = await startSite({ ...common, name: 'latency-stale', port: port + 1, vars: staleVars, persistTo: staleState });
  log(`store round trip ${delay} ms; ${samples} samples a case; quiet spacing ${quietMs} ms`);
  const loadBefore = os.loadavg()[0]!;

  const hitRows: Array<Array<string | number>> = [];
  const SPACINGS = [[0, 'back to back'] as const, [quietMs, `${quietMs / 1000} s apart`] as const];
  const cases: Array<[string, Site, string]> = [
    ['page-cache hit (listing)', site, '/importantNews'],
    ['page-cache hit (guide, phone)', site, '/m/service/commercial/ata'],
    ['API hit (ListRelease)', site, '/api/cn/ListRelease?columnCode=YW'],
    ['stale page (served, re-rendered behind)', stale, '/information'],
  ];
  for (const [label, target, p] of rendersOnly ? [] : cases) {
    for (const [spacing, name] of SPACINGS) {
      const got = await spaced(`${target.url}${p}`, samples, spacing);
      const ttfb = got.map((g) => g.ttfbMs);
      hitRows.push([
        label,
        name,
        fmt(percentile(ttfb, 50), 1),
        fmt(percentile(ttfb, 95), 1),
        fmt(Math.max(...got.map((g) => reads(g).trips)), 1),
        got.at(-1)!.cacheStatus.replace(/^ccpit-edge; /, ''),
      ]);
      log(`${label}, ${name}: p50 ${fmt(percentile(ttfb, 50), 1)} ms, p95 ${fmt(percentile(ttfb, 95), 1)} ms`);
    }
  }

  const renderRows: Array<Array<string | number>> = [];
  for (const [type, paths] of FIRST_RENDERS.filter(([type]) => !onlyTypes || onlyTypes.includes(type))) {
    const got: Sample[] = [];
    for (const p of paths) {
      await coldContent(site);
      got.push(await sample(`${site.url}${p}`));
    }
    const ttfb = got.map((g) => g.ttfbMs);
    const read = got.map(reads);
    const trips = read.map((r) => r.trips);
    renderRows.push([
      type,
      paths.length,
      fmt(percentile(ttfb, 50), 0),
      fmt(Math.max(...ttfb), 0),
      trips.map((t) => fmt(t, 1)).join(', '),
      read.map((r) => r.starts.length).join(', '),
      read.map((r) => Math.max(0, ...r.starts)).join(', '),
      read.map((r) => Math.max(0, ...r.local)).join(', '),
      fmt(delay + 60),
    ]);
    log(
      `first render, ${type}: ${ttfb.map((t) => fmt(t, 0)).join(' / ')} ms; trips ${trips.map((t) => fmt(t, 1)).join(', ')}; reads started at (ms) ${read.map((r) => r.starts.join(' ')).join(' / ')}; local D1 ms ${read.map((r) => r.local.join(' ')).join(' / ')}; Server-Timing ${got.map((g) => g.headers.get('Server-Timing')).join(' / ')}`,
    );
  }

  if (rendersOnly || onlyTypes) return;
  writeSection(
    'bench:latency',
    [
      `Measured by \`npm run bench:latency\` on ${machine()}; 1-minute load average ${fmt(loadBefore, 1)} before, ${fmt(os.loadavg()[0]!, 1)} after: the production build, served by workerd without wrangler dev's proxy, behind a bench-only wrapper worker that waits ${delay} ms before every D1 read (a primary one region away) and counts the request's sequential store round trips.`,
      '',
      table(['request', 'spacing', 'TTFB p50 (ms)', 'TTFB p95 (ms)', 'store trips (max)', 'Cache-Status'], hitRows),
      '',
      `First renders: the page's own content cold (an import, learned by the isolate), the column tree every page shares warm; goal ≤ 1 round trip + 60 ms = ${delay + 60} ms. "D1 requests": the batches that reached the store; "last read started": ms after the request arrived; "local D1": this machine's own SQLite time for the longest read, after its simulated trip (workerd's clock moves on I/O only, so both are coarse).`,
      '',
      table(RENDER_COLUMNS, renderRows),
    ].join('\n'),
  );
  log('wrote docs/performance.md "Store latency"');
}

await runBench('bench:latency', dist, 20, main);
