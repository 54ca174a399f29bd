// `npm run bench:scale` (issue 28): the seed and a grown site (synthetic copies of the seed's
// news, tests/bench/scale-content.ts, written under tmp/ and never shipped) side by side in
// one run, each in its own local D1: import time and peak memory, publish time, first-render
// medians (caches off) of listings, article, search, home and the sitemap, and what a
// publish costs a warm cache. Writes docs/performance.md's "bench:scale" section.
//
// Environment: SCALE_RELEASES (default 100000), SCALE_SAMPLES (per path, default 15), DIST_DIR
// (default dist-scale), BENCH_PORT (first of 3 ports, default 8860); --no-build reuses DIST_DIR.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PAGE_SIZE } from '../../app/constants.ts';
import { CONFIG_VARS } from '../../worker/config-vars.ts';
import { distDir } from '../../scripts/lib/build-output.ts';
import { ROOT, toolEnv } from '../../scripts/lib/run-tool.ts';
import { median, sample } from './measure.ts';
import { oneOfEachKind, release } from '../fixtures/publish-sample.ts';
import { fmt, machine, table, writeSection } from './report.ts';
import { writeScaleContent } from './scale-content.ts';
import { buildSite, startSite, type Site } from './site.ts';

const dist = distDir('dist-scale');
const port = Number(process.env.BENCH_PORT ?? 8860);
const grownSize = Number(process.env.SCALE_RELEASES ?? 100_000);
const samples = Number(process.env.SCALE_SAMPLES ?? 15);
const work = path.join(ROOT, 'tmp', 'bench-scale');
const log = (message: string) => console.log(`bench:scale: ${message}`);
/** Every cache off: each request renders from D1, as the first request after an import does. */
const NO_CACHE = { PAGE_CACHE_TTL: '0', PAGE_CACHE_STALE: '0', API_CACHE_TTL: '0', API_CACHE_STALE: '0', MEMORY_CACHE_BYTES: '0' };

interface Timed {
  seconds: number;
  peakMb: number;
  output: string;
}

