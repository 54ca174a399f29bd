// `node tests/bench/profile.ts [paths…]` (Node 22: through npm's PATH): the CPU time of uncached
// renders, from the worker's own V8 CPU profile (tests/bench/inspector/cpu.ts says how it is
// counted), and where it goes: self time by function, mapped back to the source file through
// the build's source maps, and by package or project folder. Builds the production site into
// DIST_DIR (default dist-profile; --no-build serves it as it is), serves it in workerd
// (serve-workerd.ts) with `PAGE_CACHE_TTL=0 PAGE_CACHE_STALE=0` (every page request renders;
// content answers come from the edge cache, as on a page-cache miss), and profiles each path
// PROFILE_REQUESTS times (default 20; default paths /, /importantNews, /detail/1001).
// Writes Markdown to stdout;
// --save DIR keeps each path's median-request profile as a .cpuprofile (Chrome DevTools opens it,
// with each function's total time: itself and what it calls);
// --hits keeps the page cache on, so each path is profiled as a page-cache hit (the memory tier);
// --api-uncached turns the API cache off too, so an `/api/…` path (search) asks D1 every time;
// --no-cache turns the memory tier off as well (a sitemap file reads the store every time).
//
// Environment: DIST_DIR, PROFILE_PORT (default 8850; the inspector port is the next one),
// PROFILE_WARMUP (unprofiled requests before a path's first profiled one, default 2; 0 with
// PROFILE_REQUESTS=1: a cold isolate's first render).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildOutput, distDir } from '../../scripts/lib/build-output.ts';
import { type CallFrame, profileRequests } from './inspector/cpu.ts';
import { connectInspector, type Inspector } from './inspector/session.ts';
import { median, percentile } from './measure.ts';
import { fmt, machine, table } from './report.ts';
import { prepareLocalD1, runBench, startSite } from './site.ts';
import { owner, WorkerSourceMaps } from './source-map.ts';

const dist = distDir('dist-profile');
const port = Number(process.env.PROFILE_PORT ?? 8850);
const count = Number(process.env.PROFILE_REQUESTS ?? 20);
const warmup = Number(process.env.PROFILE_WARMUP ?? 2);
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    save: { type: 'string' },
    hits: { type: 'boolean', default: false },
    'api-uncached': { type: 'boolean', default: false },
    'no-cache': { type: 'boolean', default: false },
    'no-build': { type: 'boolean' },
  },
});
const pages = positionals.length ? positionals : ['/', '/importantNews', '/detail/1001'];
/** Functions listed per path. */
const TOP = 12;
/** V8's pseudo-frames, kept apart in the by-package sums. */
const NATIVE = new Set(['(garbage collector)', '(program)']);

/** One path's figures: its requests' CPU, and its time by function and by package mapped to sources. */
async function profilePage(url: string, page: string, maps: WorkerSourceMaps, inspector: Inspector) {
  const r = await profileRequests(inspector, url + page, count, warmup);
  const sourceOf = (frame: CallFrame) => (frame.url ? maps.original(frame.url, frame.lineNumber, frame.columnNumber) : null);
  // Self time by function and source: frames of one function in two chunks stay apart.
  const byFunction = new Map<string, { name: string; source: string; ms: number }>();
  const byOwner = new Map<string, number>();
  for (const { frame, ms } of r.self.values()) {
    const original = sourceOf(frame);
    const name = frame.functionName || '(anonymous)';
    const source = original ? `${original.source}:${original.line}` : frame.url || '(native)';
    const entry = byFunction.get(`${name} ${source}`) ?? { name, source, ms: 0 };
    entry.ms += ms;
    byFunction.set(`${name} ${source}`, entry);
    const who = original ? owner(original.source) : frame.url || (NATIVE.has(name) ? name : '(V8 builtins, workerd APIs)');
    byOwner.set(who, (byOwner.get(who) ?? 0) + ms);
  }
  if (args.save) {
    // The median request's profile, which Chrome DevTools opens.
    fs.mkdirSync(args.save, { recursive: true });
    const order = r.cpu.map((ms, i) => [ms, i] as const).sort((a, b) => a[0] - b[0]);
    const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    fs.writeFileSync(path.join(args.save, `${name}.cpuprofile`), JSON.stringify(r.profiles[order[order.length >> 1]![1]]));
  }
  const byMs = (a: { ms: number }, b: { ms: number }) => b.ms - a.ms;
  return {
    ...r,
    page,
    top: [...byFunction.values()].sort(byMs).slice(0, TOP),
    owners: [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 10),
  };
}

function report(results: Array<Awaited<ReturnType<typeof profilePage>>>): string {
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const lines = [
    `Measured ${machine()}; 1-minute load average ${fmt(os.loadavg()[0], 1)}; build ${dist}.`,
    '',
    `Each path: ${count} requests after ${warmup} unprofiled ones, one V8 CPU profile per request, sampling asked every 50 µs (V8 sampled about every ${fmt(median(results.flatMap((r) => r.intervalsUs)))} µs).`,
    '',
    table(
      ['path', 'status', 'Cache-Status', 'CPU ms, median (V8 profile)', 'p90', 'of which GC, mean', 'of which (program), mean'],
      results.map((r) => [
        `\`${r.page}\``,
        r.status,
        `\`${r.cacheStatus}\``,
        `**${fmt(median(r.cpu), 2)}**`,
        fmt(percentile(r.cpu, 90), 2),
        fmt(mean(r.gc), 2),
        fmt(mean(r.program), 2),
      ]),
    ),
  ];
  for (const r of results) {
    const total = mean(r.cpu);
    const share = (ms: number) => `${fmt((100 * ms) / total, 1)}%`;
    lines.push(
      '',
      `### \`${r.page}\`: self time by function (mean ms per request; ${fmt(total, 2)} ms in all)`,
      '',
      table(
        ['#', 'function', "source (via the build's source maps)", 'self ms', 'share'],
        r.top.map((t, i) => [i + 1, `\`${t.name}\``, `\`${t.source}\``, fmt(t.ms, 3), share(t.ms)]),
      ),
      '',
      `Self time by package or project folder: ${r.owners.map(([who, ms]) => `${who} ${fmt(ms, 2)} ms (${fmt((100 * ms) / total)}%)`).join(', ')}.`,
    );
  }
  return `${lines.join('\n')}\n`;
}

await runBench('profile', dist, 10, async () => {
  // The project's local D1 as `npm start` leaves it.
  prepareLocalD1();
  const site = await startSite({
    name: 'profile',
    port,
    dist,
    via: 'workerd',
    inspectorPort: port + 1,
    vars: {
      ...(args.hits ? {} : { PAGE_CACHE_TTL: '0', PAGE_CACHE_STALE: '0' }),
      ...(args['api-uncached'] || args['no-cache'] ? { API_CACHE_TTL: '0', API_CACHE_STALE: '0' } : {}),
      ...(args['no-cache'] ? { MEMORY_CACHE_BYTES: '0' } : {}),
    },
  });
  const inspector = await connectInspector(port + 1);
  const maps = new WorkerSourceMaps(buildOutput(dist).worker);
  const results = [];
  try {
    for (const page of pages) {
      console.error(`profile: ${page}, ${count} requests`);
      results.push(await profilePage(site.url, page, maps, inspector));
    }
  } finally {
    await inspector.close();
  }
  process.stdout.write(report(results));
  if (results.some((r) => r.status !== 200 || /\bhit\b/.test(r.cacheStatus) !== args.hits)) {
    throw new Error(`a page was not ${args.hits ? 'a page-cache hit' : 'rendered'} (or answered other than 200)`);
  }
});
