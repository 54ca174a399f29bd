// A store that fails for a moment is a temporary failure, in both modes (requirements §10.9):
// every page type, each file and the content API answer a stale copy of the current
// generation where one is held, else 503 with Retry-After (pages and files: the 503 page;
// the API: docs/api.md's envelope with Retry-After). What retrying cannot mend (a missing
// table) stays a 500, with its alert reason in the metrics.

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetGeneration } from '../../worker/content/generation.ts';
import type { Env } from '../../worker/env.ts';
import app from '../../worker/index.ts';
import { STORE_FAILED } from '../../worker/limits/limited-answer.ts';
import { storeProbe } from './helpers/limits.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** What D1 says when it fails for a moment (Cloudflare's D1 and the local one, under a write lock). */
const D1_TEMPORARY = [
  'D1_ERROR: D1 DB is overloaded. Requests queued for too long.',
  'D1_ERROR: database is locked: SQLITE_BUSY',
  'D1_ERROR: Failed to get session commit token: internal error',
  'D1_ERROR: D1 DB storage operation exceeded timeout which caused object to be reset.',
  'Network connection lost.',
  'D1_ERROR: Internal error in D1 DB storage caused object to be reset.',
];

/** Every page type (PC and phone), each file the worker builds from content, and the API. */
const PAGES = [
  '/',
  '/m',
  '/importantNews',
  '/m/information',
  '/column/2',
  '/detail/1002',
  '/service/coic',
  '/service/commercial',
  '/service/commercial/components/problem',
  '/service/exhibition?year=2027',
  '/service/trade/activity',
  '/service/commercial/origin',
  '/service/export-journey',
  '/search?q=出口',
  '/sitemap',
  '/contact',
  '/accessibility',
];
const FILES = ['/feeds/YW.xml', '/feeds/activities.ics', '/sitemap.xml', '/calendar/activity/120.ics'];
const API = ['/api/cn/listColumn', '/api/cn/releaseDetailById/1002', '/api/cn/search?keyword=出口'];

/** Short windows: a copy is past them (stale-if-error only) five seconds later. */
const short = (db: D1Database, extra: Partial<Env> = {}): Env => ({
  ...env,
  DB: db,
  PAGE_CACHE_TTL: '1',
  PAGE_CACHE_STALE: '0',
  API_CACHE_TTL: '1',
  API_CACHE_STALE: '0',
  ...extra,
});

/** One request through the worker, background work included, read to its end. */
async function ask(path: string, bindings: Env, origin = 'http://site.test') {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(new URL(path, origin)), bindings, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, headers: res.headers, body };
}

/** The 503 a page or file gets: Retry-After, never kept, the site's message. */
function expectUnavailablePage(answer: Awaited<ReturnType<typeof ask>>, path: string) {
  expect(answer.status, path).toBe(503);
  expect(Number(answer.headers.get('Retry-After')), path).toBeGreaterThan(0);
  expect(answer.headers.get('Cache-Control'), path).toMatch(/^no-store\b/);
  expect(answer.body, path).toContain('网站访问繁忙，请稍后再试');
}

/** The API's answer, whatever the store's failure (overloaded too): the store-failure envelope on HTTP 503, with Retry-After. */
function expectUnavailableApi(answer: Awaited<ReturnType<typeof ask>>, path: string) {
  expect(answer.status, path).toBe(503);
  expect(JSON.parse(answer.body), path).toEqual(STORE_FAILED);
  expect(Number(answer.headers.get('Retry-After')), path).toBeGreaterThan(0);
  expect(answer.headers.get('Cache-Control'), path).toMatch(/^no-store\b/);
}

/** A new content generation, learned by this isolate: no layer holds a copy of it yet. */
async function freshGeneration() {
  await env.DB.exec("UPDATE meta SET value = value + 1 WHERE key = 'content_generation'");
  await forgetGeneration();
  await ask('/api/cn/listExhibitionTheme', env);
}

