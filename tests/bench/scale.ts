// `npm run bench:scale` (issues 28, 47): the seed and a grown site (the seed plus synthetic
// copies of its news, tests/bench/scale-content.ts, written under tmp/ and never shipped), each
// imported into a local D1 of its own and served by the production build in workerd with every
// cache off, so each request is a first render. Each path is asked of both in turn; the table
// is their medians side by side and the ratio. Writes docs/performance.md's "bench:scale".
//
// Environment: SCALE_RELEASES (default 100000), SCALE_SAMPLES (per path and site, default 31),
// DIST_DIR (default dist-scale), BENCH_PORTS (the two sites' ports, default 8860,8861).
// --no-build reuses DIST_DIR; --no-import reuses tmp/bench-scale's state folders of a run before
// (migrated to the migrations of the tree).

import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PAGE_SIZE } from '../../app/constants.ts';
import { distDir } from '../../scripts/lib/build-output.ts';
import { ROOT, runTool, type Tool } from '../../scripts/lib/run-tool.ts';
import { median, sample } from './measure.ts';
import { fmt, machine, table, writeSection } from './report.ts';
import { writeScaleContent } from './scale-content.ts';
import { runBench, type Site, startSite } from './site.ts';

const dist = distDir('dist-scale');
const ports = (process.env.BENCH_PORTS ?? '8860,8861').split(',').map(Number);
const grownSize = Number(process.env.SCALE_RELEASES ?? 100_000);
const samples = Number(process.env.SCALE_SAMPLES ?? 31);
const work = path.join(ROOT, 'tmp', 'bench-scale');
const log = (message: string) => console.log(`bench:scale: ${message}`);
/** Every cache off: each request renders from D1, as the first request after an import does. */
const NO_CACHE = {
  PAGE_CACHE_TTL: '0',
  PAGE_CACHE_STALE: '0',
  API_CACHE_TTL: '0',
  API_CACHE_STALE: '0',
  MEMORY_CACHE_BYTES: '0',
};
const SEARCH = encodeURIComponent('原产地证书');

interface Size {
  name: string;
  releases: number;
  state: string;
  importSeconds?: number;
  site?: Site;
}

/** One of the project's Node tools, to completion; its output when it fails. */
function run(tool: Tool, args: string[]): void {
  const result = runTool(tool, args, { env: { NODE_ENV: 'production' } });
  if (!result.ok) throw new Error(`${tool} ${args.join(' ')} failed (exit ${result.exit}):\n${result.stderr}`);
}

/** The size's local D1: migrated, then its content file imported (written here, removed after). */
function prepare(size: Size): void {
  fs.rmSync(size.state, { recursive: true, force: true });
  const file = path.join(work, `content-${size.releases}.json`);
  size.releases = writeScaleContent(size.releases, file);
  run('scripts/db-migrate.ts', ['--persist-to', size.state]);
  log(`${size.name}: importing ${size.releases} releases`);
  const started = performance.now();
  run('scripts/content-import.ts', [file, '--persist-to', size.state]);
  size.importSeconds = (performance.now() - started) / 1000;
  log(`${size.name}: imported in ${fmt(size.importSeconds, 1)} s`);
  fs.rmSync(file);
}

/** A listing's last page number at the default page size. */
async function lastPage(site: Site): Promise<number> {
  const answer = await fetch(`${site.url}/api/cn/ListRelease?columnCode=YW&pageSize=1`);
  const { total } = (await answer.json()) as { total: number };
  return Math.max(1, Math.ceil(total / DEFAULT_PAGE_SIZE));
}

async function main(): Promise<void> {
  const sizes: Size[] = [
    { name: 'seed', releases: 0, state: path.join(work, 'state-seed') },
    { name: `${grownSize.toLocaleString('en')} releases`, releases: grownSize, state: path.join(work, 'state-grown') },
  ];
  fs.mkdirSync(work, { recursive: true });
  const reuse = process.argv.includes('--no-import');
  for (const size of sizes) {
    if (!reuse || !fs.existsSync(size.state)) prepare(size);
    else {
      // A migration added since that import (an index, say) is applied to it first.
      run('scripts/db-migrate.ts', ['--persist-to', size.state]);
      log(`${size.name}: reusing ${size.state}`);
    }
  }
  for (const [i, size] of sizes.entries())
    size.site = await startSite({
      name: `scale-${i}`,
      port: ports[i]!,
      dist,
      via: 'workerd',
      persistTo: size.state,
      vars: NO_CACHE,
    });
  const sites = sizes.map((s) => s.site!);
  const deep = await Promise.all(sites.map(lastPage));
  const paths: Array<[string, (i: number) => string]> = [
    ['search API', () => `/api/cn/search?keyword=${SEARCH}`],
    ['search page', () => `/search?q=${SEARCH}`],
    ['listing, first page', () => '/importantNews'],
    ['listing, later page (3)', () => '/importantNews?page=3'],
    ['listing, deep page (last)', (i) => `/importantNews?page=${deep[i]}`],
    ['article', () => '/detail/1001'],
    ['home', () => '/'],
  ];
  // A warm-up round: each isolate's first request pays for loading code, not for the content.
  for (const [, pathOf] of paths) for (const [i, site] of sites.entries()) await sample(site.url + pathOf(i));
  // Round after round of every path on both sites: a busy moment on this shared machine falls
  // on every row alike, not on one row's samples.
  const times = paths.map(() => sites.map((): number[] => []));
  for (let k = 0; k < samples; k++)
    for (const [p, [, pathOf]] of paths.entries())
      for (const [i, site] of sites.entries()) {
        const s = await sample(site.url + pathOf(i));
        if (s.status !== 200) throw new Error(`${site.url}${pathOf(i)} answered ${s.status}`);
        times[p]![i]!.push(s.ttfbMs);
      }
  const rows = paths.map(([label], p) => {
    const [a, b] = times[p]!.map(median) as [number, number];
    log(`${label}: ${fmt(a, 1)} / ${fmt(b, 1)} ms (${fmt(b / a, 2)}x)`);
    return [label, `${fmt(a, 1)} ms`, `${fmt(b, 1)} ms`, `${fmt(b / a, 2)}x`];
  });
  const imported = sizes.every((s) => s.importSeconds !== undefined)
    ? ` Imports: ${sizes.map((s) => `${s.name} ${fmt(s.importSeconds, 1)} s`).join(', ')}.`
    : '';
  const body =
    `Measured ${machine()}; ${samples} first renders per path and site (every cache off), in rounds of every path, ` +
    `alternating between the two sites, after one warm-up round; the deep page is each listing's last (${deep.join(' and ')}).${imported}\n\n` +
    table(['first render (median TTFB, client-measured)', sizes[0]!.name, sizes[1]!.name, 'ratio'], rows);
  console.log(`\n${body}\n`);
  writeSection('bench:scale', body);
  log('written to docs/performance.md');
}

await runBench('bench:scale', dist, 45, main);
