// Under hostile traffic the store stays free for visitors: what reaches the store counts
// once per request against its client's limit (IPv4 address or IPv6 /64) and the location's
// budget; cache hits and /healthz never do; past a limit a visitor gets a stale copy or the
// 429/503 message page (or the API's envelope), never cached; an overloaded or slow store is
// met the same way; what does not exist is answered without the store.

import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../worker/env.ts';
import { STORE_FAILED } from '../../worker/limits/limited-answer.ts';
import { clientLimited, freshIpv4, freshIpv6Prefix, productionLimiter, storeProbe, testLimiter } from './helpers/limits.ts';
import { getWithEnv, headings, text } from './helpers/request.ts';
import { IDENTITY, OFFERED } from './helpers/council.ts';

const from = (address: string, path: string, bindings: Env, init: RequestInit = {}) =>
  getWithEnv(path, bindings, { ...init, headers: { 'CF-Connecting-IP': address, ...init.headers } });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A search only this test asks (an uncached answer). */
const searchPath = () => `/api/cn/search?keyword=${encodeURIComponent(`出口${unique()}`)}`;

afterEach(() => {
  vi.useRealTimers();
});

function expectRefusalHeaders(res: Response) {
  expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect(res.headers.get('Cache-Control')).toMatch(/^no-store\b/);
}

describe('per-client limits', { timeout: 60_000 }, () => {
  it('allows 20 searches per 10 s from one IPv4 address; the 21st gets the 429 envelope; another address is not affected', async () => {
    const bindings = clientLimited();
    const address = freshIpv4();
    for (let i = 0; i < 20; i++) {
      const res = await from(address, searchPath(), bindings);
      expect(((await res.json()) as { code: number }).code).toBe(200);
    }
    const limited = await from(address, searchPath(), bindings);
    expect(limited.status).toBe(200);
    expect(await limited.json()).toEqual({ code: 429, msg: '访问过于频繁，请稍后再试' });
    expectRefusalHeaders(limited);
    const other = await from(freshIpv4(), searchPath(), bindings);
    expect(((await other.json()) as { code: number }).code).toBe(200);
  });

  it('counts every address of one IPv6 /64 as one client, and the next /64 apart', async () => {
    const bindings = clientLimited();
    const prefix = freshIpv6Prefix();
    for (let i = 1; i <= 20; i++) {
      const res = await from(`${prefix}:${i.toString(16)}::${i}`, searchPath(), bindings);
      expect(((await res.json()) as { code: number }).code).toBe(200);
    }
    const rotated = await from(`${prefix}:ffff:1:2:3`, searchPath(), bindings);
    expect(((await rotated.json()) as { code: number }).code).toBe(429);
    const neighbour = await from(
      `${prefix.replace(/[0-9a-f]+$/, (g) => (Number.parseInt(g, 16) ^ 1).toString(16))}::1`,
      searchPath(),
      bindings,
    );
    expect(((await neighbour.json()) as { code: number }).code).toBe(200);
  });

  it('allows 60 uncached pages per 10 s; the 61st is the 429 page with the site frame and links, while cache hits and /healthz still answer', async () => {
    const bindings = clientLimited();
    // A page someone else has already had rendered (a cache hit for everyone after).
    const cached = await from(freshIpv4(), '/information', bindings);
    expect(cached.status).toBe(200);
    const address = freshIpv4();
    const base = 9_000_000 + Math.floor(Math.random() * 900_000);
    for (let i = 0; i < 60; i++) expect((await from(address, `/detail/${base + i}`, bindings)).status).toBe(404);
    const limited = await from(address, `/detail/${base + 60}`, bindings);
    expect(limited.status).toBe(429);
    expectRefusalHeaders(limited);
    const html = await limited.text();
    expect(headings(html)).toContain('访问过于频繁');
    expect(text(html)).toContain('访问过于频繁，请稍后再试');
    // The site's frame (header brand, footer) and the way on: listings and the guides offered.
    expect(html).toContain(IDENTITY.name);
    if (IDENTITY.icp) expect(html).toContain(IDENTITY.icp);
    expect(html).toMatch(/href="\/importantNews"/);
    for (const { path } of OFFERED) expect(html).toContain(`href="${path}"`);
    // Never limited: a cache hit, the health check.
    const hit = await from(address, '/information', bindings);
    expect(hit.status).toBe(200);
    expect(hit.headers.get('Cache-Status')).toMatch(/hit/);
    expect((await from(address, '/healthz', bindings)).status).toBe(200);
    // The phone's page is its own, with the same message.
    const phone = await from(address, `/m/detail/${base + 61}`, bindings);
    expect(phone.status).toBe(429);
    expect(await phone.text()).toContain('访问过于频繁，请稍后再试');
  });

  it('counts a request once however many store calls its render makes', async () => {
    const probe = storeProbe();
    const bindings = clientLimited({ CLIENT_MISS_LIMIT: testLimiter(1), DB: probe.db });
    const address = freshIpv4();
    // A listing page this run has not rendered: several of its calls reach the store.
    const firstPath = `/importantNews?q=${encodeURIComponent(`展会${unique()}`)}`;
    const first = await from(address, firstPath, bindings);
    expect(first.status).toBe(200);
    expect(probe.calls.prepared).toBeGreaterThan(1);
    // The limit is one: that render counted once, and the next miss is refused.
    const next = await from(address, `/importantNews?q=${encodeURIComponent(`展会${unique()}`)}`, bindings);
    expect(next.status).toBe(429);
    // A page rendered again from answers the cache holds reaches no store and asks no limit.
    const prepared = probe.calls.prepared;
    const again = await from(address, firstPath, { ...bindings, PAGE_CACHE_TTL: '0', PAGE_CACHE_STALE: '0' });
    expect(again.status).toBe(200);
    expect(again.headers.get('Cache-Status')).toMatch(/fwd=(miss|bypass)/);
    expect(probe.calls.prepared).toBe(prepared);
  });
});