describe('D1 failing for a moment', { timeout: 120_000 }, () => {
  it('every page, file and API answer with a copy is served from it, stale, whatever the error', async () => {
    const warm = short(env.DB);
    for (const path of [...PAGES, ...FILES, ...API]) expect((await ask(path, warm)).status, path).toBe(200);
    const t0 = Date.now();
    for (const [i, error] of D1_TEMPORARY.entries()) {
      // Past every window of the copies, and the store failing: only stale-if-error is left.
      vi.useFakeTimers({ toFake: ['Date'], now: t0 + 5000 * (i + 1) });
      const failing = short(storeProbe({ fails: error }).db);
      for (const path of [...PAGES, ...FILES, ...API]) {
        const answer = await ask(path, failing);
        expect(answer.status, `${path}: ${error}`).toBe(200);
        expect(answer.headers.get('Retry-After'), path).toBeNull();
        // A search page and an event's calendar file are never kept whole: they are built from
        // their answers' stale copies. A search answer says nothing of the cache.
        if (!/search|\/calendar\//.test(path)) expect(answer.headers.get('Cache-Status'), `${path}: ${error}`).toMatch(/stale-if-error/);
      }
      expect(JSON.parse((await ask('/api/cn/releaseDetailById/1002', failing)).body).data.id).toBe('1002');
      expect((await ask('/detail/1002', failing)).body).toContain('<h1');
      expect((await ask('/calendar/activity/120.ics', failing)).body).toContain('BEGIN:VEVENT');
    }
  });

  it('with no copy of the current generation: pages and files are 503 with Retry-After, the API its envelope with Retry-After', async () => {
    await freshGeneration();
    for (const error of D1_TEMPORARY) {
      const failing = short(storeProbe({ fails: error }).db);
      for (const path of [...PAGES, ...FILES, '/calendar/exhibition/1.ics'])
        expectUnavailablePage(await ask(path, failing), `${path}: ${error}`);
      for (const path of [...API, '/api/common/getReadCount/1002']) expectUnavailableApi(await ask(path, failing), `${path}: ${error}`);
    }
    // Nothing of the failure was kept: the store back, every page renders.
    for (const path of [...PAGES, ...FILES]) expect((await ask(path, short(env.DB))).status, path).toBe(200);
  });

  it('a page with no copy of its own renders from its answers’ stale copies, and is not kept', async () => {
    // The answers an article needs, cached by the same page under another host name (a page is
    // kept per origin, its answers are not): this host has no copy of the page itself.
    const warm = short(env.DB);
    expect((await ask('/detail/1004', warm, 'http://other.test')).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5000 });
    const failing = short(storeProbe({ fails: 'D1_ERROR: database is locked: SQLITE_BUSY' }).db);
    const page = await ask('/detail/1004', failing);
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<h1 class="article__title">/);
    // Not stored: with the store back, the next visitor's request renders afresh.
    const again = await ask('/detail/1004', warm);
    expect(again.headers.get('Cache-Status')).toMatch(/fwd=miss/);
  });

  it('a missing table is no temporary failure: 500, no Retry-After, its alert reason in the metrics', async () => {
    await freshGeneration();
    const points: AnalyticsEngineDataPoint[] = [];
    const bindings = short(env.DB, { METRICS: { writeDataPoint: (p?: AnalyticsEngineDataPoint) => void points.push(p!) } });
    await env.DB.exec('ALTER TABLE releases RENAME TO releases_gone');
    try {
      const page = await ask('/detail/1002', bindings);
      expect(page.status).toBe(500);
      expect(page.headers.get('Retry-After')).toBeNull();
      const api = await ask('/api/cn/releaseDetailById/1002', bindings);
      expect(api.status).toBe(503);
      expect(JSON.parse(api.body)).toEqual({ code: 500, msg: '服务暂时不可用，请稍后再试' });
      expect(api.headers.get('Retry-After')).toBeNull();
    } finally {
      await env.DB.exec('ALTER TABLE releases_gone RENAME TO releases');
    }
    // blob12: the alert reason (worker/lib/metrics.ts, docs/operations.md).
    expect(points.map((p) => [p.doubles?.[0], p.blobs?.[11]])).toEqual([
      [500, 'store-schema'],
      [503, 'store-schema'],
    ]);
  });
});

/** The fake CMS (the one part the product does not own): answers as the built-in content does, or fails. */
function fakeCms() {
  const state: { fault: ((init?: RequestInit) => Promise<Response>) | null } = { fault: null };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (state.fault) return state.fault(init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    return exports.default.fetch(new Request(`http://site.test${url.pathname}${url.search}`));
  });
  return state;
}

/** What a CMS does when it fails for a moment: time out, say it is busy, answer 5xx, drop the connection. */
const UPSTREAM_TEMPORARY: Record<string, (init?: RequestInit) => Promise<Response>> = {
  'a timeout': (init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
  'HTTP 503': async () => new Response('busy', { status: 503 }),
  'HTTP 502': async () => new Response('<html>Bad Gateway</html>', { status: 502 }),
  'HTTP 500': async () => new Response('<html>java.lang.NullPointerException</html>', { status: 500 }),
  'HTTP 504': async () => new Response('', { status: 504 }),
  'a lost connection': async () => {
    throw new TypeError('Network connection lost.');
  },
};

describe('an upstream CMS failing for a moment', { timeout: 120_000 }, () => {
  const upstream = (extra: Partial<Env> = {}) => short(env.DB, { API_BASE: 'http://upstream.test', UPSTREAM_TIMEOUT_MS: '150', ...extra });
  const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

  it.each(Object.keys(UPSTREAM_TEMPORARY))('%s: a copy is served stale, else 503 with Retry-After', async (fault) => {
    const cms = fakeCms();
    const stale = ['/importantNews', '/detail/1003', '/search?q=贸易', '/feeds/YW.xml', '/api/cn/releaseDetailById/1003'];
    for (const path of stale) expect((await ask(path, upstream())).status, path).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5000 });
    cms.fault = UPSTREAM_TEMPORARY[fault]!;
    for (const path of stale) {
      const answer = await ask(path, upstream());
      expect(answer.status, path).toBe(200);
      if (!path.includes('search')) expect(answer.headers.get('Cache-Status'), path).toMatch(/stale-if-error/);
    }
    // Asked for the first time (upstream mode has one generation: fresh paths have no copy).
    const id = 3_000_000 + Math.floor(Math.random() * 1_000_000);
    for (const path of [`/detail/${id}`, `/importantNews?q=${unique()}`, `/search?q=${unique()}`, `/calendar/activity/${id}.ics`])
      expectUnavailablePage(await ask(path, upstream()), path);
    for (const path of [`/api/cn/releaseDetailById/${id}`, `/api/cn/search?keyword=${unique()}`, '/api/common/getReadCount/1003'])
      expectUnavailableApi(await ask(path, upstream()), path);
  });
});
