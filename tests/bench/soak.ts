// `npm run soak`: builds and serves the production site, then holds 64 connections on it for
// 60 s over loopback with a mix of pages and API calls (autocannon, bounded in time), and
// reports requests, errors, unexpected statuses, 5xx and p50/p99 latency (memory is the heap
// phase's: the V8 heap and ArrayBuffer backing stores after a forced GC). Exits non-zero on
// any error, timeout, 5xx or status other than 2xx/3xx/404. It serves from a D1 state folder of its own (migrated and seeded here): the
// shared .wrangler/state is written by other processes, whose locks are not the site's doing.
//
// Then the heap: 1,000 and then 9,000 more requests from 8 concurrent clients taking turns
// through ~800 distinct pages and answers (every article on PC and phone and its API answer,
// 20 listing pages, 20 API pages), with a 4 MiB memory tier (MEMORY_CACHE_BYTES) that the
// first 1,000 fill: the worker's V8 heap after a forced GC after 10,000 requests must be
// within 10% of its size after 1,000. The heap is read through workerd's own inspector
// (tests/bench/inspector/heap.ts: HeapProfiler.collectGarbage twice, then Runtime.getHeapUsage;
// every call bounded). "Full" is read from the Cache-Status of the path asked longest ago (a
// whole turn of distinct paths back) after each step: not from the memory tier, which as an LRU
// bounded in bytes evicts only once full (/healthz no longer reports the tier).
//
// Environment: DIST_DIR (default dist-soak), SOAK_PORT (default 8880; the inspector port is
// 1000 above it), SOAK_SECONDS (60), SOAK_CONNECTIONS (64); --no-build serves DIST_DIR as it is.

import path from 'node:path';
import autocannon from 'autocannon';
import { distDir } from '../../scripts/lib/build-output.ts';
import { heapUsageAfterGc } from './inspector/heap.ts';
import { connectInspector } from './inspector/session.ts';
import { prepareLocalD1, runBench, startSite } from './site.ts';

const dist = distDir('dist-soak');
const port = Number(process.env.SOAK_PORT ?? 8880);
const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 64);
const state = path.join(dist, 'soak-state');

/** What a visitor and the site's own client ask for; no read counter (it writes D1). */
const MIX: readonly string[] = [
  '/',
  '/importantNews',
  '/importantNews?page=2',
  '/information',
  '/column/21',
  '/detail/1001',
  '/detail/1002',
  '/aboutUs/components/base',
  '/service/commercial/origin',
  `/service/commercial/components/problem?q=${encodeURIComponent('备案')}`,
  '/service/exhibition',
  '/m/importantNews',
  '/no/such/page',
  '/api/cn/listColumn',
  '/api/cn/ListRelease?columnId=21&pageNum=2&pageSize=10',
  '/api/cn/releaseDetailById/1001',
  '/api/cn/listHotNews?pageSize=8',
  '/api/cn/listAuthQuType',
  `/api/cn/listAuthQu?typeId=1&question=${encodeURIComponent('证书')}`,
  '/api/cn/listExhibition?pageNum=1',
];

/** The memory tier's bound during the soak: small, so that the heap phase fills it and cycles it. */
const TIER_BYTES = 4 * 1024 * 1024;