/** One of the project's Node scripts, to completion; its output when it fails. */
function run(script: string, args: string[]): void {
  try {
    execFileSync(process.execPath, ['--max-old-space-size=512', script, ...args], {
      cwd: ROOT,
      env: toolEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const e = error as { stderr?: Buffer; stdout?: Buffer };
    throw new Error(`${script} failed:\n${e.stderr ?? ''}${e.stdout ?? ''}`);
  }
}

/** Import with the peak RSS that /usr/bin/time reports on stderr. */
function importTimed(file: string, state: string): Timed {
  const started = performance.now();
  const result = execFileSync(
    'sh',
    [
      '-c',
      `/usr/bin/time -f 'peak-kb %M' "${process.execPath}" --max-old-space-size=512 scripts/content-import.ts "${file}" --persist-to "${state}" 2>&1`,
    ],
    { cwd: ROOT, env: toolEnv(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const kb = Number(/peak-kb (\d+)/.exec(result)?.[1] ?? 0);
  return { seconds: (performance.now() - started) / 1000, peakMb: kb / 1024, output: result };
}

interface Size {
  name: string;
  releases: number;
  state: string;
  imported?: Timed;
  published?: number;
  publishedEach?: number;
  site?: Site;
}

const sizes: Size[] = [
  { name: 'seed', releases: 0, state: path.join(work, 'state-seed') },
  { name: `${grownSize.toLocaleString('en')} releases`, releases: grownSize, state: path.join(work, 'state-grown') },
];

const running: Site[] = [];
const stopAll = () => Promise.allSettled(running.splice(0).map((s) => s.stop()));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll().then(() => process.exit(130)));

try {
  if (!process.argv.includes('--no-build')) {
    log(`building into ${dist}`);
    buildSite(dist);
  }
  fs.mkdirSync(work, { recursive: true });
  for (const size of sizes) {
    fs.rmSync(size.state, { recursive: true, force: true });
    const file = path.join(work, `content-${size.releases}.json`);
    const n = writeScaleContent(size.releases, file);
    size.releases = n;
    run('scripts/db-migrate.ts', ['--persist-to', size.state]);
    log(`${size.name}: importing ${n} releases`);
    size.imported = importTimed(file, size.state);
    log(`${size.name}: imported in ${fmt(size.imported.seconds, 1)} s, peak ${fmt(size.imported.peakMb)} MB`);
    fs.rmSync(file);
  }

  // Side by side: both sites up at once, every path asked of each in turn.
  for (const [i, size] of sizes.entries()) {
    size.site = await startSite({ name: `scale-${i}`, port: port + i, dist, via: 'workerd', persistTo: size.state, vars: NO_CACHE });
    running.push(size.site);
  }
  const deepPage = async (site: Site) => {
    const total = ((await (await fetch(`${site.url}/api/cn/ListRelease?columnCode=YW&pageSize=1`)).json()) as { total: number }).total;
    return Math.max(1, Math.ceil(total / DEFAULT_PAGE_SIZE));
  };
  const deep = await Promise.all(sizes.map((s) => deepPage(s.site!)));
  // The last sitemap file of articles (the seed has one): the deepest read of release keys.
  const lastFile = async (site: Site) => {
    const total = ((await (await fetch(`${site.url}/api/cn/listReleaseKeys?pageSize=1`)).json()) as { total: number }).total;
    return Math.max(1, Math.ceil(total / CONFIG_VARS.SITEMAP_FILE_URLS.default));
  };
  const last = await Promise.all(sizes.map((s) => lastFile(s.site!)));
  const paths: Array<[string, (i: number) => string]> = [
    ['listing, first page', () => '/importantNews'],
    ['listing, page 5', () => '/importantNews?page=5'],
    ['listing, last page', (i) => `/importantNews?page=${deep[i]}`],
    ['article', () => '/detail/1001'],
    ['search API', () => `/api/cn/search?keyword=${encodeURIComponent('原产地证书')}`],
    ['search page', () => `/search?q=${encodeURIComponent('原产地证书')}`],
    ['home', () => '/'],
    ['sitemap.xml', () => '/sitemap.xml'],
    ['one article sitemap file', () => '/sitemaps/articles-1.xml'],
    ['the last article sitemap file', (i) => `/sitemaps/articles-${last[i]}.xml`],
  ];
  const rows: Array<Array<string | number>> = [];
  for (const [label, pathOf] of paths) {
    const times: number[][] = sizes.map(() => []);
    const bytes: number[] = sizes.map(() => 0);
    for (let k = 0; k < samples; k++) {
      for (const [i, size] of sizes.entries()) {
        const s = await sample(size.site!.url + pathOf(i));
        if (s.status === 200) times[i]!.push(s.ttfbMs);
        bytes[i] = s.bytes;
      }
    }
    const [a, b] = times.map(median) as [number, number];
    rows.push([label, `${fmt(a)} ms`, `${fmt(b)} ms`, fmt(b / a, 2), `${fmt(bytes[0]! / 1024)} / ${fmt(bytes[1]! / 1024)} KB`]);
    log(`${label}: ${fmt(a)} / ${fmt(b)} ms`);
  }

  // Publishes into each, with its site running: one release, then one record of each kind.
  const publishTimed = (size: Size, changes: object) => {
    const file = path.join(work, 'changes.json');
    fs.writeFileSync(file, JSON.stringify(changes));
    const started = performance.now();
    run('scripts/content-publish.ts', [file, '--persist-to', size.state]);
    return (performance.now() - started) / 1000;
  };
  for (const size of sizes) {
    size.published = publishTimed(size, { version: 1, releases: [release] });
    size.publishedEach = publishTimed(size, oneOfEachKind());
    log(`${size.name}: published in ${fmt(size.published, 1)} s, one of each kind in ${fmt(size.publishedEach, 1)} s`);
  }
  await stopAll();

  const imports = sizes.map((s) => [
    s.name,
    s.releases,
    `${fmt(s.imported!.seconds, 1)} s`,
    `${fmt(s.imported!.peakMb)} MB`,
    `${fmt(s.published, 1)} s`,
    `${fmt(s.publishedEach, 1)} s`,
  ]);
  writeSection(
    'bench:scale',
    `Measured ${machine()}; ${samples} first renders per path and size (every cache off), alternating between the two sites.\n\n` +
      `${table(['content', 'releases', 'content:import', 'peak RSS (largest process)', 'content:publish of one release', 'of one record of each of 10 lists'], imports)}\n\n` +
      `${table(['first render (median, client-measured)', sizes[0]!.name, sizes[1]!.name, 'ratio', 'size'], rows)}`,
  );
  log('written to docs/performance.md');
} finally {
  await stopAll();
}
