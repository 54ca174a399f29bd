// Upstream mode when the CMS misbehaves: errors, wrong types, garbage, oversized or missing
// answers and dead connections never throw past the worker; stored content keeps being
// served (stale-if-error), a cold cache gets a clean error, and the site recovers with the CMS.
// The CMS is the one part the product does not own, so it is a fake: a function of the request.

import { env, exports } from 'cloudflare:workers';
import { STORE_FAILED } from '../../worker/limits/limited-answer.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCallPath } from '../../app/api/calls.ts';
import { createUpstreamStore, MAX_UPSTREAM_BYTES, UpstreamError } from '../../worker/content/upstream.ts';
import { getWithEnv } from './helpers/request.ts';

type Fault = 'http-500' | 'envelope-500' | 'garbage' | 'empty' | 'huge' | 'huge-unsized' | 'hang' | 'refused';
const FAULTS: readonly Fault[] = ['http-500', 'envelope-500', 'garbage', 'empty', 'huge', 'huge-unsized', 'hang', 'refused'];
const TIMEOUT_MS = 150;

/** A release as a RuoYi CMS sends it, with a version marker in its title. */
function releaseBody(id: string, version: string) {
  return {
    code: 200,
    msg: '操作成功',
    data: {
      id,
      columnId: '21',
      title: `文章${id}·${version}`,
      content: `<p>正文${version}</p><script>alert(1)</script>`,
      releaseTime: '2026-01-02 03:04:05',
    },
  };
}

function bigBody(): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= 5 * 1024 * 1024) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

/** Answers one fault; null means "answer normally". */
function faultResponse(fault: Fault, init?: RequestInit): Promise<Response> {
  switch (fault) {
    case 'http-500':
      return Promise.resolve(
        new Response('<html><body>java.lang.NullPointerException</body></html>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
      );
    case 'envelope-500':
      return Promise.resolve(Response.json({ code: 500, msg: '数据库连接超时' }));
    case 'garbage':
      return Promise.resolve(new Response('{"code":200,"data":{"id":"1",,,}', { headers: { 'Content-Type': 'application/json' } }));
    case 'empty':
      return Promise.resolve(new Response('', { status: 200 }));
    case 'huge':
      return Promise.resolve(new Response(`"${'x'.repeat(5 * 1024 * 1024)}"`, { headers: { 'Content-Type': 'application/json' } }));
    case 'huge-unsized':
      return Promise.resolve(new Response(bigBody(), { headers: { 'Content-Type': 'application/json' } }));
    case 'hang':
      return new Promise((_, reject) => {
        const signal = init?.signal;
        signal?.addEventListener('abort', () => reject(signal.reason));
      });
    case 'refused':
      return Promise.reject(new TypeError('fetch failed: connect ECONNREFUSED 127.0.0.1:9'));
  }
}

/**
 * The fake CMS: detail calls answer the current version or the current fault; every other
 * call is answered from the built-in content (the real worker in D1 mode), as a CMS would.
 */
function fakeCms() {
  const state: { fault: Fault | null; version: string; calls: number } = { fault: null, version: 'v1', calls: 0 };
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    state.calls++;
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (state.fault) return faultResponse(state.fault, init);
    const id = url.pathname.match(/^\/api\/cn\/releaseDetailById\/(\d+)$/)?.[1];
    if (id && Number(id) >= 500_000) return Response.json(releaseBody(id, state.version));
    return exports.default.fetch(new Request(`http://site.test${url.pathname}${url.search}`));
  };
  return { state, fetcher: fetcher as typeof fetch };
}

// A fresh id range per run: the edge cache may outlive one run.
let nextId = 500_000 + Math.floor(Math.random() * 400_000) * 10;

const upstreamEnv = {
  ...env,
  API_BASE: 'http://upstream.test',
  UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
  API_CACHE_TTL: '60',
  API_CACHE_STALE: '3600',
};

