// `node tests/bench/profile.ts [paths…]` (Node 22: through npm's PATH): the CPU time of uncached
// renders, from the worker's own V8 CPU profile (tests/bench/inspector/cpu.ts says how it is
// counted), and where it goes: self time by function, mapped back to the source file through
// the build's source maps, and by package or project folder. Builds the production site into
// DIST_DIR (default dist-profile; --no-build serves it as it is), serves it in workerd
// (serve-workerd.ts) with `PAGE_CACHE_TTL=0 PAGE_CACHE_STALE=0` (every page request renders;
// content answers come from the edge cache, as on a page-cache miss), and profiles each path
// PROFILE_REQUESTS times (default 20; default paths /, /importantNews, /detail/1001).
// Writes Markdown to stdout, or to --out FILE;
// --save DIR keeps each path's median-request profile as a .cpuprofile (Chrome DevTools opens it);
// --hits keeps the page cache on, so each path is profiled as a page-cache hit (the memory tier);
// --api-uncached turns the API cache off too, so an `/api/…` path (search) asks D1 every time;
// --no-cache turns the memory tier off as well (a sitemap file reads the store every time).
//
// Environment: DIST_DIR, PROFILE_PORT (default 8850; the inspector port is the next one),
// PROFILE_TOP (functions listed per path, default 12), PROFILE_WARMUP (unprofiled requests
// before a path's first profiled one, default 2; 0 with PROFILE_REQUESTS=1: a cold isolate's
// first render).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildOutput, distDir } from '../../scripts/lib/build-output.ts';
import { profileRequests } from './inspector/cpu.ts';
import { connectInspector, type Inspector } from './inspector/session.ts';
import { median } from './measure.ts';
import { buildSite, prepareLocalD1, type Site, startSite } from './site.ts';
import { owner, WorkerSourceMaps } from './source-map.ts';

const dist = distDir('dist-profile');
const port = Number(process.env.PROFILE_PORT ?? 8850);
const count = Number(process.env.PROFILE_REQUESTS ?? 20);
const warmup = Number(process.env.PROFILE_WARMUP ?? 2);
const argv = process.argv.slice(2);
const option = (name: string) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};
const outFile = option('--out');
const saveDir = option('--save');
const hits = argv.includes('--hits');
const noCache = argv.includes('--no-cache');
const apiUncached = noCache || argv.includes('--api-uncached');
const paths = argv.filter((a, i) => a.startsWith('/') && argv[i - 1] !== '--out' && argv[i - 1] !== '--save');
const pages = paths.length ? paths : ['/', '/importantNews', '/detail/1001'];
const TOP = Number(process.env.PROFILE_TOP ?? 12);
/** V8's pseudo-frames, kept apart in the by-package sums. */
const NATIVE = new Set(['(garbage collector)', '(program)']);

const fmt = (n: number, digits = 2) => n.toFixed(digits);
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)] ?? Number.NaN;

interface PageResult {
  page: string;
  status: number;
  cacheStatus: string;
  cpu: number[];
  program: number[];
  gc: number[];
  intervalUs: number;
  top: Array<{ name: string; source: string; ms: number }>;
  /** The project's own functions (app/, worker/, content/) by total time. */
  ownTotal: Array<{ name: string; source: string; ms: number }>;
  owners: Array<[string, number]>;
}

