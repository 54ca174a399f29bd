// architecture.md "Where it really runs": a hit never waits on the store; a cold isolate
// takes its data centre's generation; an import shows within the bound README states; a
// lagging replica never stores old content under a new generation's key.

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetGeneration,
  GENERATION_SQL,
  GENERATION_TTL_MS,
  knownGeneration,
  requestGeneration,
} from '../../worker/content/generation.ts';
import { GENERATION_HEADER } from '../../app/api/visit-cache.ts';
import app from '../../worker/index.ts';

afterEach(() => {
  vi.useRealTimers();
});

let unique = 0;
// A keyword filter only this test asks (the fairs' is `country`): a page of its own in the
// cache. A page keys only the parameters it reads (app/routes.ts), and a page number past
// the last one would redirect to the last page (issue 28).
const freshPath = (path: string) => `${path}?${path === '/service/exhibition' ? 'country' : 'q'}=fresh-${++unique}`;

/** A D1 binding whose every read never answers: a store one region away that went silent. */
const silentDb = new Proxy(env.DB, {
  get(target, prop) {
    const never = () => new Promise(() => undefined);
    const statement = { bind: () => statement, first: never, all: never, raw: never, run: never };
    const db = { prepare: () => statement, batch: never, getBookmark: () => null };
    if (prop === 'withSession') return () => db;
    if (prop === 'prepare' || prop === 'batch') return db[prop];
    const value = Reflect.get(target, prop);
    return typeof value === 'function' ? value.bind(target) : value;
  },
});

/** A request through the worker; its background work awaited unless `wait` is false. */
async function ask(path: string, bindings: Record<string, unknown> = {}, wait = true) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://site.test${path}`), { ...env, ...bindings }, ctx);
  const body = await res.text();
  if (wait) await waitOnExecutionContext(ctx);
  return { status: res.status, cache: res.headers.get('Cache-Status') ?? '', body, headers: res.headers };
}

const bump = () => env.DB.exec("UPDATE meta SET value = value + 1 WHERE key = 'content_generation'");
const stored = async () => (await env.DB.prepare("SELECT value FROM meta WHERE key = 'content_generation'").first<number>('value')) ?? 0;

describe('a cache hit never waits on the store', () => {
  it('a page-cache hit and an API hit are served while the store never answers', async () => {
    const page = freshPath('/importantNews');
    await ask(page);
    await ask('/api/cn/listExhibitionTheme');
    // Within the generation's trusted time: no read of the store is even started.
    const hit = await ask(page, { DB: silentDb }, false);
    expect(hit.cache).toMatch(/; hit;/);
    expect(hit.body).toContain('</html>');
    expect((await ask('/api/cn/listExhibitionTheme', { DB: silentDb }, false)).cache).toMatch(/; hit;/);
  });

  it('when the generation is due for a refresh, the hit still goes out at once and the refresh runs behind it', async () => {
    const page = freshPath('/information');
    await ask(page);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + GENERATION_TTL_MS + 1000);
    const hit = await ask(page, { DB: silentDb }, false);
    expect(hit.cache).toMatch(/; hit;/);
  });

  it('a cold isolate takes its data centre’s generation from the Cache API, without asking the store', async () => {
    await forgetGeneration();
    const page = freshPath('/service/exhibition');
    await ask(page, { MEMORY_CACHE_BYTES: '0' });
    const generation = knownGeneration()?.value;
    expect(generation).toBe(await stored());
    await forgetGeneration('isolate');
    expect(knownGeneration()).toBeUndefined();
    const hit = await ask(page, { DB: silentDb, MEMORY_CACHE_BYTES: '0' }, false);
    expect(hit.cache).toMatch(/; hit;.*detail=cache-api/);
    expect(knownGeneration()?.value).toBe(generation);
  });

  it('with nothing known anywhere (a first deploy), the page is rendered and the generation learned from its own reads', async () => {
    await forgetGeneration();
    const page = freshPath('/aboutUs/speech');
    const first = await ask(page);
    expect(first.cache).toMatch(/fwd=miss/);
    expect(knownGeneration()?.value).toBe(await stored());
    expect((await ask(page)).cache).toMatch(/; hit;/);
  });
});

