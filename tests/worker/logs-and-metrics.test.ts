// architecture.md "Logs and metrics": a JSON line only when a person has something to read (an error,
// a 5xx, a failed revalidation, a store that failed) or for the sampled share; the numbers of
// every request go to Analytics Engine as one data point.

import { forgetHealthCheck } from '../../worker/health.ts';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { METRIC_BLOBS, METRIC_DOUBLES } from '../../worker/lib/metrics.ts';
import app from '../../worker/index.ts';
import { captureLogLines, type LogLine } from './helpers/log-lines.ts';
import { get } from './helpers/request.ts';
import { CERTIFICATION } from './helpers/council.ts';

let lines: LogLine[] = [];

beforeEach(() => {
  ({ lines } = captureLogLines());
  // Outside the sampled share (default LOG_SAMPLE_PERCENT 1: a draw below 0.01 is sampled).
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});

afterEach(() => {
  vi.restoreAllMocks();
});

let unique = 0;
const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}page=${2 + (++unique % 40)}`;

/** One request with other bindings, read to its end, its background work finished. */
async function fetchWith(path: string, bindings: Record<string, unknown>, now = true): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(new URL(path, 'http://site.test')), { ...env, ...bindings }, ctx);
  const body = await res.arrayBuffer();
  if (now) await waitOnExecutionContext(ctx);
  return new Response(body, res);
}

describe('which requests write a log line', () => {
  it('a rendered page and a page-cache hit write none outside the sampled share', async () => {
    const path = fresh('/importantNews');
    const first = await get(path);
    await first.text();
    const hit = await get(path);
    await hit.text();
    expect(hit.headers.get('Cache-Status')).toMatch(/; hit;/);
    expect(lines).toEqual([]);
  });

  it('the sampled share writes one, marked as sampled', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.001);
    const res = await get('/api/cn/listColumn');
    await res.text();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', sampled: true, path: '/api/cn/listColumn', pageType: 'api' });
  });

  it('LOG_SAMPLE_PERCENT=0 writes none for ordinary requests, and an error still writes one', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await fetchWith('/api/cn/listColumn', { LOG_SAMPLE_PERCENT: '0' });
    expect(lines).toEqual([]);
    const res = await fetchWith('/importantNews', { LOG_SAMPLE_PERCENT: '0', UPSTREAM_TIMEOUT_MS: 'soon' });
    expect(res.status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', status: 500 });
  });

  it('a 5xx writes one, as an error', async () => {
    await env.DB.exec('ALTER TABLE columns RENAME TO columns_gone');
    forgetHealthCheck();
    try {
      const res = await get('/healthz');
      await res.text();
      expect(res.status).toBe(503);
    } finally {
      await env.DB.exec('ALTER TABLE columns_gone RENAME TO columns');
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', status: 503, path: '/healthz', pageType: 'health' });
  });

  it('a store that fails behind a stale answer writes one (stale-if-error), and the visitor gets the answer', async () => {
    const path = '/api/cn/listExhibitionTheme';
    await fetchWith(path, {});
    expect(lines).toEqual([]);
    // Two seconds on, past a fresh time of 0 s and a stale window of 1 s: the next request
    // must reload, and the store is down.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2000);
    await env.DB.exec('ALTER TABLE exhibition_themes RENAME TO exhibition_themes_gone');
    try {
      const res = await fetchWith(path, { API_CACHE_TTL: '0', API_CACHE_STALE: '1' });
      expect(res.headers.get('Cache-Status')).toMatch(/stale/);
      expect(((await res.json()) as { code: number }).code).toBe(200);
    } finally {
      vi.useRealTimers();
      await env.DB.exec('ALTER TABLE exhibition_themes_gone RENAME TO exhibition_themes');
    }
    expect(lines.some((line) => line.level === 'warn' && line.cache === 'STALE-IF-ERROR')).toBe(true);
  });

  it('a failed revalidation writes one of its own, after the stale answer went out', async () => {
    const path = '/api/cn/listExhibitionTheme';
    await fetchWith(path, {});
    await env.DB.exec('ALTER TABLE exhibition_themes RENAME TO exhibition_themes_gone');
    try {
      // Fresh for 0 s, stale for a day: served stale, revalidated behind, and that fails.
      const res = await fetchWith(path, { API_CACHE_TTL: '0' });
      expect(res.headers.get('Cache-Status')).toMatch(/stale-while-revalidate/);
    } finally {
      await env.DB.exec('ALTER TABLE exhibition_themes_gone RENAME TO exhibition_themes');
    }
    const failed = lines.filter((line) => line.event === 'revalidation-failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ level: 'error', path, requestId: expect.any(String) });
    expect(failed[0]!.error).toMatch(/exhibition_themes/);
  });
});

describe('Analytics Engine', () => {
  function recorder() {
    const points: AnalyticsEngineDataPoint[] = [];
    return { points, METRICS: { writeDataPoint: (point: AnalyticsEngineDataPoint) => points.push(point) } };
  }
  const fields = (point: AnalyticsEngineDataPoint): Record<string, unknown> => ({
    ...Object.fromEntries(METRIC_BLOBS.map((name, i) => [name, point.blobs?.[i]])),
    ...Object.fromEntries(METRIC_DOUBLES.map((name, i) => [name, point.doubles?.[i]])),
    index: point.indexes?.[0],
  });

  it('every request writes one data point: page type, device, cache outcome and tier, store, status and timings', async () => {
    const { points, METRICS } = recorder();
    const path = fresh(`/m${CERTIFICATION.path}`);
    await fetchWith(path, { METRICS });
    await fetchWith(path, { METRICS });
    await fetchWith('/api/cn/listColumn', { METRICS });
    expect(points).toHaveLength(3);
    const [render, hit, api] = points.map(fields);
    expect(render).toMatchObject({
      index: 'guide',
      pageType: 'guide',
      device: 'mobile',
      cache: 'MISS',
      store: 'd1',
      method: 'GET',
      status: 200,
      buildId: 'test-build',
    });
    for (const name of ['storeMs', 'renderMs', 'totalMs', 'shellMs'] as const) expect(render![name], name).toBeGreaterThanOrEqual(0);
    expect(hit).toMatchObject({
      pageType: 'guide',
      device: 'mobile',
      cache: 'HIT',
      tier: 'memory',
      status: 200,
      storeMs: -1,
      renderMs: -1,
    });
    expect(api).toMatchObject({ pageType: 'api', device: '', status: 200 });
    expect(lines).toEqual([]);
  });

  it('a 404 page and an error count too', async () => {
    const { points, METRICS } = recorder();
    await fetchWith('/no/such/page', { METRICS });
    await fetchWith('/importantNews', { METRICS, UPSTREAM_TIMEOUT_MS: 'soon' });
    expect(points.map(fields)).toMatchObject([
      { pageType: 'not-found', status: 404 },
      { pageType: 'column', status: 500 },
    ]);
  });
});
