// The soak's heap phase (tests/bench/soak.ts): its request driver over many distinct paths,
// the memory tier as /healthz reports it, and the heap and tier figures it reports and judges.

import type { HeapUsage } from './inspector/session.ts';

export const headers = { Accept: 'text/html,application/json;q=0.9', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) soak' };
/** A phone: the /m pages answer it (a PC asking for one is sent to the PC page). */
const phoneHeaders = { ...headers, 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile Safari soak' };
export const headersFor = (path: string) => (path === '/m' || path.startsWith('/m/') ? phoneHeaders : headers);

/** 5xx answers, and answers other than 2xx, 3xx or 404, in a status → count table. */
export function badStatuses(statuses: Record<string, number>): { fiveXx: number; unexpected: number } {
  const bad = { fiveXx: 0, unexpected: 0 };
  for (const [code, n] of Object.entries(statuses)) {
    if (Number(code) >= 500) bad.fiveXx += n;
    if (!(Number(code) >= 200 && Number(code) < 400) && Number(code) !== 404) bad.unexpected += n;
  }
  return bad;
}

export const mibOfBytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

/** Several hundred distinct pages and answers: enough to fill the memory tier and cycle it. */
export async function manyPaths(url: string): Promise<string[]> {
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

export interface Driven {
  requests: number;
  errors: number;
  /** Status → count. */
  statuses: Record<string, number>;
  /** Distinct paths that answered 200 (each stored in the memory tier when first served). */
  ok: Set<string>;
}

/**
 * `amount` requests from `clients` concurrent clients taking turns through `paths` (one shared
 * cursor from `from`, so that every path comes once before any comes twice), each bounded.
 */
export async function drive(base: string, paths: string[], amount: number, clients: number, from: number, into: Driven): Promise<number> {
  let cursor = from;
  let left = amount;
  const client = async () => {
    while (left > 0) {
      left--;
      const path = paths[cursor++ % paths.length]!;
      try {
        const response = await fetch(base + path, {
          headers: headersFor(path),
          redirect: 'manual',
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        into.statuses[response.status] = (into.statuses[response.status] ?? 0) + 1;
        if (response.status === 200) into.ok.add(path);
      } catch {
        into.errors++;
      }
      into.requests++;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return cursor;
}

export interface Tier {
  bytes: number;
  entries: number;
  limit: number;
}

/** The memory tier as the worker reports it at `poke` (/healthz). */
export const tierNow = async (poke: string): Promise<Tier> =>
  ((await (await fetch(poke, { signal: AbortSignal.timeout(10_000) })).json()) as { memoryTier: Tier }).memoryTier;

const isFull = (tier: Tier, stored: number) => tier.bytes >= 0.75 * tier.limit && tier.entries < stored;

/** The heap and the memory tier after a step, and how many distinct answers had been stored. */
export interface Checkpoint {
  heap: HeapUsage;
  tier: Tier;
  stored: number;
}

/** The heap phase's report, and whether it failed (see soak.ts's header for the bounds). */
export function heapVerdict(
  paths: string[],
  driven: Driven,
  at1000: Checkpoint,
  at10000: Checkpoint,
  firstPath: { path: string; cacheStatus: string },
): { report: Record<string, unknown>; failed: boolean } {
  const growth = at10000.heap.usedSize / at1000.heap.usedSize - 1;
  const tierReport = (at: { tier: Tier; stored: number }) =>
    `${mibOfBytes(at.tier.bytes)} of ${mibOfBytes(at.tier.limit)} (${((100 * at.tier.bytes) / at.tier.limit).toFixed(0)}%) in ${at.tier.entries} entries, after ${at.stored} distinct answers stored: ${isFull(at.tier, at.stored) ? 'full' : 'NOT full'}`;
  const heapFigures = (h: HeapUsage) => ({
    v8HeapUsed: mibOfBytes(h.usedSize),
    v8HeapTotal: mibOfBytes(h.totalSize),
    arrayBufferBackingStores: mibOfBytes(h.backingStorageSize ?? 0),
  });
  const { fiveXx, unexpected } = badStatuses(driven.statuses);
  const report = {
    distinctPaths: paths.length,
    requests: driven.requests,
    errors: driven.errors,
    statuses: driven.statuses,
    after1000: { ...heapFigures(at1000.heap), memoryTier: tierReport(at1000) },
    after10000: { ...heapFigures(at10000.heap), memoryTier: tierReport(at10000) },
    growth: `${(growth * 100).toFixed(1)}%`,
    firstPathAgain: `${firstPath.path}: ${firstPath.cacheStatus}`,
  };
  const failed =
    driven.errors > 0 ||
    unexpected > 0 ||
    fiveXx > 0 ||
    Math.abs(growth) > 0.1 ||
    !isFull(at1000.tier, at1000.stored) ||
    !isFull(at10000.tier, at10000.stored);
  return { report, failed };
}
