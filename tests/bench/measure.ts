// The benchmarks' measurements: throughput and latency under load (autocannon, bounded in
// time, loopback only), unloaded latency with the worker's own Server-Timing, TTFB, and the
// median and percentiles every bench reports.

import autocannon from 'autocannon';

/** `seconds` of load from `connections` connections (run a short one first as a warm-up): req/s, latency (ms), failed requests. */
export async function load(url: string, seconds: number, connections: number, paths?: readonly string[]) {
  // With `paths`, each connection cycles through them (search: many queries, no repeats per turn).
  const requests = paths?.map((path) => ({ method: 'GET' as const, path }));
  const r = await autocannon({ url, connections, duration: seconds, timeout: 10, ...(requests ? { requests } : {}) });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failures: r.errors + r.timeouts + r.non2xx,
  };
}

export type LoadResult = Awaited<ReturnType<typeof load>>;

/** One GET: time to the response head (the worker decides the status before any byte), then the body. */
export async function sample(url: string) {
  const t0 = performance.now();
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  const ttfbMs = performance.now() - t0;
  await response.arrayBuffer();
  const timing = (name: string) => {
    const m = new RegExp(`(?:^|,)\\s*${name};dur=([\\d.]+)`).exec(response.headers.get('Server-Timing') ?? '');
    return m ? Number(m[1]) : null;
  };
  return {
    ttfbMs,
    status: response.status,
    cacheStatus: response.headers.get('Cache-Status') ?? '',
    // The worker's own `total` and its `shell` (React rendering until the shell is ready: CPU,
    // no I/O) from Server-Timing, when it sent them.
    workerMs: timing('total'),
    shellMs: timing('shell'),
    headers: response.headers,
  };
}
export type Sample = Awaited<ReturnType<typeof sample>>;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The nearest-rank percentile `p` (0–100) of `values`. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** The median of the values that were measured (null: not measured), or null when none was. */
export function medianOfKnown(values: Array<number | null>): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? median(known) : null;
}

/** `count` sequential requests with nothing else running: the cost of one request alone (medians, and the last answer). */
export async function unloaded(url: string, count: number) {
  const samples: Sample[] = [];
  for (let i = 0; i < count; i++) samples.push(await sample(url));
  return {
    ms: median(samples.map((s) => s.ttfbMs)),
    workerMs: medianOfKnown(samples.map((s) => s.workerMs)),
    shellMs: medianOfKnown(samples.map((s) => s.shellMs)),
    last: samples.at(-1)!,
  };
}
export type Alone = Awaited<ReturnType<typeof unloaded>>;