describe('a miss behind a stale answer', { timeout: 60_000 }, () => {
  it('counts against its client even when the refresh of a side answer asks the gate first', async () => {
    // The frame's answers (the column list, the footer's), cached now and stale a minute on:
    // the next page that misses serves them stale and refreshes them behind its response.
    expect((await getWithEnv('/importantNews', env)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const bindings = clientLimited({ CLIENT_MISS_LIMIT: testLimiter(1) });
    const address = freshIpv4();
    const base = 9_900_000 + Math.floor(Math.random() * 90_000);
    expect((await from(address, `/detail/${base}`, bindings)).status).toBe(404);
    // The limit is one: that miss counted, however the refresh behind it was counted.
    expect((await from(address, `/detail/${base + 1}`, bindings)).status).toBe(429);
  });
});

describe('the location budget', { timeout: 60_000 }, () => {
  it('sheds searches first, serves pages that have a copy stale, and answers 503 only for what has none', async () => {
    const bindings: Env = {
      ...env,
      CLIENT_SEARCH_LIMIT: undefined,
      CLIENT_MISS_LIMIT: undefined,
      SITE_SEARCH_BUDGET: testLimiter(1),
      SITE_MISS_BUDGET: testLimiter(3),
      PAGE_CACHE_TTL: '1',
      PAGE_CACHE_STALE: '0',
      // The content's answers expire with the pages: a page rendered again reaches the store.
      API_CACHE_TTL: '1',
      API_CACHE_STALE: '0',
    };
    const page = `/importantNews?q=${encodeURIComponent(`贸促${unique()}`)}`;
    // Budget 3 misses, searches 1: a page (1), a search (2), then searches are shed …
    expect((await from(freshIpv4(), page, bindings)).status).toBe(200);
    expect((await from(freshIpv4(), `/search?q=${unique()}`, bindings)).status).toBe(200);
    const shed = await from(freshIpv4(), `/search?q=${unique()}`, bindings);
    expect(shed.status).toBe(503);
    expectRefusalHeaders(shed);
    expect(await shed.text()).toContain('网站访问繁忙，请稍后再试');
    // … while pages still render (3) …
    expect((await from(freshIpv4(), `/information?q=${unique()}`, bindings)).status).toBe(200);
    // … then a page with a copy is served from it, and one without gets the 503 page.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5000 });
    const stale = await from(freshIpv4(), page, bindings);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('Cache-Status')).toMatch(/stale-if-error/);
    const none = await from(freshIpv4(), `/information?q=${unique()}`, bindings);
    expect(none.status).toBe(503);
    expectRefusalHeaders(none);
  });
});

describe('an overloaded or slow store', { timeout: 60_000 }, () => {
  const withTtl = (db: D1Database, extra: Partial<Env> = {}): Env => ({
    ...env,
    DB: db,
    PAGE_CACHE_TTL: '1',
    PAGE_CACHE_STALE: '0',
    API_CACHE_TTL: '1',
    API_CACHE_STALE: '0',
    ...extra,
  });

  it('D1 "overloaded": the stale copy where there is one, else a 503 that is not kept', async () => {
    const page = `/importantNews?q=${encodeURIComponent(`会展${unique()}`)}`;
    expect((await getWithEnv(page, withTtl(env.DB))).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5000 });
    const overloaded = withTtl(storeProbe('overloaded').db);
    // The page, or its answers, from their stale copies: the visitor sees the page.
    const stale = await getWithEnv(page, overloaded);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('Cache-Status')).toMatch(/stale-if-error|fwd=miss/);
    const cold = `/information?q=${unique()}`;
    const busy = await getWithEnv(cold, overloaded);
    expect(busy.status).toBe(503);
    expectRefusalHeaders(busy);
    // The API: the store-failure envelope on HTTP 503 (decision 0092), as for every store failure.
    const api = await getWithEnv(searchPath(), overloaded);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual(STORE_FAILED);
    expectRefusalHeaders(api);
    // Nothing of the refusal was kept: the store back, the same page renders.
    expect((await getWithEnv(cold, withTtl(env.DB))).status).toBe(200);
  });

  it('a store slower than STORE_TIMEOUT_MS: the answer stops waiting and says 503', async () => {
    const slow = withTtl(storeProbe({ stallMs: 3000 }).db, { STORE_TIMEOUT_MS: '200' });
    const started = Date.now();
    const res = await getWithEnv(searchPath(), slow);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(STORE_FAILED);
    expect(Date.now() - started).toBeLessThan(2500);
  });
});

