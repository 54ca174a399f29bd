// `npm run bench:template` (issue 36): the uncached listing against a list page added to
// Cloudflare's React Router + Hono template, in one run. Each page's throughput is taken as a
// ratio of a small static file from its own server (the static windows just before and after
// it), the two servers in turns; the figure is our ratio ÷ the template's (goal ≥ 1.2).
// The template (tests/bench/template/; docs/performance.md says what differs) is copied to
// TEMPLATE_DIR, installed from npm at its pinned versions, built in production mode and
// served in workerd like the site (serve-workerd.ts, no wrangler dev proxy).
//
// Environment: DIST_DIR (default dist-bench), TEMPLATE_DIR (default dist-template),
// TEMPLATE_PORT (first of 2 ports, default 8940), BENCH_SECONDS (per row, default 12, in
// BENCH_ROUNDS turns, default 3), BENCH_CONNECTIONS (default 16); --no-build reuses DIST_DIR's
// site (the template is built each run; its npm install is kept while its package.json holds).

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir } from '../../scripts/lib/build-output.ts';
import { toolEnv } from '../../scripts/lib/run-tool.ts';
import { load, median } from './measure.ts';
import { fmt, machine, table, writeSection } from './report.ts';
import { prepareLocalD1, runBench, SMALL_FILE, type Site, startSite, writeSmallFile } from './site.ts';

const dist = distDir('dist-bench');
const templateDir = path.resolve(process.env.TEMPLATE_DIR ?? 'dist-template');
const base = Number(process.env.TEMPLATE_PORT ?? 8940);
const seconds = Number(process.env.BENCH_SECONDS ?? 12);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const LISTING = '/importantNews';
const NEWS = '/news';

const log = (message: string) => console.log(`bench:template: ${message}`);

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: templateDir, env: toolEnv({ NODE_ENV: 'production' }), stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} in ${templateDir} failed (exit ${result.status})`);
}

/** The template with its list page in TEMPLATE_DIR: 50 of the seed's news items, installed, built. */
function materialise(): void {
  fs.cpSync('tests/bench/template', templateDir, { recursive: true });
  const seed = ['releases-a', 'releases-b'].flatMap(
    (f) => (JSON.parse(fs.readFileSync(`content/seed/${f}.json`, 'utf8')) as { releases: Array<Record<string, string>> }).releases,
  );
  const news = seed.slice(0, 50).map((r) => ({ id: r.id, title: r.title, date: r.releaseTime!.slice(0, 10) }));
  fs.writeFileSync(path.join(templateDir, 'app', 'news.json'), JSON.stringify(news));
  writeSmallFile(path.join(templateDir, 'public'));
  fs.writeFileSync(path.join(templateDir, 'public', 'healthz'), 'ok\n'); // what startSite waits for
  // npm install only when the pinned versions changed (the install outlives the run).
  const stamp = path.join(templateDir, 'node_modules', '.bench-package.json');
  const pkg = fs.readFileSync(path.join(templateDir, 'package.json'), 'utf8');
  if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== pkg) {
    run('npm', ['install', '--no-audit', '--no-fund', '--include=dev', '--legacy-peer-deps']);
    fs.writeFileSync(stamp, pkg);
  }
  run('npm', ['run', 'build']);
}

/** A page's size as served, to show the two pages are alike: raw and gzip bytes. */
async function size(url: string): Promise<string> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return `${fmt(body.byteLength / 1000, 1)} KB (${fmt(gzipSync(body).byteLength / 1000, 1)} KB gzip)`;
}

async function main(): Promise<void> {
  log(`materialising and building the template in ${templateDir}/`);
  materialise();
  writeSmallFile(path.join(dist, 'client'));
  prepareLocalD1();
  // The listing renders on every request: page cache off, API answers from the edge cache (as run.ts's row (d)).
  const vars = { PAGE_CACHE_TTL: '0', PAGE_CACHE_STALE: '0' };
  const site = await startSite({ name: 'render', port: base, dist, via: 'workerd', vars });
  const template = await startSite({
    name: 'template',
    port: base + 1,
    dist: templateDir,
    via: 'workerd',
    config: path.join(templateDir, 'build', 'server', 'wrangler.json'),
    persistTo: path.join(templateDir, '.wrangler', 'state'),
  });
  const server = async (name: string, at: Site, page: string) => ({
    name,
    site: at,
    page,
    size: await size(at.url + page),
    ratios: [] as number[],
    rps: [] as number[],
  });
  const servers = [
    await server(`site: ${LISTING}, rendered`, site, LISTING),
    await server(`template: ${NEWS}, 50 items from its loader`, template, NEWS),
  ];
  const cache = (await fetch(site.url + LISTING)).headers.get('Cache-Status') ?? '';
  if (/\bhit\b/.test(cache)) throw new Error(`the listing came from the page cache (${cache})`);
  for (const s of servers) {
    await load(s.site.url + s.page, 2, connections); // warm-up, discarded
    await load(s.site.url + SMALL_FILE.path, 2, connections);
  }
  const windowSeconds = seconds / rounds;
  for (let round = 0; round < rounds; round++) {
    log(`round ${round + 1}/${rounds}`);
    // Each round starts with the other server, so neither is always measured second.
    for (const s of round % 2 ? [...servers].reverse() : servers) {
      const before = await load(s.site.url + SMALL_FILE.path, windowSeconds, connections);
      const page = await load(s.site.url + s.page, windowSeconds, connections);
      const after = await load(s.site.url + SMALL_FILE.path, windowSeconds, connections);
      if (page.failures) throw new Error(`${s.name}: ${page.failures} failed requests`);
      s.rps.push(page.rps);
      s.ratios.push(page.rps / ((before.rps + after.rps) / 2));
    }
  }
  await Promise.all([site.stop(), template.stop()]);
  const [ours, theirs] = servers.map((s) => median(s.ratios)) as [number, number];
  const body = [
    `Measured ${machine()}; autocannon, ${connections} connections, ${rounds} turns of ${fmt(windowSeconds, 1)} s windows (static, page, static per server, the servers alternating which goes first); ratio = page req/s ÷ the mean of its own server's static windows beside it (${SMALL_FILE.path}, ${Buffer.byteLength(SMALL_FILE.text)} B), median over the turns.`,
    '',
    table(
      ['page', 'HTML as served', 'req/s (median)', '× static per turn', '× static (median)'],
      servers.map((s) => [s.name, s.size, fmt(median(s.rps)), s.ratios.map((r) => fmt(r, 2)).join(', '), fmt(median(s.ratios), 2)]),
    ),
    '',
    `**Our ratio ÷ the template's: ${fmt(ours / theirs, 2)}x** (goal ≥ 1.2x; per turn: ${servers[0]!.ratios.map((r, i) => fmt(r / servers[1]!.ratios[i]!, 2)).join(', ')}).`,
  ].join('\n');
  console.log(`\n${body}\n`);
  writeSection('bench:template', body);
}

await runBench('bench:template', dist, 30, main);
