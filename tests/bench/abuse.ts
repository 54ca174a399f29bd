// `npm run bench:abuse`: the flood of issue 38 against the production build under
// production's limits. One client sends unique store-reaching requests of several kinds (API
// and page searches, unknown articles, unknown tags, unknown columns) at 16 connections for
// 20 s from one IPv4 address, then 20 s from rotating addresses of one IPv6 /64, while a
// second client browses and searches. Prints the flooder's answered rate per kind after each
// phase's first 10 s, the visitor's statuses with p50/p95, and the store queries per second
// (counted by the bench-only wrapper around the built worker's D1 binding, bench-workers.ts).
// Writes docs/performance.md's "bench:abuse" section.
//
// node tests/bench/abuse.ts [--no-build]   (DIST_DIR, default dist-bench; ABUSE_PORT, default 8890)

import { setTimeout as sleep } from 'node:timers/promises';
import { unstable_readConfig } from 'wrangler';
import { distDir } from '../../scripts/lib/build-output.ts';
import { percentile } from './measure.ts';
import { fmt, machine, table, writeSection } from './report.ts';
import { prepareLocalD1, runBench, type Site, startSite } from './site.ts';
import { writeStoreWrapper } from './bench-workers.ts';

const dist = distDir('dist-bench');
const port = Number(process.env.ABUSE_PORT ?? 8890);
const PHASE_MS = 20_000;
const SETTLE_MS = 10_000;
/** How far into a limiter window (they align to the clock's 10 s) a phase starts. */
const ALIGN_MS = 50;
const CONNECTIONS = 16;
const log = (message: string) => console.log(`bench:abuse: ${message}`);
const rand = () => Math.random().toString(36).slice(2, 10);
const id = () => 9_000_000 + Math.floor(Math.random() * 999_999);
/** A new path of each kind every time: nothing the flood asks is in a cache. */
const FLOOD_PATH = {
  'API search': () => `/api/cn/search?keyword=${encodeURIComponent(`出口${rand()}`)}`,
  'page search': () => `/search?q=${encodeURIComponent(`认证${rand()}`)}`,
  'unknown article': () => `/detail/${id()}`,
  'unknown tag': () => `/importantNews?tag=${id()}`,
  'unknown column': () => `/column/${id()}`,
};
type Kind = keyof typeof FLOOD_PATH;
const KINDS = Object.keys(FLOOD_PATH) as Kind[];

/**
 * One request of the flood; `at`: when it was sent (the limiter's window is the request's,
 * however late the answer). Answered: a real answer (200 for a search, 404 for what does not
 * exist); else limited.
 */
async function floodOne(site: Site, kind: Kind, address: string, at: number) {
  const res = await fetch(`${site.url}${FLOOD_PATH[kind]()}`, { headers: { 'CF-Connecting-IP': address }, redirect: 'manual' });
  const body = await res.text();
  const code = kind === 'API search' ? (JSON.parse(body) as { code: number }).code : res.status;
  const limited = code === 429 || code === 503;
  const withHeaders = Boolean(res.headers.get('Retry-After')) && /no-store/.test(res.headers.get('Cache-Control') ?? '');
  return {
    at,
    kind,
    answered: !limited,
    status: code,
    limitedWithoutHeaders: limited && !withHeaders,
    serverError: res.status >= 500 && !limited,
  };
}

type Answer = Awaited<ReturnType<typeof floodOne>>;

