// What an operator sees of each request: a JSON log line with the fields docs/operations.md
// promises and no visitor data (for errors, a failed store, and a sampled share), a data point
// in Analytics Engine for every request, Server-Timing on every response, X-Request-Id, and
// /healthz answering from the store (through the request's D1 session).

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import app from '../../worker/index.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { forgetHealthCheck } from '../../worker/health.ts';
import { captureLogLines, type LogLine } from './helpers/log-lines.ts';
import { storeProbe } from './helpers/limits.ts';
import { get, getWithEnv } from './helpers/request.ts';

type Line = LogLine;
let lines: Line[] = [];
let raw: string[] = [];

beforeEach(() => {
  ({ lines, raw } = captureLogLines());
  // Every request falls in the sampled share, so each test can read its line's fields;
  // "which requests write a line" below draws outside it.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The log lines of one request, found by the id the response carries. */
function linesOf(res: Response): Line[] {
  const id = res.headers.get('X-Request-Id');
  return lines.filter((line) => line.requestId === id);
}

/** Server-Timing as name → { dur, desc }. */
function serverTiming(res: Response): Map<string, { dur?: number; desc?: string }> {
  const metrics = new Map<string, { dur?: number; desc?: string }>();
  for (const entry of (res.headers.get('Server-Timing') ?? '').split(',')) {
    const [name, ...params] = entry.trim().split(';');
    if (!name) continue;
    const metric: { dur?: number; desc?: string } = {};
    for (const param of params) {
      const [key, value = ''] = param.split('=');
      if (key === 'dur') metric.dur = Number(value);
      if (key === 'desc') metric.desc = value.replace(/^"|"$/g, '');
    }
    metrics.set(name, metric);
  }
  return metrics;
}

describe('the request log line', () => {
  it('a page request writes one line with method, path, status, device, cache, store time, shell and render times', async () => {
    const res = await get('/importantNews?page=3&size=10');
    await res.text();
    const found = linesOf(res);
    expect(found).toHaveLength(1);
    const line = found[0]!;
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/importantNews', status: 200, device: 'pc', buildId: 'test-build' });
    expect(['MISS', 'HIT', 'STALE']).toContain(line.cache);
    for (const field of ['shellMs', 'renderMs', 'totalMs']) expect(line[field], field).toBeTypeOf('number');
    expect(line.renderMs as number).toBeGreaterThanOrEqual(line.shellMs as number);
    expect(line.totalMs as number).toBeGreaterThanOrEqual(line.renderMs as number);
    if (line.cache === 'MISS') expect(line).toMatchObject({ store: 'd1', storeMs: expect.any(Number) });
  });

  it('a rendered page is logged when its last byte has gone, not when its headers leave', async () => {
    const res = await get('/service/exhibition?page=2&size=5');
    expect(linesOf(res)).toHaveLength(0);
    await res.text();
    expect(linesOf(res)).toHaveLength(1);
  });

  it('a visitor who leaves before the page has been sent is logged as aborted', async () => {
    const res = await get('/service/trade/activity?page=3&size=4');
    await res.body!.cancel();
    // The cancel crosses from the test's side of the fetch to the worker's stream.
    await vi.waitFor(() => expect(linesOf(res)).toHaveLength(1), { timeout: 2000 });
    expect(linesOf(res)[0]).toMatchObject({ path: '/service/trade/activity', aborted: true });
  });

  it('the mobile version is logged as device mobile', async () => {
    const res = await get('/m/importantNews');
    await res.text();
    expect(linesOf(res)[0]).toMatchObject({ path: '/m/importantNews', status: 200, device: 'mobile' });
  });

  it('a page whose content came from the store is a MISS with the D1 time; the same page again is a HIT without it', async () => {
    const path = '/information?page=2&size=7';
    const first = await get(path);
    await first.text();
    expect(linesOf(first)[0]).toMatchObject({ cache: 'MISS', store: 'd1', storeMs: expect.any(Number) });
    const again = await get(path);
    await again.text();
    const line = linesOf(again)[0]!;
    expect(line.cache).toBe('HIT');
    expect(line.store).toBeUndefined();
  });

  it('an API call logs what the edge cache did, and no device', async () => {
    const res = await get('/api/cn/listColumn');
    await res.text();
    const line = linesOf(res)[0]!;
    expect(line).toMatchObject({ method: 'GET', path: '/api/cn/listColumn', status: 200 });
    expect(['MISS', 'HIT']).toContain(line.cache);
    expect(line.device).toBeUndefined();
  });

  it('carries no query string, cookie, IP address or user agent', async () => {
    const res = await get('/importantNews?keyword=visitor-typed-this&page=1', {
      headers: {
        Cookie: 'device=pc; session=cookie-secret-value',
        'User-Agent': 'Mozilla/5.0 (unique-agent-string)',
        'CF-Connecting-IP': '203.0.113.77',
        'X-Forwarded-For': '198.51.100.23',
      },
    });
    await res.text();
    const text = raw.join('\n');
    expect(linesOf(res)).toHaveLength(1);
    for (const secret of ['visitor-typed-this', 'keyword', 'cookie-secret-value', 'unique-agent-string', '203.0.113.77', '198.51.100.23']) {
      expect(text).not.toContain(secret);
    }
  });

  it('a failing page is logged once, as an error with the request id and no query string', async () => {
    await env.DB.exec('ALTER TABLE releases RENAME TO releases_gone');
    try {
      const res = await get('/importantNews?page=4&size=11&q=private-words', { headers: { 'X-Request-Id': 'ops-test-failing-page' } });
      expect(res.status).toBe(500);
      await res.text();
      expect(res.headers.get('X-Request-Id')).toBe('ops-test-failing-page');
      const found = lines.filter((line) => JSON.stringify(line).includes('ops-test-failing-page'));
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ level: 'error', requestId: 'ops-test-failing-page', status: 500, path: '/importantNews' });
      expect(found[0]!.error).toMatch(/releases_gone|releases/);
      expect(raw.join('\n')).not.toContain('private-words');
    } finally {
      await env.DB.exec('ALTER TABLE releases_gone RENAME TO releases');
    }
  });
});

