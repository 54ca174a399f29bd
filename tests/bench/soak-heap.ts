// The soak's heap phase (tests/bench/soak.ts's header says what it asks and judges): its
// request driver over many distinct paths, the memory tier as /healthz reports it, and the
// worker's heap after a forced GC through workerd's inspector.

import { heapUsageAfterGc } from './inspector/heap.ts';
import { connectInspector } from './inspector/session.ts';

export const headers = { Accept: 'text/html,application/json;q=0.9', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) soak' };
/** A phone: the /m pages answer it (a PC asking for one is sent to the PC page). */
const phoneHeaders = { ...headers, 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile Safari soak' };
const headersFor = (path: string) => (path === '/m' || path.startsWith('/m/') ? phoneHeaders : headers);

/** 5xx answers, and answers other than 2xx, 3xx or 404, in a status → count table. */
export function badStatuses(statuses: Record<string, number>): { fiveXx: number; unexpected: number } {
  const bad = { fiveXx: 0, unexpected: 0 };
  for (const [code, n] of Object.entries(statuses)) {
    if (Number(code) >= 500) bad.fiveXx += n;
    if (!(Number(code) >= 200 && Number(code) < 400) && Number(code) !== 404) bad.unexpected += n;
  }
  return bad;
}

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

/** 1,000 requests, then 9,000 more, the heap and the memory tier read after each: the report, and whether it failed. */
export async function heapPhase(url: string, inspectorPort: number): Promise<{ report: Record<string, unknown>; failed: boolean }> {
  const paths = await manyPaths(url);
  const poke = `${url}/healthz`;
  console.log(`soak: heap phase, 1,000 then 9,000 requests over ${paths.length} distinct paths`);
  const driven: Driven = { requests: 0, errors: 0, statuses: {}, ok: new Set(), cursor: 0 };
  const inspector = await connectInspector(inspectorPort);
  const checkpoint = async (amount: number) => {
    await drive(url, paths, amount, driven);
    const response = await fetch(poke, { signal: AbortSignal.timeout(10_000) });
    const tier = ((await response.json()) as { memoryTier: { bytes: number; entries: number; limit: number } }).memoryTier;
    const heap = await heapUsageAfterGc(inspector, poke);
    // Full: at least 3/4 of the bound in use, and fewer entries than answers stored (the rest evicted).
    const full = tier.bytes >= 0.75 * tier.limit && tier.entries < driven.ok.size;
    const figures = {
      v8HeapUsed: mib(heap.usedSize),
      v8HeapTotal: mib(heap.totalSize),
      arrayBufferBackingStores: mib(heap.backingStorageSize ?? 0),
      memoryTier: `${mib(tier.bytes)} of ${mib(tier.limit)} (${((100 * tier.bytes) / tier.limit).toFixed(0)}%) in ${tier.entries} entries, after ${driven.ok.size} distinct answers stored: ${full ? 'full' : 'NOT full'}`,
    };
    return { used: heap.usedSize, full, figures };
  };
  try {
    const at1000 = await checkpoint(1000);
    const at10000 = await checkpoint(9000);
    const first = await fetch(url + paths[0], { headers: headersFor(paths[0]!), signal: AbortSignal.timeout(10_000) });
    await first.arrayBuffer();
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
        firstPathAgain: `${paths[0]}: ${first.headers.get('Cache-Status') ?? ''}`,
      },
      failed: driven.errors + unexpected + fiveXx > 0 || Math.abs(growth) > 0.1 || !at1000.full || !at10000.full,
    };
  } finally {
    await inspector.close();
  }
}