/** One phase of the flood: CONNECTIONS loops, each request of the next kind, until PHASE_MS has passed. */
async function flood(site: Site, address: () => string): Promise<Answer[]> {
  const answers: Answer[] = [];
  const t0 = performance.now();
  let n = 0;
  const loop = async () => {
    while (performance.now() - t0 < PHASE_MS) {
      const kind = KINDS[n++ % KINDS.length]!;
      const at = performance.now() - t0;
      const failed = { at, kind, answered: false, status: 0, limitedWithoutHeaders: false, serverError: true };
      answers.push(await floodOne(site, kind, address(), at).catch(() => failed));
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  return answers;
}

const VISITOR_PATHS = [
  '/',
  '/importantNews',
  '/detail/1001',
  '/search?q=原产地证书',
  '/m/information',
  '/service/commercial/ata',
  '/api/cn/search?keyword=ATA单证册',
  '/m/detail/1002',
  '/service/exhibition',
  '/search?q=商事调解',
];

/** A person browsing and searching beside the flood, one request after another. */
async function visit(site: Site, until: () => boolean): Promise<Array<{ status: number; ms: number }>> {
  const out: Array<{ status: number; ms: number }> = [];
  for (let i = 0; !until(); i++) {
    const p = VISITOR_PATHS[i % VISITOR_PATHS.length]!;
    const t0 = performance.now();
    const res = await fetch(`${site.url}${p}`, { headers: { 'CF-Connecting-IP': '198.51.100.20' } });
    const body = await res.text();
    const status = p.startsWith('/api/') ? (JSON.parse(body) as { code: number }).code : res.status;
    out.push({ status, ms: performance.now() - t0 });
    await sleep(300);
  }
  return out;
}

/** The visitor's p50 and p95 (ms). */
const latency = (visits: Array<{ ms: number }>) => {
  const ms = visits.map((v) => v.ms);
  return `p50 ${fmt(percentile(ms, 50))} ms, p95 ${fmt(percentile(ms, 95))} ms`;
};

async function storeQueries(site: Site): Promise<number> {
  return Number(await (await fetch(`${site.url}/__bench/store-queries`)).text());
}

async function main(): Promise<void> {
  prepareLocalD1();
  // Production's rate limits, with counters of their own.
  const production = unstable_readConfig({ config: 'wrangler.toml', env: 'production' }).ratelimits as Array<Record<string, unknown>>;
  const ratelimits = production.map((r, i) => ({ ...r, namespace_id: String(9000 + i) }));
  const config = writeStoreWrapper(dist, 'bench-abuse', { ratelimits });
  const site = await startSite({ name: 'abuse', port, dist, via: 'workerd', config });
  const rows: Array<Array<string | number>> = [];
  const phaseNotes: string[] = [];
  let visitorAll: Array<{ status: number; ms: number }> = [];
  // The pages a visitor reads, as the cache holds them on any ordinary day.
  for (const p of VISITOR_PATHS) await fetch(`${site.url}${p}`, { headers: { 'CF-Connecting-IP': '198.51.100.21' } });
  const hex = () => Math.floor(Math.random() * 0xffff).toString(16);
  const phases: Array<[string, () => string]> = [
    ['one IPv4 address', () => '203.0.113.7'],
    ['rotating addresses of one IPv6 /64', () => `2001:db8:ab:cd:${hex()}::${hex()}`],
  ];
  for (const [name, address] of phases) {
    // A fresh window for the phase: the limiter's windows align to the clock.
    await sleep(10_000 - (Date.now() % 10_000) + ALIGN_MS);
    const q0 = await storeQueries(site);
    let done = false;
    const visitor = visit(site, () => done);
    const answers = await flood(site, address);
    done = true;
    const visits = await visitor;
    const q1 = await storeQueries(site);
    visitorAll = visitorAll.concat(visits);
    // Exactly the limiter's second window of the phase (sent from 10 s to 20 s on the clock's
    // windows): a request sent in the phase's last ALIGN_MS already counts against a third.
    const late = answers.filter((a) => a.at >= SETTLE_MS - ALIGN_MS && a.at < PHASE_MS - ALIGN_MS);
    const lateSeconds = (PHASE_MS - SETTLE_MS) / 1000;
    for (const kind of KINDS) {
      const mine = late.filter((a) => a.kind === kind);
      rows.push([
        name,
        kind,
        fmt(mine.length / lateSeconds, 1),
        fmt(mine.filter((a) => a.answered).length / lateSeconds, 1),
        [...new Set(mine.map((a) => a.status))].sort().join(', '),
      ]);
    }
    const sent = answers.length / (PHASE_MS / 1000);
    const note = `${name}: flood ${fmt(sent, 0)} requests/s; limited answers without Retry-After or no-store: ${answers.filter((a) => a.limitedWithoutHeaders).length}; other 5xx: ${answers.filter((a) => a.serverError).length}; store queries ${fmt((q1 - q0) / (PHASE_MS / 1000), 1)}/s (visitor included); visitor ${visits.length} requests, statuses ${[...new Set(visits.map((v) => v.status))].join(', ')}, ${latency(visits)}`;
    phaseNotes.push(note);
    log(note);
  }
  await site.stop();
  const flooded = table(['flooder', 'kind', 'sent/s (after 10 s)', 'answered/s (after 10 s)', 'statuses'], rows);
  console.log(flooded);
  writeSection(
    'bench:abuse',
    [
      `Measured by \`npm run bench:abuse\` on ${machine()}: the production build in workerd with production's rate limits (wrangler.toml \`[env.production]\`), ${CONNECTIONS} connections for ${PHASE_MS / 1000} s per phase, kinds in turn; rates are for the last ${(PHASE_MS - SETTLE_MS) / 1000} s of each phase. Answered: a search's results, or the 404 of what does not exist; the rest were limited (429 with Retry-After, no-store).`,
      '',
      flooded,
      '',
      ...phaseNotes.map((n) => `- ${n}`),
      `- visitor over both phases: ${visitorAll.length} requests, ${visitorAll.filter((v) => v.status === 200).length} answered 200; ${latency(visitorAll)}`,
    ].join('\n'),
  );
}

await runBench('bench:abuse', dist, 10, main);
