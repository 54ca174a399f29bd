// `npm run bench`: builds the production site and measures it in workerd, side by side in
// one run (on a shared 2-core machine only ratios within one run mean anything): req/s and
// latency of a small static file vs the page cache (memory tier, Cache API), rendered pages
// and an API call; the CPU time of uncached renders from the isolate's CPU profile; then
// TTFB behind a 300 ms upstream with and without stale content. Writes docs/performance.md.
//
// Served as BENCH_SERVER says (site.ts; default workerd without wrangler dev's proxy, decision
// 0035), with two rows through wrangler dev beside them for comparison.
//
// Environment: DIST_DIR (default dist-bench), BENCH_PORT (first of 14 ports, default 8790),
// BENCH_SECONDS (per row, default 12, in BENCH_ROUNDS turns, default 3), BENCH_CONNECTIONS (default 16), BENCH_SAMPLES (TTFB
// samples per case, default 4), UPSTREAM_DELAY_MS (default 300); --no-build reuses DIST_DIR.

import { setTimeout as sleep } from 'node:timers/promises';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { distDir } from '../../scripts/lib/build-output.ts';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.ts';
import { startFloor } from './floor.ts';
import { load, median, sample, unloaded, type Alone, type LoadResult, type Sample } from './measure.ts';
import { profileRequests } from './inspector/cpu.ts';
import { connectInspector } from './inspector/session.ts';
import { jsBreakdown } from './js-breakdown.ts';
import { fmt, machine, table, writeSection } from './report.ts';
import { BENCH_SERVER, buildSite, prepareLocalD1, startSite, type Site } from './site.ts';
import { searchPaths } from './search-queries.ts';

const dist = distDir('dist-bench');
const base = Number(process.env.BENCH_PORT ?? 8790);
const seconds = Number(process.env.BENCH_SECONDS ?? 12);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const samples = Number(process.env.BENCH_SAMPLES ?? 4);
const delayMs = Number(process.env.UPSTREAM_DELAY_MS ?? 300);
/** The API (and page) cache TTL of the upstream instances: short, so that it lapses during the run. */
const SHORT_TTL = 1;

const running: Array<{ stop(): Promise<void> }> = [];
const cleanup = async () => {
  await Promise.allSettled(running.splice(0).map((s) => s.stop()));
};
// Bounded: whatever happens, nothing this run started outlives it by more than the limit.
const watchdog = setTimeout(() => {
  console.error('bench: time limit (20 min) reached, stopping');
  void cleanup().then(() => process.exit(1));
}, 20 * 60_000);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cleanup().then(() => process.exit(130)));

const log = (message: string) => console.log(`bench: ${message}`);

interface Row {
  label: string;
  /** The goal as a multiple of the small static file's throughput (issue 13, DESIGN "Quality bars"). */
  goal?: number;
  site: Site;
  path: string;
  /** Paths the load cycles through (the first is `path`). */
  paths?: readonly string[];
  note?: string;
  skip?: string;
  /** The row its ratio is taken against, when not the static file (a): another server's static file, or the row a goal compares with. */
  against?: string;
}