/** One request through the whole worker in upstream mode, background work included. */
const site = (path: string) => getWithEnv(path, upstreamEnv);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the upstream store', () => {
  const detail = parseCallPath('/api/cn/releaseDetailById/500001')!;
  const list = parseCallPath('/api/cn/ListRelease')!;

  it.each(FAULTS.filter((f) => f !== 'envelope-500'))(
    'a %s answer is an UpstreamError, never a crash or a half-read body',
    async (fault) => {
      const store = createUpstreamStore('http://cms.test', TIMEOUT_MS, ((_: unknown, init?: RequestInit) =>
        faultResponse(fault, init)) as typeof fetch);
      const started = Date.now();
      const error = await store.handle(detail, new URLSearchParams()).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(UpstreamError);
      if (fault === 'hang') expect((error as Error).message).toMatch(/timed out/);
      if (fault.startsWith('huge')) expect((error as Error).message).toMatch(/too large/);
      expect(Date.now() - started).toBeLessThan(5_000);
    },
  );

  it('refuses a body past MAX_UPSTREAM_BYTES by its Content-Length before reading it', async () => {
    let pulled = 0;
    const body = new ReadableStream({
      pull: (c) => {
        pulled++;
        c.enqueue(new Uint8Array(1024));
      },
    });
    const fetcher = (async () => new Response(body, { headers: { 'Content-Length': String(MAX_UPSTREAM_BYTES + 1) } })) as typeof fetch;
    await expect(createUpstreamStore('http://cms.test', TIMEOUT_MS, fetcher).handle(detail, new URLSearchParams())).rejects.toThrow(
      /too large/,
    );
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('passes an error envelope on as that error', async () => {
    const store = createUpstreamStore('http://cms.test', TIMEOUT_MS, (() => faultResponse('envelope-500')) as typeof fetch);
    expect(await store.handle(detail, new URLSearchParams())).toEqual({ code: 500, msg: '数据库连接超时' });
  });

  it('reads wrong types as docs/api.md allows: numeric ids, string numbers, rows as an object', async () => {
    const answers: Record<string, unknown> = {
      '/api/cn/releaseDetailById/500001': {
        code: '200',
        data: { id: 500001, columnId: 21, title: 42, readCount: '17', isTop: 1, tags: 'none', content: ['x'] },
      },
      '/api/cn/ListRelease': { code: 200, total: 'many', rows: { 0: { id: 1, title: 't' } } },
    };
    const fetcher = (async (input: RequestInfo | URL) => Response.json(answers[new URL(String(input)).pathname])) as typeof fetch;
    const store = createUpstreamStore('http://cms.test', TIMEOUT_MS, fetcher);
    const one = (await store.handle(detail, new URLSearchParams())) as { code: number; data: Record<string, unknown> };
    expect(one.code).toBe(200);
    expect(one.data).toMatchObject({ id: '500001', columnId: '21', readCount: 17, tags: [], content: '' });
    expect(typeof one.data.title).toBe('string');
    expect(await store.handle(list, new URLSearchParams())).toEqual({ code: 200, msg: '查询成功', total: 0, rows: [] });
  });
});