const headers = { Accept: 'text/html,application/json;q=0.9', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) soak' };
/** A phone: the /m pages answer it (a PC asking for one is sent to the PC page). */
const phoneHeaders = { ...headers, 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile Safari soak' };
const headersFor = (path: string) => (path === '/m' || path.startsWith('/m/') ? phoneHeaders : headers);

/** 5xx answers, and answers other than 2xx, 3xx or 404, in a status → count table. */
function badStatuses(statuses: Record<string, number>): { fiveXx: number; unexpected: number } {
  const bad = { fiveXx: 0, unexpected: 0 };
  for (const [code, n] of Object.entries(statuses)) {
    if (Number(code) >= 500) bad.fiveXx += n;
    if (!(Number(code) >= 200 && Number(code) < 400) && Number(code) !== 404) bad.unexpected += n;
  }
  return bad;
}

// The heap phase: its request driver over many distinct paths, and the worker's heap after a
// forced GC through workerd's inspector.

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

/** Several hundred distinct pages and answers: enough to fill the memory tier and cycle it. */
async function manyPaths(url: string): Promise<string[]> {
  const ids: string[] = [];
  for (let pageNum = 1; pageNum <= 3; pageNum++) {
    const page = (await (await fetch(`${url}/api/cn/ListRelease?pageSize=100&pageNum=${pageNum}`)).json()) as { rows: { id: string }[] };
    ids.push(...page.rows.map((r) => r.id));
  }
  return [
    ...ids.flatMap((id) => [`/detail/${id}`, `/m/detail/${id}`, `/api/cn/releaseDetailById/${id}`]),
    ...Array.from({ length: 20 }, (_, i) => `/importantNews?page=${i + 1}`),
    ...Array.from({ length: 20 }, (_, i) => `/api/cn/ListRelease?columnCode=ZX&pageNum=${i + 1}`),
  ];
}

interface Driven {
  requests: number;
  errors: number;
  /** Status → count. */
  statuses: Record<string, number>;
  /** Distinct paths that answered 200 (each stored in the memory tier when first served). */
  ok: Set<string>;
  /** The next path: one shared cursor, so that every path comes once before any comes twice. */
  cursor: number;
}

/** `amount` requests from 8 concurrent clients taking turns through `paths`, each bounded. */
async function drive(base: string, paths: string[], amount: number, into: Driven): Promise<void> {
  let left = amount;
  const client = async () => {
    while (left > 0) {
      left--;
      const path = paths[into.cursor++ % paths.length]!;
      try {
        const response = await fetch(base + path, { headers: headersFor(path), redirect: 'manual', signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        into.statuses[response.status] = (into.statuses[response.status] ?? 0) + 1;
        if (response.status === 200) into.ok.add(path);
      } catch {
        into.errors++;
      }
      into.requests++;
    }
  };
  await Promise.all(Array.from({ length: 8 }, client));
}

/** 1,000 requests, then 9,000 more, the memory tier and the heap read after each: the report, and whether it failed. */
async function heapPhase(url: string, inspectorPort: number): Promise<{ report: Record<string, unknown>; failed: boolean }> {
  const paths = await manyPaths(url);
  const poke = `${url}/healthz`;
  console.log(`soak: heap phase, 1,000 then 9,000 requests over ${paths.length} distinct paths`);
  const driven: Driven = { requests: 0, errors: 0, statuses: {}, ok: new Set(), cursor: 0 };
  const inspector = await connectInspector(inspectorPort);
  const checkpoint = async (amount: number) => {
    await drive(url, paths, amount, driven);
    const oldest = paths[driven.cursor % paths.length]!;
    const again = await fetch(url + oldest, { headers: headersFor(oldest), signal: AbortSignal.timeout(10_000) });
    await again.arrayBuffer();
    const cacheStatus = again.headers.get('Cache-Status') ?? '';
    const full = driven.ok.has(oldest) && !/detail=memory/.test(cacheStatus);
    const heap = await heapUsageAfterGc(inspector, poke);
    const figures = {
      v8HeapUsed: mib(heap.usedSize),
      v8HeapTotal: mib(heap.totalSize),
      arrayBufferBackingStores: mib(heap.backingStorageSize ?? 0),
      memoryTier: `${oldest}, asked ${paths.length} requests ago, now \`${cacheStatus}\`: ${full ? 'evicted, the tier full' : 'NOT evicted'}`,
    };
    return { used: heap.usedSize, full, figures };
  };
  try {
    const at1000 = await checkpoint(1000);
    const at10000 = await checkpoint(9000);
    const growth = at10000.used / at1000.used - 1;
    const { fiveXx, unexpected } = badStatuses(driven.statuses);
    return {
      report: {
        distinctPaths: paths.length,
        requests: driven.requests,
        errors: driven.errors,
        statuses: driven.statuses,
        after1000: at1000.figures,
        after10000: at10000.figures,
        growth: `${(growth * 100).toFixed(1)}%`,
      },
      failed: driven.errors + unexpected + fiveXx > 0 || Math.abs(growth) > 0.1 || !at1000.full || !at10000.full,
    };
  } finally {
    await inspector.close();
  }
}

await runBench('soak', dist, (seconds + 480) / 60, async () => {
  // Its own D1 state: the shared .wrangler/state is written by other processes (see the header).
  prepareLocalD1(state);
  const site = await startSite({
    name: 'soak',
    port,
    dist,
    via: 'workerd',
    persistTo: state,
    inspectorPort: port + 1000,
    vars: { MEMORY_CACHE_BYTES: String(TIER_BYTES) },
  });
  // Warm-up: every path once, so that the load meets a serving worker, not an idle one.
  for (const path of MIX) await fetch(site.url + path, { headers, redirect: 'manual' }).then((r) => r.arrayBuffer());
  console.log(`soak: ${connections} connections for ${seconds} s on ${site.url} over ${MIX.length} paths`);
  const result = await autocannon({
    url: site.url,
    connections,
    duration: seconds,
    timeout: 10,
    headers,
    requests: MIX.map((path) => ({ method: 'GET', path })),
  });
  const byStatus = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s?.count ?? 0]));
  const { fiveXx, unexpected } = badStatuses(byStatus);
  const report = {
    seconds,
    connections,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors,
    timeouts: result.timeouts,
    statuses: byStatus,
    unexpectedStatuses: unexpected,
    fiveXx,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  };

  // The load's figures now: the heap phase below can still fail.
  console.log(JSON.stringify(report, null, 2));

  // The heap after a forced GC, after 1,000 and after 10,000 requests over many distinct pages.
  const heap = await heapPhase(site.url, port + 1000);
  console.log(JSON.stringify({ heap: heap.report }, null, 2));
  const failed = result.errors > 0 || result.timeouts > 0 || fiveXx > 0 || unexpected > 0 || result.requests.total === 0 || heap.failed;
  if (failed) throw new Error('FAILED');
  console.log('soak: passed');
});
