// The benchmark's measurements: throughput and latency under load (autocannon, bounded in
// time, loopback only), unloaded latency with the worker's own Server-Timing, and TTFB.

import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

/** A short warm-up (discarded), then `seconds` of load from `connections` connections. */
export async function load(url: string, seconds: number, connections: number): Promise<LoadResult> {
  await autocannon({ url, connections, duration: Math.min(2, seconds) });
  const r = await autocannon({ url, connections, duration: seconds, timeout: 10 });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    failures: r.errors + r.timeouts + r.non2xx,
  };
}

export interface Sample {
  ttfbMs: number;
  status: number;
  cacheStatus: string;
  /** The worker's own `total` from Server-Timing, when it sent one. */
  workerMs: number | null;
  bytes: number;
}

/** One GET: time to the response head (the worker decides the status before any byte), then the body. */
export async function sample(url: string): Promise<Sample> {
  const t0 = performance.now();
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  const ttfbMs = performance.now() - t0;
  const bytes = (await response.arrayBuffer()).byteLength;
  const total = /(?:^|,)\s*total;dur=([\d.]+)/.exec(response.headers.get('Server-Timing') ?? '');
  return {
    ttfbMs,
    status: response.status,
    cacheStatus: response.headers.get('Cache-Status') ?? '',
    workerMs: total ? Number(total[1]) : null,
    bytes,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** `count` sequential requests with nothing else running: the cost of one request alone. */
export async function unloaded(url: string, count: number): Promise<{ ms: number; workerMs: number | null; last: Sample }> {
  const samples: Sample[] = [];
  for (let i = 0; i < count; i++) samples.push(await sample(url));
  const worker = samples.map((s) => s.workerMs).filter((v): v is number => v !== null);
  return { ms: median(samples.map((s) => s.ttfbMs)), workerMs: worker.length ? median(worker) : null, last: samples.at(-1)! };
}