describe('the site in upstream mode', () => {
  it.each(FAULTS)('with nothing stored, a %s answer gets the API’s error envelope and a plain error page', async (fault) => {
    const cms = fakeCms();
    vi.spyOn(globalThis, 'fetch').mockImplementation(cms.fetcher);
    const id = nextId++;
    cms.state.fault = fault;
    const api = await site(`/api/cn/releaseDetailById/${id}`);
    const body = (await api.json()) as { code: number; msg: string };
    // A CMS that does not answer in time, cannot be reached or answers HTTP 5xx fails for a
    // moment (the store-failure envelope on HTTP 503, with Retry-After); what it answers wrong
    // stays the store's error, with no Retry-After (worker/lib/store-errors.ts).
    const temporary = fault === 'hang' || fault === 'http-500' || fault === 'refused';
    expect(body.code).toBe(500);
    expect(api.headers.get('Cache-Control')).toBe('no-store, no-transform');
    expect(api.headers.get('Cache-Status')).toMatch(/fwd=bypass/);
    expect(api.status).toBe(fault === 'envelope-500' ? 200 : 503);
    expect(api.headers.get('Retry-After')).toBe(temporary ? '10' : null);

    const page = await site(`/detail/${id}`);
    expect(page.status).toBe(temporary ? 503 : 500);
    const html = await page.text();
    expect(html).not.toMatch(/UpstreamError|NullPointer|ECONNREFUSED|timed out|stack/i);
    expect(page.headers.get('Content-Security-Policy')).toMatch(/'sha256-/);
  });

  it.each(FAULTS)('with an answer stored past its stale window, a %s answer serves it as stale-if-error', async (fault) => {
    const cms = fakeCms();
    vi.spyOn(globalThis, 'fetch').mockImplementation(cms.fetcher);
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = Date.now();
    const id = nextId++;
    const first = await site(`/api/cn/releaseDetailById/${id}`);
    expect(first.headers.get('Cache-Status')).toMatch(/fwd=miss; stored/);
    expect(((await first.json()) as { data: { content: string } }).data.content).toBe('<p>正文v1</p>');

    // Past ttl + stale by the worker's clock; the Cache API still holds the entry.
    vi.setSystemTime(t0 + (60 + 3600 + 60) * 1000);
    cms.state.fault = fault;
    const during = await site(`/api/cn/releaseDetailById/${id}`);
    expect(during.status).toBe(200);
    expect(during.headers.get('Cache-Status')).toMatch(/detail=stale-if-error/);
    expect(((await during.json()) as { data: { title: string } }).data.title).toBe(`文章${id}·v1`);

    // The CMS comes back with new content: it is fetched, stored and served.
    cms.state.fault = null;
    cms.state.version = 'v2';
    const after = await site(`/api/cn/releaseDetailById/${id}`);
    expect(after.headers.get('Cache-Status')).toMatch(/fwd=miss; stored/);
    expect(((await after.json()) as { data: { title: string } }).data.title).toBe(`文章${id}·v2`);
    const hit = await site(`/api/cn/releaseDetailById/${id}`);
    expect(hit.headers.get('Cache-Status')).toMatch(/; hit; ttl=/);
  });

  it('within the stale window a failing CMS is not even noticed: stored content, revalidation fails quietly', async () => {
    const cms = fakeCms();
    vi.spyOn(globalThis, 'fetch').mockImplementation(cms.fetcher);
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = Date.now();
    const id = nextId++;
    expect((await site(`/detail/${id}`)).status).toBe(200);
    vi.setSystemTime(t0 + 120_000);
    cms.state.fault = 'refused';
    const calls = cms.state.calls;
    const page = await site(`/detail/${id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`文章${id}·v1`);
    // The revalidation in waitUntil did reach for the CMS and its failure stayed inside.
    expect(cms.state.calls).toBeGreaterThan(calls);
    const api = await site(`/api/cn/releaseDetailById/${id}`);
    expect(api.headers.get('Cache-Status')).toMatch(/detail=stale-while-revalidate/);
  });

  it('a hanging CMS costs a visitor no more than the configured timeout', async () => {
    const cms = fakeCms();
    vi.spyOn(globalThis, 'fetch').mockImplementation(cms.fetcher);
    cms.state.fault = 'hang';
    const started = Date.now();
    const res = await site(`/api/cn/releaseDetailById/${nextId++}`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(STORE_FAILED);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000);
  });

  it('the read counter, which is never cached, fails cleanly and works again when the CMS does', async () => {
    const cms = fakeCms();
    vi.spyOn(globalThis, 'fetch').mockImplementation(cms.fetcher);
    cms.state.fault = 'garbage';
    const down = await site('/api/common/getReadCount/1001');
    expect(down.status).toBe(503);
    expect(((await down.json()) as { code: number }).code).toBe(500);
    cms.state.fault = null;
    const up = await site('/api/common/getReadCount/1001');
    expect(up.status).toBe(200);
    expect(typeof ((await up.json()) as { data: unknown }).data).toBe('number');
  });
});
