// `node tests/bench/compare.ts BEFORE_DIR AFTER_DIR [paths…]`: two production builds side by
// side in one run, so that a change is judged within the same load of the shared machine:
// each build served by its own `wrangler dev` twice (pages cached as `npm start` serves them,
// and with the page cache off, so that every page renders), the static file of the AFTER
// build as the denominator, and autocannon in interleaved turns (medians; ratios taken within
// a turn), with the CPU time the serving processes (wrangler's proxy and workerd) spent per
// request, steadier than req/s when others load the machine. Prints a Markdown table;
// nothing is written into the docs.
//
// Environment: BENCH_PORT (first of 5 ports, default 8790), BENCH_SECONDS per row and turn
// (default 4), BENCH_ROUNDS (default 5), BENCH_CONNECTIONS (default 16), BENCH_SERVER (site.ts).
// Paths: `hit:/path` measures the cached instance, `/path` the rendering one, `search` the
// bench's 120 search queries in turn on a further instance with every cache off (bench row
// (h)); default: a page-cache hit of home and renders of home, a listing and an article.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, median, type LoadResult } from './measure.ts';
import { fmt, machine, table } from './report.ts';
import { searchPaths } from './search-queries.ts';
import { BENCH_SERVER, prepareLocalD1, startSite, type Site } from './site.ts';

const [beforeDir, afterDir, ...rest] = process.argv.slice(2);
if (!beforeDir || !afterDir) {
  console.error('usage: node tests/bench/compare.ts BEFORE_DIST AFTER_DIST [hit:/path | /path]…');
  process.exit(2);
}
const base = Number(process.env.BENCH_PORT ?? 8790);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const cases = rest.length ? rest : ['hit:/', '/', '/importantNews', '/detail/1001'];
const NO_PAGE_CACHE = { PAGE_CACHE_TTL: '0', PAGE_CACHE_STALE: '0' };
const NO_CACHE = { ...NO_PAGE_CACHE, API_CACHE_TTL: '0', API_CACHE_STALE: '0' };

const running: Site[] = [];
const stopAll = () => Promise.allSettled(running.splice(0).map((s) => s.stop()));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll().then(() => process.exit(130)));
const log = (message: string) => console.error(`compare: ${message}`);
const TICK_MS = 1000 / 100; // USER_HZ

/** CPU ms (user + system) used so far by every process of a process group (Linux /proc). */
function groupCpuMs(pgid: number | undefined): number {
  if (!pgid) return Number.NaN;
  let ticks = 0;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // Fields after the command's closing parenthesis: state ppid pgrp … utime(14) stime(15).
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks * TICK_MS;
}

async function main(): Promise<void> {
  prepareLocalD1();
  const small = `${'澄州市贸促会 静态基准文件。'.repeat(20)}\n`;
  fs.mkdirSync(path.join(afterDir!, 'client', 'bench'), { recursive: true });
  fs.writeFileSync(path.join(afterDir!, 'client', 'bench', 'small.txt'), small);
  const start = (name: string, dist: string, port: number, vars: Record<string, string>) =>
    startSite({ name, dist, port, via: BENCH_SERVER, vars }).then((s) => {
      running.push(s);
      return s;
    });
  const sites = {
    before: {
      hit: await start('before-hit', beforeDir!, base, {}),
      render: await start('before-render', beforeDir!, base + 1, NO_PAGE_CACHE),
    },
    after: {
      hit: await start('after-hit', afterDir!, base + 2, {}),
      render: await start('after-render', afterDir!, base + 3, NO_PAGE_CACHE),
    },
  };
  const searching = cases.includes('search');
  const uncached = searching
    ? {
        before: await start('before-uncached', beforeDir!, base + 4, NO_CACHE),
        after: await start('after-uncached', afterDir!, base + 5, NO_CACHE),
      }
    : undefined;
  const queries = searchPaths();
  const rows: Array<{
    label: string;
    url: string;
    paths?: readonly string[];
    pgid?: number;
    rounds: LoadResult[];
    cpu: number[];
  }> = [{ label: 'static file', url: `${sites.after.hit.url}/bench/small.txt`, pgid: sites.after.hit.pid, rounds: [], cpu: [] }];
  for (const c of cases) {
    if (c === 'search') {
      for (const side of ['before', 'after'] as const) {
        const site = uncached![side];
        rows.push({
          label: `${side}: search, ${queries.length} queries, caches off`,
          url: site.url + queries[0],
          paths: queries,
          pgid: site.pid,
          rounds: [],
          cpu: [],
        });
      }
      continue;
    }
    const hit = c.startsWith('hit:');
    const p = hit ? c.slice(4) : c;
    for (const side of ['before', 'after'] as const) {
      const site = hit ? sites[side].hit : sites[side].render;
      rows.push({ label: `${side}: ${hit ? 'page-cache hit' : 'rendered'} ${p}`, url: site.url + p, pgid: site.pid, rounds: [], cpu: [] });
    }
  }
  for (const row of rows) {
    // A first request can meet the local D1 busy while the other instances open it.
    let status = 0;
    for (let attempt = 0; attempt < 5 && status !== 200; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
      const first = await fetch(row.url);
      await first.arrayBuffer();
      status = first.status;
    }
    if (status !== 200) throw new Error(`${row.url} answered ${status}`);
    await load(row.url, 1, connections, row.paths);
  }
  const loadBefore = os.loadavg()[0]!;
  for (let round = 0; round < rounds; round++) {
    log(`turn ${round + 1}/${rounds}`);
    for (const row of rows) {
      const cpu0 = groupCpuMs(row.pgid);
      const result = await load(row.url, seconds, connections, row.paths);
      row.rounds.push(result);
      row.cpu.push((groupCpuMs(row.pgid) - cpu0) / Math.max(result.requests, 1));
    }
  }
  const loadAfter = os.loadavg()[0]!;
  const denominator = rows[0]!.rounds;
  const ratio = (r: LoadResult[]) => r.map((x, i) => x.rps / denominator[i]!.rps);
  const out = table(
    ['request', 'req/s (median)', '× static (median)', '× static per turn', 'p50 ms', 'server CPU ms/request (median)', 'failed'],
    rows.map((row) => [
      row.label,
      fmt(median(row.rounds.map((r) => r.rps))),
      fmt(median(ratio(row.rounds)), 2),
      ratio(row.rounds)
        .map((x) => fmt(x, 2))
        .join(' '),
      fmt(median(row.rounds.map((r) => r.p50)), 1),
      fmt(median(row.cpu), 2),
      row.rounds.reduce((n, r) => n + r.failures, 0),
    ]),
  );
  console.log(
    `Compared ${machine()}; served by ${BENCH_SERVER === 'workerd' ? "workerd without wrangler dev's proxy" : 'wrangler dev'}; ${beforeDir} (before) against ${afterDir} (after); ${connections} connections, ${seconds} s per row in ${rounds} interleaved turns; 1-minute load average ${fmt(loadBefore, 1)} before, ${fmt(loadAfter, 1)} after.\n\n${out}`,
  );
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