interface Measured extends Row {
  alone?: Alone;
  rounds?: LoadResult[];
  /** The static file's throughput and p50 beside each round's window (the mean of the windows before and after). */
  refs?: Array<Pick<LoadResult, 'rps' | 'p50'>>;
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    log(`building the production site into ${dist}/`);
    buildSite(dist);
  }
  // Initial JavaScript per page type and module (decision 0006): from the build alone.
  writeSection('bench:js', jsBreakdown(dist));
  log('wrote the JavaScript breakdown into docs/performance.md');
  const stateDir = path.join(dist, 'bench-state');
  fs.rmSync(stateDir, { recursive: true, force: true });

  // The home page's HTML, for its static copy (a2) and the floor (a3): from a first instance.
  // The asset layer lists its files when it starts, so the others start after they are written.
  prepareLocalD1();
  const first = await startSite({ name: 'site', port: base, dist, via: BENCH_SERVER });
  let homeHtml = '';
  try {
    // Only a 200: a first request can meet a busy local D1 and get the (small) error page.
    for (let attempt = 0; attempt < 5 && !homeHtml; attempt++) {
      const response = await fetch(`${first.url}/`);
      if (response.status === 200) homeHtml = await response.text();
      else await sleep(1000);
    }
  } finally {
    await first.stop();
  }
  if (!homeHtml) throw new Error(`${first.url}/ did not answer 200; see ${dist}/bench-logs/site.log`);
  fs.mkdirSync(path.join(dist, 'client', 'bench'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'client', 'bench', 'home.html'), homeHtml);
  // The denominator: a small static file (under 1 KB) served by the same server.
  const small = `${'澄州市贸促会 静态基准文件。'.repeat(20)}\n`;
  fs.writeFileSync(path.join(dist, 'client', 'bench', 'small.txt'), small);

  log(`starting the site and its variants (${BENCH_SERVER === 'workerd' ? "workerd without wrangler dev's proxy" : 'wrangler dev'})`);
  const start = async (name: string, offset: number, vars: Record<string, string> = {}, inspector?: number) => {
    const instance = await startSite({
      name,
      port: base + offset,
      dist,
      via: BENCH_SERVER,
      vars,
      inspectorPort: inspector === undefined ? undefined : base + inspector,
    });
    running.push(instance);
    return instance;
  };
  const site = await start('site', 0);
  // The page cache switched off: every page request renders (API answers still come from the
  // edge cache, as they would for a page-cache miss in production).
  const render = await start('render', 1, { PAGE_CACHE_TTL: '0', PAGE_CACHE_STALE: '0' }, 5);
  // The memory tier switched off: a page-cache hit comes from the Cache API.
  const cacheApi = await start('cache-api', 8, { MEMORY_CACHE_BYTES: '0' }, 9);
  // The API cache switched off too: every content call goes to D1 (search against a listing).
  const uncached = await start(
    'api-uncached',
    10,
    { PAGE_CACHE_TTL: '0', PAGE_CACHE_STALE: '0', API_CACHE_TTL: '0', API_CACHE_STALE: '0' },
    11,
  );
  // The same build through wrangler dev, as the bench served it before decision 0035.
  const viaDev = BENCH_SERVER === 'workerd' ? await startSite({ name: 'wrangler-dev', port: base + 13, dist, via: 'wrangler' }) : undefined;
  if (viaDev) running.push(viaDev);
  const queries = searchPaths();
  // The floor: what any worker answer costs on this server, before any site code.
  const floor = await startFloor({ dist, port: base + 12, homeHtml });
  running.push(floor);
  const probe1 = await sample(`${site.url}/`);
  const probe2 = await sample(`${site.url}/`);
  await sample(`${cacheApi.url}/`);
  const pageCache = /\bhit\b/.test(probe2.cacheStatus);
  log(`page cache ${pageCache ? `answers (${probe2.cacheStatus})` : `not available (Cache-Status: ${probe1.cacheStatus || 'none'})`}`);

  const noPageCache = pageCache ? undefined : 'not available: home responses carry no `Cache-Status: …; hit` (no page cache in this build)';
  const rows: Row[] = [
    { label: `(a) static file (${Buffer.byteLength(small)} B), the denominator`, site, path: '/bench/small.txt' },
    { label: `(a2) static copy of the home HTML (${fmt(homeHtml.length / 1000)} KB)`, site, path: '/bench/home' },
    { label: '(a3) floor: a worker answering the home page bytes at once (no site code)', site: floor, path: '/' },
    { label: '(a4) floor, writing one JSON log line per request (as the site did before decision 0027)', site: floor, path: '/log' },
    { label: '(a5) floor, writing one Analytics Engine data point per request (as the site does)', site: floor, path: '/metrics' },
    { label: '(b) home, page-cache hit from the memory tier', goal: 0.8, site, path: '/', skip: noPageCache },
    { label: '(b2) home, page-cache hit from the Cache API (memory tier off)', site: cacheApi, path: '/', skip: noPageCache },
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
    ...(viaDev
      ? [
          { label: "(w) static file through wrangler dev's proxy", site: viaDev, path: '/bench/small.txt' },
          {
            label: "(w2) home, page-cache hit through wrangler dev's proxy (× its static file (w))",
            site: viaDev,
            path: '/',
            against: "(w) static file through wrangler dev's proxy",
            skip: noPageCache,
          },
        ]
      : []),
  ];
  const measured: Measured[] = [];
  for (const row of rows) {
    if (row.skip) {
      measured.push(row);
      continue;
    }
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
      if (m.skip) continue;
      const result = await load(m.site.url + m.path, windowSeconds, connections, m.paths);
      const after = await loadStatic();
      m.rounds!.push(result);
      m.refs!.push({ rps: (before.rps + after.rps) / 2, p50: (before.p50 + after.p50) / 2 });
      staticRow.rounds!.push(after);
      before = after;
    }
  }
  const loadAfter = os.loadavg()[0]!;

  // CPU time of one uncached render, from the render instance's own V8 CPU profile.
  log('CPU profiles of uncached renders (20 requests each)');
  const cpu: Array<{ page: string; median: number; p90: number; top: Array<[string, number]> }> = [];
  // A profile that cannot be taken is reported as such; the load figures above still count.
  let cpuError: string | undefined;
  try {
    const inspector = await connectInspector(base + 5);
    try {
      for (const p of ['/', '/importantNews', '/detail/1001']) {
        const { perRequest, byFunction } = await profileRequests(inspector, render.url + p, 20);
        const sorted = [...perRequest].sort((x, y) => x - y);
        const top = [...byFunction].sort((x, y) => y[1] - x[1]).slice(0, 12);
        cpu.push({ page: p, median: median(perRequest), p90: sorted[Math.floor(sorted.length * 0.9)]!, top });
      }
    } finally {
      inspector.close();
    }
  } catch (error) {
    cpuError = error instanceof Error ? error.message : String(error);
    log(`CPU profiles not taken: ${cpuError}`);
  }

  // TTFB behind a slow upstream CMS: two instances in upstream mode with a 1 s cache TTL,
  // one keeping stale entries (the default stale window), one with no stale window at all.
  log(`TTFB with a ${delayMs} ms upstream`);
  const upstream: FakeUpstream = await startFakeUpstream({ port: base + 2, target: site.url, delayMs });
  running.push({ stop: upstream.close });
  const upstreamVars = { API_BASE: upstream.url, API_CACHE_TTL: String(SHORT_TTL), PAGE_CACHE_TTL: String(SHORT_TTL) };
  const [withStale, noStale] = await Promise.all([
    startSite({
      name: 'upstream-stale',
      port: base + 3,
      dist,
      via: BENCH_SERVER,
      inspectorPort: base + 6,
      persistTo: path.join(stateDir, 'stale'),
      vars: upstreamVars,
    }),
    startSite({
      name: 'upstream-no-stale',
      port: base + 4,
      dist,
      via: BENCH_SERVER,
      inspectorPort: base + 7,
      persistTo: path.join(stateDir, 'no-stale'),
      vars: { ...upstreamVars, API_CACHE_STALE: '0', PAGE_CACHE_STALE: '0' },
    }),
  ]);
  running.push(withStale, noStale);

  const pages = [
    ['home', '/'],
    ['listing', '/importantNews'],
    ['article', '/detail/1001'],
  ] as const;
  const ttfb = new Map<string, { calls: number; cold: Sample; stale: Sample[]; none: Sample[] }>();
  for (const [name, p] of pages) {
    const before = upstream.calls();
    const cold = await sample(withStale.url + p);
    const calls = upstream.calls() - before;
    await sample(noStale.url + p); // fills its cache too
    if (cold.status !== 200) throw new Error(`upstream-mode ${p} answered ${cold.status}`);
    ttfb.set(name, { calls, cold, stale: [], none: [] });
  }
  for (let round = 0; round < samples; round++) {
    // Past the TTL and past the background revalidation the previous round started.
    await sleep(SHORT_TTL * 1000 + 2 * delayMs + 1000);
    for (const [name, p] of pages) {
      const entry = ttfb.get(name)!;
      entry.stale.push(await sample(withStale.url + p));
      entry.none.push(await sample(noStale.url + p));
    }
  }
  await cleanup();

  // Report.
  /** What a row's window is divided by: the row it names (same round), else the static windows beside it. */
  const reference = (m: Measured, i: number): Pick<LoadResult, 'rps' | 'p50'> => {
    const named = measured.find((d) => d.label === m.against);
    if (named) return named.rounds![i]!;
    return m === staticRow ? m.rounds![i]! : m.refs![i]!;
  };
  const per = (m: Measured, f: (r: LoadResult, i: number) => number) => median(m.rounds!.map(f));
  const loadTable = table(
    ['request', 'req/s', '× static', 'goal', 'p50 ms', 'p99 ms', 'p50 × static', 'alone: ms (worker total / shell ms)', 'failed', 'note'],
    measured.map((m) =>
      m.rounds
        ? [
            m.label,
            fmt(per(m, (r) => r.rps)),
            fmt(
              per(m, (r, i) => r.rps / reference(m, i).rps),
              2,
            ),
            m.goal ? `≥ ${m.goal}` : '',
            fmt(
              per(m, (r) => r.p50),
              1,
            ),
            fmt(
              per(m, (r) => r.p99),
              1,
            ),
            fmt(
              per(m, (r, i) => r.p50 / Math.max(reference(m, i).p50, 1)),
              1,
            ),
            `${fmt(m.alone!.ms, 1)} (${fmt(m.alone!.workerMs)} / ${fmt(m.alone!.shellMs)})`,
            m.rounds.reduce((n, r) => n + r.failures, 0),
            m.note ?? (m.alone!.last.cacheStatus ? `\`${m.alone!.last.cacheStatus}\`` : ''),
          ]
        : [m.label, '–', '–', m.goal ? `≥ ${m.goal}` : '', '–', '–', '–', '–', '–', m.skip ?? ''],
    ),
  );
  const staticAlone = staticRow.alone!.ms;
  const ttfbTable = table(
    [
      'page',
      'upstream calls (first request)',
      'first request',
      'TTL lapsed, stale kept',
      'Cache-Status (stale case)',
      'TTL lapsed, no stale window',
      '× static (stale kept)',
    ],
    [...ttfb].map(([name, t]) => {
      const stale = median(t.stale.map((s) => s.ttfbMs));
      return [
        name,
        t.calls,
        `${fmt(t.cold.ttfbMs)} ms`,
        `${fmt(stale)} ms`,
        t.stale.at(-1)?.cacheStatus ? `\`${t.stale.at(-1)!.cacheStatus}\`` : 'none (page)',
        `${fmt(median(t.none.map((s) => s.ttfbMs)))} ms`,
        fmt(stale / Math.max(staticAlone, 0.1), 1),
      ];
    }),
  );
  const body = [
    `Measured ${machine()}.`,
    '',
    `Load: autocannon (the fixed load generator), ${connections} connections, ${seconds} s per row in ${rounds} interleaved turns after a 2 s warm-up, the static file (a) loaded again between any two rows (medians over the turns; each row's ratio taken against the mean of the static windows just before and after it, or against the row it names in the same turn), loopback to ${BENCH_SERVER === 'workerd' ? "workerd (Miniflare, the asset layer in front as on Cloudflare), without wrangler dev's proxy worker (decision 0035); rows (w) go through `wrangler dev` as before" : "wrangler dev's local proxy worker"}; load generator and workerd share the cores (1-minute load average ${fmt(loadBefore, 1)} before, ${fmt(loadAfter, 1)} after). "alone" is the median of 20 sequential requests (worker: its Server-Timing \`total\` and \`shell\`, React rendering to the first byte, whole milliseconds).`,
    `(a)(a2)(b)(f) hit the site as \`npm start --no-build\` serves it (D1 migrated and seeded); (b2) an instance with \`MEMORY_CACHE_BYTES=0\`; (c)(d)(e) a further instance of the same build with \`PAGE_CACHE_TTL=0 PAGE_CACHE_STALE=0\`, so every page renders (API answers come from the edge cache, as on a page-cache miss); (d2)(g)(h) one more with the API cache off as well, so each asks the local D1, which runs in the same workerd process and so costs this machine's cores too (in production it runs on D1's own machines).`,
    '',
    loadTable,
    '',
    `CPU time of one uncached render, from the render instance's V8 CPU profile (workerd's own inspector; one profile per request, 20 requests; V8 samples only while the isolate runs, about every 125 µs though 50 µs is asked for; each sample counts for its distance to the previous one, capped at twice the median interval; every sample but idle: method in tests/bench/inspector/cpu.ts). Goal for home: ≤ 6 ms.`,
    '',
    cpuError
      ? `**Not measured in this run**: the inspector did not answer (${cpuError}).`
      : table(
          ['page', 'CPU ms, median', 'p90', 'top self time (ms per request)'],
          cpu.map((c) => [
            c.page,
            fmt(c.median, 1),
            fmt(c.p90, 1),
            c.top
              .slice(0, 6)
              .map(([n, ms]) => `${n.replace(/\|/g, '/')} ${fmt(ms, 2)}`)
              .join('; '),
          ]),
        ),
    '',
    `TTFB (median of ${samples}) behind a fake upstream CMS that answers the site's own /api after ${delayMs} ms: instances in upstream mode with \`API_CACHE_TTL=${SHORT_TTL} PAGE_CACHE_TTL=${SHORT_TTL}\`; "no stale window" adds \`API_CACHE_STALE=0 PAGE_CACHE_STALE=0\`. Static asset alone: ${fmt(staticAlone, 1)} ms. "First request" is each page's first request, in table order (calls an earlier page made, such as listColumn, are already cached); "no stale window" is every call missing.`,
    '',
    ttfbTable,
  ].join('\n');
  console.log(`\n${body}\n`);
  writeSection('bench', body);
  log('wrote docs/performance.md');
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
  clearTimeout(watchdog);
}