describe('what does not exist', { timeout: 60_000 }, () => {
  it('an unknown column, tag of a column or service code is a 404 with no store query', async () => {
    // The column tree, the tags and the frame's answers as every visitor's pages leave them.
    for (const warm of ['/importantNews', '/column/2', '/service/commercial/components/problem'])
      expect((await getWithEnv(warm, env)).status).toBe(200);
    const probe = storeProbe();
    const bindings = { ...env, DB: probe.db };
    for (const path of [
      '/column/987654',
      '/importantNews?tag=987654',
      '/m/column/987655',
      '/service/commercial/components/problem?service=bogus',
    ]) {
      const res = await getWithEnv(path, bindings);
      expect(res.status, path).toBe(404);
      expect(text(await res.text())).toContain(`Page not found: ${path.split('?')[0]}`);
    }
    expect(probe.calls.prepared).toBe(0);
  });

  it('a keyword over 100 characters is refused as bad input without a query', async () => {
    const probe = storeProbe();
    const res = await getWithEnv(`/api/cn/search?keyword=${'出'.repeat(101)}`, { ...env, DB: probe.db });
    expect(await res.json()).toEqual({ code: 400, msg: '参数格式不正确' });
    expect(probe.calls.prepared).toBe(0);
  });
});

describe('upstream mode (API_BASE)', { timeout: 60_000 }, () => {
  it('a client past its limit gets the 429 envelope before the CMS is asked', async () => {
    let asked = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      asked++;
      const url = new URL(input instanceof Request ? input.url : String(input));
      return exports.default.fetch(new Request(`http://site.test${url.pathname}${url.search}`));
    });
    const bindings = clientLimited({ API_BASE: 'http://upstream.test', CLIENT_MISS_LIMIT: testLimiter(1) });
    const address = freshIpv4();
    const first = await from(address, `/api/cn/ListRelease?title=${unique()}`, bindings);
    expect(((await first.json()) as { code: number }).code).toBe(200);
    const before = asked;
    const limited = await from(address, `/api/cn/ListRelease?title=${unique()}`, bindings);
    expect(await limited.json()).toEqual({ code: 429, msg: '访问过于频繁，请稍后再试' });
    expectRefusalHeaders(limited);
    expect(asked).toBe(before);
    vi.restoreAllMocks();
  });
});