describe('Server-Timing', () => {
  it('a rendered page times the cache, the D1 store, the data, the shell and the total', async () => {
    // A keyword only this test asks: a render whose listing reads the store. (A page number past
    // the last no longer does: it is told from the first page's cached total.)
    const res = await get(`/information?q=${encodeURIComponent(`服务${Date.now().toString(36)}`)}`);
    await res.text();
    const timing = serverTiming(res);
    expect(timing.get('cache')?.desc).toBe('MISS');
    for (const name of ['d1', 'data', 'shell', 'total']) expect(timing.get(name)?.dur, name).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ['/api/cn/listExhibitionTheme', 'GET', 200],
    ['/healthz', 'GET', 200],
    ['/no/such/page', 'GET', 404],
    ['/importantNews', 'POST', 405],
  ] as const)('%s (%s) carries Server-Timing with the cache outcome and the total', async (path, method, status) => {
    const res = await get(path, { method });
    await res.text();
    expect(res.status).toBe(status);
    const timing = serverTiming(res);
    expect(timing.get('cache')?.desc).toMatch(/^(HIT|MISS|STALE|STALE-IF-ERROR|BYPASS)$/);
    expect(timing.get('total')?.dur).toBeGreaterThanOrEqual(0);
  });
});

describe('X-Request-Id', () => {
  it('a sane incoming id is echoed and logged', async () => {
    const res = await get('/api/cn/listColumn', { headers: { 'X-Request-Id': 'lb-7f3a9c21.42' } });
    await res.text();
    expect(res.headers.get('X-Request-Id')).toBe('lb-7f3a9c21.42');
    expect(linesOf(res)).toHaveLength(1);
  });

  it('without one, each response gets a fresh UUID', async () => {
    const a = await get('/api/cn/listColumn');
    const b = await get('/api/cn/listColumn');
    await Promise.all([a.text(), b.text()]);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(a.headers.get('X-Request-Id')).toMatch(uuid);
    expect(b.headers.get('X-Request-Id')).toMatch(uuid);
    expect(a.headers.get('X-Request-Id')).not.toBe(b.headers.get('X-Request-Id'));
  });

  it.each(['short', 'x'.repeat(65), '<script>alert(1)</script>', 'id with spaces inside', 'path/like/id-1234'])(
    'an insane id (%s) is replaced, not echoed',
    async (incoming) => {
      const res = await get('/api/cn/listColumn', { headers: { 'X-Request-Id': incoming } });
      await res.text();
      expect(res.headers.get('X-Request-Id')).not.toBe(incoming);
      expect(res.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    },
  );
});

describe('/healthz', () => {
  // Each test asks the store afresh (the isolate otherwise reuses a check for a few seconds).
  beforeEach(() => forgetHealthCheck());

  it('reads the store once for many health checks within a few seconds, and tells no memory-tier detail', async () => {
    const probe = storeProbe();
    const bindings = { ...env, DB: probe.db };
    const first = await getWithEnv('/healthz', bindings);
    expect(first.status).toBe(200);
    expect(await first.json()).not.toHaveProperty('memoryTier');
    const read = probe.calls.prepared;
    expect(read).toBeGreaterThan(0);
    for (const res of await Promise.all([1, 2, 3].map(() => getWithEnv('/healthz', bindings)))) expect(res.status).toBe(200);
    expect(probe.calls.prepared).toBe(read);
  });

  it('answers 200 with the store, the build id and the content generation D1 holds, never cached', async () => {
    const generation = await env.DB.prepare("SELECT value FROM meta WHERE key = 'content_generation'").first<number>('value');
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store, no-transform');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'ok', store: 'd1', buildId: 'test-build', contentGeneration: generation });
    expect(linesOf(res)[0]).toMatchObject({ path: '/healthz', status: 200, cache: 'BYPASS', store: 'd1' });
  });

  it('asks the store itself, never the edge cache', async () => {
    const res = await get('/healthz');
    await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Status')).toBe('ccpit-edge; fwd=bypass');
    // The store was timed: the answer came from D1, not from either cache tier.
    expect(linesOf(res)[0]).toMatchObject({ cache: 'BYPASS', store: 'd1', storeMs: expect.any(Number) });
  });

  it.each(['columns', 'meta'])('answers 503 when D1 cannot answer (table %s renamed), without the store message', async (table) => {
    await env.DB.exec(`ALTER TABLE ${table} RENAME TO ${table}_offline`);
    try {
      const res = await get('/healthz');
      expect(res.status).toBe(503);
      expect(res.headers.get('Cache-Control')).toBe('no-store, no-transform');
      const text = await res.text();
      expect(JSON.parse(text)).toMatchObject({ status: 'error', store: 'd1', buildId: 'test-build' });
      expect(text).not.toMatch(/no such table|SQLITE|D1_ERROR|_offline/i);
      const line = linesOf(res)[0]!;
      expect(line).toMatchObject({ level: 'error', status: 503, path: '/healthz' });
      expect(line.error).toContain(table);
    } finally {
      await env.DB.exec(`ALTER TABLE ${table}_offline RENAME TO ${table}`);
    }
  });

  it('reads through the D1 session the request opened (Sessions API, nearest replica), not the bare binding', async () => {
    const constraints: unknown[] = [];
    const viaSession: string[] = [];
    const DB = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === 'withSession') {
          return (constraint: D1SessionConstraint) => {
            constraints.push(constraint);
            const session = target.withSession(constraint);
            return {
              prepare: (sql: string) => {
                viaSession.push(sql);
                return session.prepare(sql);
              },
              batch: session.batch.bind(session),
              getBookmark: session.getBookmark.bind(session),
            };
          };
        }
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await forgetGeneration();
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request('http://site.test/healthz'), { ...env, DB }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    // One session for the request's reads; nothing waits on the primary first.
    expect(constraints).toEqual(['first-unconstrained']);
    expect(viaSession.some((sql) => sql.includes('content_generation'))).toBe(true);
    expect(viaSession.some((sql) => /FROM columns/.test(sql))).toBe(true);
  });
});