async function profilePage(inspector: Inspector, site: Site, maps: WorkerSourceMaps, page: string): Promise<PageResult> {
  const url = site.url + page;
  const r = await profileRequests(inspector, url, count, { keepProfiles: true, warmup });
  // Self time by function and source: frames of one function in two chunks stay apart.
  const byFunction = new Map<string, { name: string; source: string; ms: number }>();
  const byOwner = new Map<string, number>();
  for (const { frame, ms } of r.byFrame.values()) {
    const original = frame.url ? maps.original(frame.url, frame.lineNumber, frame.columnNumber) : null;
    const source = original ? `${original.source}:${original.line}` : frame.url || '(native)';
    const name = frame.functionName || '(anonymous)';
    const key = `${name} ${source}`;
    const entry = byFunction.get(key) ?? { name, source, ms: 0 };
    entry.ms += ms;
    byFunction.set(key, entry);
    const who = original ? owner(original.source) : frame.url ? frame.url : NATIVE.has(name) ? name : '(V8 builtins, workerd APIs)';
    byOwner.set(who, (byOwner.get(who) ?? 0) + ms);
  }
  const ownTotal: PageResult['ownTotal'] = [];
  for (const { frame, ms } of r.inclusive.values()) {
    const original = frame.url ? maps.original(frame.url, frame.lineNumber, frame.columnNumber) : null;
    if (!original || !/^(app|worker|content)\//.test(original.source)) continue;
    ownTotal.push({ name: frame.functionName || '(anonymous)', source: `${original.source}:${original.line}`, ms });
  }
  ownTotal.sort((a, b) => b.ms - a.ms);
  if (saveDir) {
    fs.mkdirSync(saveDir, { recursive: true });
    const order = r.perRequest.map((ms, i) => [ms, i] as const).sort((a, b) => a[0] - b[0]);
    const mid = order[order.length >> 1]![1];
    const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    fs.writeFileSync(path.join(saveDir, `${name}.cpuprofile`), JSON.stringify(r.profiles[mid]));
  }
  return {
    page,
    status: r.status,
    cacheStatus: r.cacheStatus,
    cpu: r.perRequest,
    program: r.programPerRequest,
    gc: r.gcPerRequest,
    intervalUs: r.intervalUs,
    top: [...byFunction.values()].sort((a, b) => b.ms - a.ms).slice(0, TOP),
    ownTotal: ownTotal.slice(0, TOP),
    owners: [...byOwner].sort((a, b) => b[1] - a[1]),
  };
}

function report(results: PageResult[]): string {
  const lines: string[] = [];
  const cpus = os.cpus();
  lines.push(
    `Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}; ${cpus.length} cores (${cpus[0]?.model.trim() ?? '?'}), 1-minute load average ${fmt(os.loadavg()[0]!, 1)}; Node ${process.version}; build ${dist}.`,
    '',
    `Each path: ${count} requests after ${warmup} unprofiled ones, one V8 CPU profile per request, sampling asked every 50 µs (V8 sampled about every ${fmt(median(results.map((r) => r.intervalUs)), 0)} µs).`,
    '',
    '| path | status | Cache-Status | CPU ms, median (V8 profile) | p90 | of which GC, mean | of which (program), mean |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  );
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  for (const r of results) {
    lines.push(
      `| \`${r.page}\` | ${r.status} | \`${r.cacheStatus}\` | **${fmt(median(r.cpu))}** | ${fmt(p90(r.cpu))} | ${fmt(mean(r.gc))} | ${fmt(mean(r.program))} |`,
    );
  }
  for (const r of results) {
    const total = mean(r.cpu);
    lines.push(
      '',
      `### \`${r.page}\`: self time by function (mean ms per request; ${fmt(total)} ms in all)`,
      '',
      "| # | function | source (via the build's source maps) | self ms | share |",
      '| --- | --- | --- | --- | --- |',
      ...r.top.map((t, i) => `| ${i + 1} | \`${t.name}\` | \`${t.source}\` | ${fmt(t.ms, 3)} | ${fmt((100 * t.ms) / total, 1)}% |`),
      '',
      `The project's own functions by total time (the function and what it calls, mean ms per request): ${r.ownTotal
        .slice(0, 8)
        .map((t) => `\`${t.name}\` (${t.source}) ${fmt(t.ms)}`)
        .join(', ')}.`,
      '',
      `Self time by package or project folder: ${r.owners
        .slice(0, 10)
        .map(([who, ms]) => `${who} ${fmt(ms)} ms (${fmt((100 * ms) / total, 0)}%)`)
        .join(', ')}.`,
    );
  }
  return `${lines.join('\n')}\n`;
}

let site: Site | undefined;
const watchdog = setTimeout(() => {
  console.error('profile: time limit (10 min) reached, stopping');
  void site?.stop().then(() => process.exit(1));
}, 10 * 60_000);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void site?.stop().then(() => process.exit(130)));

let failed = true;
try {
  if (!argv.includes('--no-build')) {
    console.error(`profile: building ${dist}`);
    buildSite(dist);
  }
  // The project's local D1 as `npm start` leaves it.
  prepareLocalD1();
  site = await startSite({
    name: 'profile',
    port,
    dist,
    via: 'workerd',
    inspectorPort: port + 1,
    vars: {
      ...(hits ? {} : { PAGE_CACHE_TTL: '0', PAGE_CACHE_STALE: '0' }),
      ...(apiUncached ? { API_CACHE_TTL: '0', API_CACHE_STALE: '0' } : {}),
      ...(noCache ? { MEMORY_CACHE_BYTES: '0' } : {}),
    },
  });
  const inspector = await connectInspector(port + 1);
  const maps = new WorkerSourceMaps(buildOutput(dist).worker);
  const results: PageResult[] = [];
  try {
    for (const page of pages) {
      console.error(`profile: ${page}, ${count} requests`);
      results.push(await profilePage(inspector, site, maps, page));
    }
  } finally {
    await inspector.close();
  }
  const markdown = report(results);
  if (outFile) fs.writeFileSync(outFile, markdown);
  process.stdout.write(markdown);
  failed = results.some((r) => r.status !== 200 || /\bhit\b/.test(r.cacheStatus) !== hits);
  if (failed) console.error(`profile: a page was not ${hits ? 'a page-cache hit' : 'rendered'} (or answered other than 200)`);
} catch (error) {
  console.error(`profile: ${(error as Error).message}`);
} finally {
  clearTimeout(watchdog);
  await site?.stop();
}
process.exit(failed ? 1 : 0);
