// `npm run bench`: builds the production site and measures it in workerd, side by side in
// one run (on a shared 2-core machine only ratios within one run mean anything): req/s and
// latency of a small static file vs the page cache (memory tier, Cache API), rendered pages
// and API calls, served in workerd without wrangler dev's proxy (decision 0035). Render CPU
// is bench:profile's, store latency bench:latency's. Writes docs/performance.md.
//
// Environment: DIST_DIR (default dist-bench), BENCH_PORT (first of 13 ports, default 8790),
// BENCH_SECONDS (per row, default 12, in BENCH_ROUNDS turns, default 3), BENCH_CONNECTIONS
// (default 16); --no-build reuses DIST_DIR.

import { setTimeout as sleep } from 'node:timers/promises';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { distDir } from '../../scripts/lib/build-output.ts';
import { writeFloor } from './bench-workers.ts';
import { load, median, sample, unloaded, type Alone, type LoadResult } from './measure.ts';
import { jsBreakdown } from './js-breakdown.ts';
import { fmt, machine, table, writeSection } from './report.ts';
import { prepareLocalD1, runBench, SMALL_FILE, type Site, startSite, writeSmallFile } from './site.ts';
import { searchPaths } from './search-queries.ts';

const dist = distDir('dist-bench');
const base = Number(process.env.BENCH_PORT ?? 8790);
const seconds = Number(process.env.BENCH_SECONDS ?? 12);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);

const NO_PAGE_CACHE = { PAGE_CACHE_TTL: '0', PAGE_CACHE_STALE: '0' };
const log = (message: string) => console.log(`bench: ${message}`);

interface Row {
  label: string;
  /** The goal as a multiple of the small static file's throughput (issue 13, requirements §13). */
  goal?: number;
  site: Site;
  path: string;
  /** Paths the load cycles through (the first is `path`). */
  paths?: readonly string[];
  note?: string;
  /** The row its ratio is taken against, when not the static file (a): the row a goal compares with. */
  against?: string;
  alone?: Alone;
  rounds?: LoadResult[];
  /** The static file's throughput and p50 beside each round's window (the mean of the windows before and after). */
  refs?: Array<Pick<LoadResult, 'rps' | 'p50'>>;
}