describe('an import shows within the stated bound', () => {
  it(`a node with traffic shows it within ${GENERATION_TTL_MS / 1000} s; a quiet node answers one request with the previous generation`, async () => {
    const ctx = createExecutionContext();
    await forgetGeneration();
    const t0 = 1_000_000;
    expect(await requestGeneration(env.DB, ctx, t0)).toBeUndefined();
    await waitOnExecutionContext(ctx);
    const before = await stored();
    expect(knownGeneration()).toEqual({ value: before, at: t0 });
    await bump();
    // Within the trusted time: the isolate's value, no read.
    expect(await requestGeneration(env.DB, ctx, t0 + GENERATION_TTL_MS - 1)).toBe(before);
    // Due: this request still uses the previous one (nothing waits); the refresh runs behind it.
    expect(await requestGeneration(env.DB, ctx, t0 + GENERATION_TTL_MS)).toBe(before);
    await waitOnExecutionContext(ctx);
    expect(await requestGeneration(env.DB, ctx, t0 + GENERATION_TTL_MS + 1)).toBe(before + 1);
  });

  it('through the worker: a cached page shows the import on the request after the one that learned it', async () => {
    await forgetGeneration();
    const page = freshPath('/importantNews');
    const cached = await ask(page);
    expect((await ask(page)).cache).toMatch(/; hit;/);
    await bump();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + GENERATION_TTL_MS);
    // The quiet node's one answer under the previous generation; it learns the new one behind it.
    expect((await ask(page)).cache).toMatch(/; hit;/);
    const after = await ask(page);
    expect(after.cache).toMatch(/fwd=miss/);
    expect(after.body.length).toBeGreaterThan(cached.body.length / 2);
  });
});

describe('a lagging read replica', () => {
  /** D1 whose sessions answer from a replica one import behind (it reports the older generation). */
  function laggingDb(behind: number) {
    return new Proxy(env.DB, {
      get(target, prop) {
        if (prop === 'withSession')
          return (constraint: D1SessionConstraint) => {
            const session = target.withSession(constraint);
            if (constraint === 'first-primary') return session;
            return {
              prepare: (sql: string) => session.prepare(sql === GENERATION_SQL ? `SELECT ${behind} AS value` : sql),
              batch: session.batch.bind(session),
              getBookmark: session.getBookmark.bind(session),
            };
          };
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }

  it('never stores what it read under the newer generation the isolate knows', async () => {
    const current = await stored();
    await ask('/api/cn/listHotNews?pageSize=3'); // the isolate knows `current`
    expect(knownGeneration()?.value).toBe(current);
    const DB = laggingDb(current - 1);
    const page = freshPath('/information');
    const api = '/api/cn/ListRelease?columnCode=ZX&pageSize=17';
    expect((await ask(page, { DB })).status).toBe(200);
    expect((await ask(api, { DB })).cache).toMatch(/fwd=miss/);
    // The isolate's generation never goes back, and nothing the replica said is found under it.
    expect(knownGeneration()?.value).toBe(current);
    expect((await ask(page)).cache).toMatch(/fwd=miss/);
    expect((await ask(api)).cache).toMatch(/fwd=miss/);
  });
});

describe('what a browser may reuse within a visit (architecture.md "Navigation")', () => {
  it('an API answer names the generation it was read at, hit or miss; the read count is never kept', async () => {
    const current = await stored();
    const miss = await ask('/api/cn/listHotNews?pageSize=7');
    const hit = await ask('/api/cn/listHotNews?pageSize=7');
    for (const answer of [miss, hit]) expect(answer.headers.get(GENERATION_HEADER)).toBe(String(current));
    expect(hit.cache).toMatch(/; hit;/);
    // The read count tells which generation is current too, but no-store: never reused.
    const count = await ask('/api/common/getReadCount/1002');
    expect(count.headers.get(GENERATION_HEADER)).toBe(String(current));
    expect(count.headers.get('Cache-Control')).toMatch(/\bno-store\b/);
    // After an import, the answers say so: a browser stops reusing what it had.
    await bump();
    await forgetGeneration();
    expect((await ask('/api/cn/listHotNews?pageSize=7')).headers.get(GENERATION_HEADER)).toBe(String(current + 1));
  });
});