describe('the read count', { timeout: 60_000 }, () => {
  // Production's limit: one count per reader and article in the binding's window.
  const bindings = { ...env, READ_COUNT_LIMIT: productionLimiter('READ_COUNT_LIMIT') };
  const count = async (address: string, init: RequestInit = {}) => {
    const res = await from(address, '/api/common/getReadCount/1002', bindings, init);
    return ((await res.json()) as { data: number }).data;
  };
  const stored = () => env.DB.prepare('SELECT read_count AS n FROM releases WHERE id = 1002').first<number>('n');

  it('counts a same-site view once per reader and article; a repeat or a cross-site request leaves it unchanged', async () => {
    const reader = freshIpv4();
    const start = await stored();
    await count(reader, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(await stored()).toBe((start ?? 0) + 1);
    // The same reader again (another address of its /64 would be the same), and an <img> elsewhere.
    await count(reader, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    await count(freshIpv4(), { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(await stored()).toBe((start ?? 0) + 1);
  });

  it('never goes back for a reader: A counted, then B, then A again within the window sees no less than before', async () => {
    const sameSite = { headers: { 'Sec-Fetch-Site': 'same-origin' } };
    // The article's detail as the cache holds it (a page rendered, a client navigation).
    await from(freshIpv4(), '/api/cn/releaseDetailById/1002', env);
    const [a, b] = [freshIpv4(), freshIpv4()];
    const aFirst = await count(a, sameSite);
    const bFirst = await count(b, sameSite);
    expect(bFirst).toBe(aFirst + 1);
    const aAgain = await count(a, sameSite);
    expect(aAgain).toBeGreaterThanOrEqual(aFirst);
    // The count as it stands (B's read included), and A's reload counted nothing.
    expect(aAgain).toBe(bFirst);
    expect(await stored()).toBe(bFirst);
  });

  it('never goes back in upstream mode either: a reader’s repeat is the CMS’s count as it stands', async () => {
    // The CMS counts on its own read-count call; its detail says the count as it stands.
    let cms = 500;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      if (pathname === '/api/common/getReadCount/1002') return Response.json({ code: 200, data: ++cms });
      if (pathname === '/api/cn/releaseDetailById/1002')
        return Response.json({ code: 200, data: { id: '1002', columnId: '21', title: '文章', readCount: cms } });
      return Response.json({ code: 404, msg: '访问资源不存在' });
    });
    const bindings: Env = { ...env, API_BASE: `http://upstream-${unique()}.test` };
    const sameSite = { headers: { 'Sec-Fetch-Site': 'same-origin' } };
    const upstreamCount = async (address: string) =>
      ((await (await from(address, '/api/common/getReadCount/1002', bindings, sameSite)).json()) as { data: number }).data;
    await from(freshIpv4(), '/api/cn/releaseDetailById/1002', bindings);
    const [a, b] = [freshIpv4(), freshIpv4()];
    const aFirst = await upstreamCount(a);
    const bFirst = await upstreamCount(b);
    const aAgain = await upstreamCount(a);
    expect(aAgain).toBeGreaterThanOrEqual(aFirst);
    expect(aAgain).toBe(bFirst);
    vi.restoreAllMocks();
  });
});

describe('one key per meaning', { timeout: 60_000 }, () => {
  const status = async (path: string, init: RequestInit = {}) => {
    const res = await getWithEnv(path, env, init);
    await res.arrayBuffer();
    return res.headers.get('Cache-Status') ?? '';
  };

  it('spellings of one number share one content cache key', async () => {
    // A title only this run asks, so the first spelling is the miss.
    const title = encodeURIComponent(`贸易${unique()}`);
    expect(await status(`/api/cn/ListRelease?title=${title}&pageSize=25000`)).toMatch(/fwd=miss/);
    for (const spelling of ['%2B25000', '025000', '100', '+0100'])
      expect(await status(`/api/cn/ListRelease?title=${title}&pageSize=${spelling}`), spelling).toMatch(/; hit/);
    await status(`/api/cn/ListRelease?title=${title}&pageSize=100&pageNum=2`);
    expect(await status(`/api/cn/ListRelease?title=${title}&pageSize=100&pageNum=02`)).toMatch(/; hit/);
    await status('/api/cn/releaseDetailById/1003');
    for (const spelling of ['01003', '%201003', '0001003'])
      expect(await status(`/api/cn/releaseDetailById/${spelling}`), spelling).toMatch(/; hit/);
  });

  it('HEAD is answered from the page cache like GET, and its one render is kept for GET', async () => {
    const page = `/importantNews?q=${encodeURIComponent(`会员${unique()}`)}`;
    expect(await status(page, { method: 'HEAD' })).toMatch(/fwd=miss/);
    expect(await status(page, { method: 'HEAD' })).toMatch(/; hit/);
    expect(await status(page)).toMatch(/; hit/);
  });

  it('a search answer says nothing of the cache: the same Cache-Status and Server-Timing whether it was cached or not', async () => {
    const path = `/api/cn/search?keyword=${encodeURIComponent(`贸易${unique()}`)}`;
    // What the cache did stays in the metrics (blob3: docs/operations.md's data point).
    const outcomes: unknown[] = [];
    const METRICS = { writeDataPoint: (point?: AnalyticsEngineDataPoint) => void outcomes.push(point?.blobs?.[2]) };
    const said = async () => {
      const res = await getWithEnv(path, { ...env, METRICS } as Env);
      expect(((await res.json()) as { code: number }).code).toBe(200);
      const timing = (res.headers.get('Server-Timing') ?? '').replace(/dur=[\d.]+/g, 'dur=…');
      return { status: res.headers.get('Cache-Status'), timing };
    };
    const miss = await said();
    const hit = await said();
    expect(outcomes).toEqual(['MISS', 'HIT']);
    expect(miss).toEqual({ status: 'ccpit-edge', timing: 'total;dur=…' });
    expect(hit).toEqual(miss);
  });
});

describe('a search past the limit', { timeout: 60_000 }, () => {
  it('is refused alike whether someone searched those words or not, so a refusal tells nothing either', async () => {
    const bindings = clientLimited({ CLIENT_SEARCH_LIMIT: testLimiter(1) });
    const searched = `/api/cn/search?keyword=${encodeURIComponent(`展会${unique()}`)}`;
    // Someone else searched these words: the answer is cached.
    expect(((await (await from(freshIpv4(), searched, { ...env })).json()) as { code: number }).code).toBe(200);
    const stranger = freshIpv4();
    expect(((await (await from(stranger, searchPath(), bindings)).json()) as { code: number }).code).toBe(200);
    const cached = await from(stranger, searched, bindings);
    const uncached = await from(stranger, searchPath(), bindings);
    expect(await cached.json()).toEqual(await uncached.json());
    expect(cached.headers.get('Retry-After')).toBe(uncached.headers.get('Retry-After'));
  });

  it('a search answer is for the visitor alone: no shared cache keeps it', async () => {
    const res = await from(freshIpv4(), searchPath(), env);
    expect(res.headers.get('Cache-Control')).toMatch(/^private\b/);
  });
});

describe('one URL per page', { timeout: 60_000 }, () => {
  it('an id with leading zeros is redirected to the id; a page number with them shares the page key', async () => {
    const res = await getWithEnv('/m/detail/0001001?x=1', env, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/m/detail/1001?x=1');
    const first = await getWithEnv('/importantNews?page=2', env);
    await first.arrayBuffer();
    const spelled = await getWithEnv('/importantNews?page=02&utm_source=x', env);
    expect(spelled.headers.get('Cache-Status')).toMatch(/; hit/);
  });

  it('a path with escaped letters or digits is redirected, in one hop, to the path itself', async () => {
    for (const [asked, canonical] of [
      ['/detail/%31001', '/detail/1001'],
      ['/importantNew%73?page=2', '/importantNews?page=2'],
      ['/m/detail/%30%301002/', '/m/detail/1002'],
      ['/column/%31', '/column/1'],
    ]) {
      const res = await getWithEnv(asked!, env, { redirect: 'manual' });
      expect(res.status, asked).toBe(301);
      expect(res.headers.get('Location'), asked).toBe(canonical);
    }
    // An escape that is part of the meaning (a Chinese character, a slash) stays as it is.
    expect((await getWithEnv('/no/%E5%87%BA%2F', env, { redirect: 'manual' })).status).toBe(404);
  });

  it('a path is echoed in at most 200 characters, and a 60,000-byte one is refused unrendered', async () => {
    const res = await getWithEnv(`/no/${'x'.repeat(900)}`, env);
    expect(res.status).toBe(404);
    expect(text(await res.text())).toContain(`Page not found: /no/${'x'.repeat(196)}…`);
    const huge = await getWithEnv(`/no/${'x'.repeat(60_000)}`, env);
    expect(huge.status).toBe(414);
    expect((await huge.text()).length).toBeLessThan(100);
  });
});