async function main(): Promise<void> {
  // Initial JavaScript per page type and module (decision 0006): from the build alone.
  writeSection('bench:js', jsBreakdown(dist));
  log('wrote the JavaScript breakdown into docs/performance.md');

  // The home page's HTML, for its static copy (a2) and the floor (a3): from a first instance.
  // The asset layer lists its files when it starts, so the others start after they are written.
  prepareLocalD1();
  const first = await startSite({ name: 'site', port: base, dist, via: 'workerd' });
  let homeHtml = '';
  // Only a 200: a first request can meet a busy local D1 and get the (small) error page.
  for (let attempt = 0; attempt < 5 && !homeHtml; attempt++) {
    const response = await fetch(`${first.url}/`);
    if (response.status === 200) homeHtml = await response.text();
    else await sleep(1000);
  }
  await first.stop();
  if (!homeHtml) throw new Error(`${first.url}/ did not answer 200; see ${dist}/bench-logs/site.log`);
  fs.mkdirSync(path.join(dist, 'client', 'bench'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'client', 'bench', 'home.html'), homeHtml);
  writeSmallFile(path.join(dist, 'client'));

  log('starting the site and its variants');
  const start = (name: string, offset: number, vars: Record<string, string> = {}) =>
    startSite({ name, port: base + offset, dist, via: 'workerd', vars });
  const site = await start('site', 0);
  // The page cache switched off: every page request renders (API answers still come from the
  // edge cache, as they would for a page-cache miss in production).
  const render = await start('render', 1, NO_PAGE_CACHE);
  // The memory tier switched off: a page-cache hit comes from the Cache API.
  const cacheApi = await start('cache-api', 8, { MEMORY_CACHE_BYTES: '0' });
  // The API cache switched off too: every content call goes to D1 (search against a listing).
  const uncached = await start('api-uncached', 10, { ...NO_PAGE_CACHE, API_CACHE_TTL: '0', API_CACHE_STALE: '0' });
  const queries = searchPaths();
  // The floor: what any worker answer costs on this server, before any site code.
  const floor = await startSite({ name: 'floor', port: base + 12, dist, via: 'workerd', config: writeFloor(dist, homeHtml) });
  // The home page stored in each page cache before any row reads it.
  await Promise.all([sample(`${site.url}/`), sample(`${cacheApi.url}/`)]);
  const rows: Row[] = [
    { label: `(a) static file (${Buffer.byteLength(SMALL_FILE.text)} B), the denominator`, site, path: SMALL_FILE.path },
    { label: `(a2) static copy of the home HTML (${fmt(homeHtml.length / 1000)} KB)`, site, path: '/bench/home' },
    { label: '(a3) floor: a worker answering the home page bytes at once (no site code)', site: floor, path: '/' },
    { label: '(b) home, page-cache hit from the memory tier', goal: 0.8, site, path: '/' },
    { label: '(b2) home, page-cache hit from the Cache API (memory tier off)', site: cacheApi, path: '/' },
    { label: '(c) home, rendered', goal: 0.28, site: render, path: '/' },
    { label: '(d) listing /importantNews, rendered', goal: 0.4, site: render, path: '/importantNews' },
    { label: '(e) article /detail/1001, rendered', goal: 0.45, site: render, path: '/detail/1001' },
    // Like for like with search (h): the listing's one batch asks the local D1 too.
    { label: '(d2) listing /importantNews, rendered, API cache off', site: uncached, path: '/importantNews' },
    { label: '(f) API /api/cn/ListRelease?columnCode=YW', site, path: '/api/cn/ListRelease?columnCode=YW' },
    { label: '(g) API ListRelease?columnCode=YW, API cache off', site: uncached, path: '/api/cn/ListRelease?columnCode=YW' },
    {
      label: `(h) API /api/cn/search, ${queries.length} two-word queries in turn, API cache off (× the rendered listing (d), issue 22)`,
      site: uncached,
      path: queries[0]!,
      paths: queries,
      against: '(d) listing /importantNews, rendered',
      goal: 1,
    },
  ];
  const measured: Row[] = [];
  for (const row of rows) {
    const url = row.site.url + row.path;
    const alone = await unloaded(url, 20);
    if (alone.last.status !== 200) throw new Error(`${url} answered ${alone.last.status}`);
    if (row.site === render && /\bhit\b/.test(alone.last.cacheStatus)) row.note = `page cache not bypassed (${alone.last.cacheStatus})`;
    await load(url, 2, connections, row.paths); // warm-up, discarded
    measured.push({ ...row, alone, rounds: [], refs: [] });
  }
  // Rows take turns, round after round, and the static file (a) is loaded again between any
  // two rows: each row's ratio is taken against the static windows just before and just after
  // it. This machine's capacity drifts by a third within a minute (the static file alone, 4 s
  // windows back to back: 413 to 699 req/s; docs/performance.md "Benchmark noise"), so a ratio
  // against a window half a minute away measured the drift as much as the row.
  const loadBefore = os.loadavg()[0]!;
  const staticRow = measured[0]!;
  const others = measured.slice(1);
  const windowSeconds = seconds / rounds;
  const loadStatic = () => load(staticRow.site.url + staticRow.path, windowSeconds, connections);
  for (let round = 0; round < rounds; round++) {
    log(`round ${round + 1}/${rounds}: ${staticRow.label} and ${others.length} rows between its windows, ${fmt(windowSeconds, 1)} s each`);
    let before = await loadStatic();
    staticRow.rounds!.push(before);
    for (const m of others) {
      const result = await load(m.site.url + m.path, windowSeconds, connections, m.paths);
      const after = await loadStatic();
      m.rounds!.push(result);
      m.refs!.push({ rps: (before.rps + after.rps) / 2, p50: (before.p50 + after.p50) / 2 });
      staticRow.rounds!.push(after);
      before = after;
    }
  }
  const loadAfter = os.loadavg()[0]!;
  await Promise.all([site, render, cacheApi, uncached, floor].map((s) => s.stop()));

  // Report.
  /** What a row's window is divided by: the row it names (same round), else the static windows beside it. */
  const reference = (m: Row, i: number): Pick<LoadResult, 'rps' | 'p50'> => {
    const named = measured.find((d) => d.label === m.against);
    if (named) return named.rounds![i]!;
    return m === staticRow ? m.rounds![i]! : m.refs![i]!;
  };
  /** A row's median over the turns, formatted. */
  const per = (m: Row, f: (r: LoadResult, i: number) => number, digits?: number) => fmt(median(m.rounds!.map(f)), digits);
  const loadTable = table(
    ['request', 'req/s', '× static', 'goal', 'p50 ms', 'p99 ms', 'p50 × static', 'alone: ms (worker total / shell ms)', 'failed', 'note'],
    measured.map((m) => [
      m.label,
      per(m, (r) => r.rps),
      per(m, (r, i) => r.rps / reference(m, i).rps, 2),
      m.goal ? `≥ ${m.goal}` : '',
      per(m, (r) => r.p50, 1),
      per(m, (r) => r.p99, 1),
      per(m, (r, i) => r.p50 / Math.max(reference(m, i).p50, 1), 1),
      `${fmt(m.alone!.ms, 1)} (${fmt(m.alone!.workerMs)} / ${fmt(m.alone!.shellMs)})`,
      m.rounds!.reduce((n, r) => n + r.failures, 0),
      m.note ?? (m.alone!.last.cacheStatus ? `\`${m.alone!.last.cacheStatus}\`` : ''),
    ]),
  );
  const body = [
    `Measured ${machine()}.`,
    '',
    `Load: autocannon (the fixed load generator), ${connections} connections, ${seconds} s per row in ${rounds} interleaved turns after a 2 s warm-up, the static file (a) loaded again between any two rows (medians over the turns; each row's ratio taken against the mean of the static windows just before and after it, or against the row it names in the same turn), loopback to workerd (Miniflare, the asset layer in front as on Cloudflare), without wrangler dev's proxy worker (decision 0035); load generator and workerd share the cores (1-minute load average ${fmt(loadBefore, 1)} before, ${fmt(loadAfter, 1)} after). "alone" is the median of 20 sequential requests (worker: its Server-Timing \`total\` and \`shell\`, React rendering to the first byte, whole milliseconds).`,
    `(a)(a2)(b)(f) hit the site as \`npm start --no-build\` serves it (D1 migrated and seeded); (b2) an instance with \`MEMORY_CACHE_BYTES=0\`; (c)(d)(e) a further instance of the same build with \`PAGE_CACHE_TTL=0 PAGE_CACHE_STALE=0\`, so every page renders (API answers come from the edge cache, as on a page-cache miss); (d2)(g)(h) one more with the API cache off as well, so each asks the local D1, which runs in the same workerd process and so costs this machine's cores too (in production it runs on D1's own machines).`,
    '',
    loadTable,
  ].join('\n');
  console.log(`\n${body}\n`);
  writeSection('bench', body);
  log('wrote docs/performance.md');
}

await runBench('bench', dist, 20, main);
