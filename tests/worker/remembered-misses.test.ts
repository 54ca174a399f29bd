// What does not exist costs the store once per content generation, and nothing in the memory
// tier: a page number past the last is told from the first page's total (no OFFSET walk), a
// sitemap file past the last and an unknown article id are remembered (Cache API only), and
// unique garbage never flushes the isolate's memory tier. The calendar feed is kept like the
// column feeds and the sitemap files.

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FEED_MAX_AGE } from '../../content/withdrawal-bound.ts';
import { memoryTier } from '../../worker/cache/memory-tier.ts';
import type { Env } from '../../worker/env.ts';
import { storeProbe } from './helpers/limits.ts';
import { getWithEnv } from './helpers/request.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
/** An article id no seed record has (the seed's are four digits), fresh per call. */
const unknownId = () => 9_000_000 + Math.floor(Math.random() * 900_000);

/** The largest whole number bound to any statement the store was asked. */
const largestBound = (bound: unknown[][]) => Math.max(0, ...bound.flat().filter((v): v is number => typeof v === 'number'));

async function ask(path: string, bindings: Env = env, init: RequestInit = {}) {
  const res = await getWithEnv(path, bindings, init);
  return { res, body: await res.text(), cache: res.headers.get('Cache-Status') ?? '' };
}

describe('a page number past the last', { timeout: 60_000 }, () => {
  it('the API answers it from the first page’s total: no OFFSET walk, an empty page with the true total', async () => {
    const title = encodeURIComponent(`贸促${unique()}`);
    // Cold: the first page and page 5000 go out together, page 5000's rows limited to none
    // unless its offset is below the count (the rows it reads: later-pages.test.ts).
    const cold = storeProbe();
    const far = await ask(`/api/cn/ListRelease?title=${title}&pageNum=5000`, { ...env, DB: cold.db });
    expect(JSON.parse(far.body)).toMatchObject({ code: 200, total: 0, rows: [] });
    const paged = cold.calls.sql.filter((sql) => /\bOFFSET\b/.test(sql));
    expect(paged.length).toBeGreaterThan(0);
    // Every LIMIT (the read from the start and, decision 0104, the one from the end) is guarded.
    for (const sql of paged) {
      expect(sql).toMatch(/LIMIT CASE WHEN \? < \(SELECT n FROM counted\) AND .+? ELSE 0 END OFFSET/);
      expect(sql.match(/LIMIT (?!CASE WHEN \? < \(SELECT n FROM counted\) )/g)).toBeNull();
    }
    // A column with releases, its first page cached as a listing leaves it: nothing at all.
    await ask('/api/cn/ListRelease?columnCode=ZX&pageSize=10');
    const warm = storeProbe();
    const past = await ask('/api/cn/ListRelease?columnCode=ZX&pageSize=10&pageNum=99999', { ...env, DB: warm.db });
    const answer = JSON.parse(past.body) as { code: number; total: number; rows: unknown[] };
    expect(answer.code).toBe(200);
    expect(answer.total).toBeGreaterThan(10);
    expect(answer.rows).toEqual([]);
    expect(warm.calls.prepared).toBe(0);
    // A page within the list still reads its rows.
    const within = JSON.parse((await ask('/api/cn/ListRelease?columnCode=ZX&pageSize=10&pageNum=2')).body);
    expect(within.rows.length).toBeGreaterThan(0);
  });

  it('a listing page past the last redirects to the last without an OFFSET query', async () => {
    await ask('/importantNews');
    const probe = storeProbe();
    const res = await getWithEnv('/importantNews?page=99999', { ...env, DB: probe.db }, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toMatch(/^\/importantNews\?page=\d+$/);
    expect(largestBound(probe.calls.bound)).toBeLessThan(99_990);
    expect(probe.calls.sql.filter((sql) => /OFFSET/.test(sql))).toEqual([]);
  });

  it('`pageNum=1` and no pageNum are one cache key', async () => {
    const title = encodeURIComponent(`会展${unique()}`);
    expect((await ask(`/api/cn/ListRelease?title=${title}`)).cache).toMatch(/fwd=miss/);
    expect((await ask(`/api/cn/ListRelease?title=${title}&pageNum=1`)).cache).toMatch(/; hit/);
    expect((await ask(`/api/cn/ListRelease?title=${title}&pageNum=001`)).cache).toMatch(/; hit/);
  });
});

describe('misses remembered for the generation', { timeout: 60_000 }, () => {
  it('a sitemap file past the last reaches the store at most once, then never', async () => {
    const first = storeProbe();
    const missing = await ask('/sitemaps/articles-987.xml', { ...env, DB: first.db });
    expect(missing.res.status).toBe(404);
    // Its count and its keys in one batch (render-round-trips.test.ts), then never again.
    expect(first.calls.prepared).toBeGreaterThan(0);
    const again = storeProbe();
    for (const path of ['/sitemaps/articles-987.xml', '/sitemaps/mobile-articles-987.xml']) {
      const res = await ask(path, { ...env, DB: again.db });
      expect(res.res.status).toBe(404);
    }
    // The second ask of the same file is the remembered 404; its /m twin asks only the cached count.
    expect(again.calls.prepared).toBe(0);
    expect((await ask('/sitemaps/articles-987.xml')).cache).toMatch(/; hit/);
  });

  it('an unknown article id reaches the store once; the next ask is its remembered 404', async () => {
    await ask('/detail/1001'); // the frame's answers, as any visitor leaves them
    const id = unknownId();
    const first = storeProbe();
    const missing = await ask(`/detail/${id}`, { ...env, DB: first.db });
    expect(missing.res.status).toBe(404);
    expect(first.calls.prepared).toBeGreaterThan(0);
    const again = storeProbe();
    for (const path of [`/detail/${id}`, `/detail/${id}?tab=x`, `/detail/${id}`]) {
      const res = await ask(path, { ...env, DB: again.db });
      expect(res.res.status, path).toBe(404);
      expect(res.cache, path).toMatch(/; hit/);
      expect(res.body).toContain(`Page not found: /detail/${id}`);
    }
    expect(again.calls.prepared).toBe(0);
  });
});

describe('the memory tier', { timeout: 60_000 }, () => {
  it('holds no 404 page and no answer that is not code 200: unique garbage cannot flush it', async () => {
    await ask('/detail/1001');
    await ask('/api/cn/releaseDetailById/1001');
    const before = { size: memoryTier.size, bytes: memoryTier.bytes };
    for (let i = 0; i < 5; i++) {
      const id = unknownId();
      expect((await ask(`/detail/${id}`)).res.status).toBe(404);
      expect((await ask(`/detail/${id}`)).cache).toMatch(/detail=cache-api/);
      expect(JSON.parse((await ask(`/api/cn/releaseDetailById/${id}`)).body).code).toBe(404);
      expect((await ask(`/api/cn/no-such-call-${unique()}`)).res.status).toBe(404);
    }
    expect({ size: memoryTier.size, bytes: memoryTier.bytes }).toEqual(before);
    // While an answer of code 200 is held there, as before.
    await ask(`/api/cn/ListRelease?title=${encodeURIComponent(`展会${unique()}`)}`);
    expect(memoryTier.size).toBe(before.size + 1);
  });
});

describe('the calendar feed', { timeout: 60_000 }, () => {
  it('/feeds/activities.ics is kept like the other feeds: the second ask is a hit that reads nothing', async () => {
    const first = await ask('/feeds/activities.ics');
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('Content-Type')).toMatch(/^text\/calendar/);
    expect(first.body).toMatch(/^BEGIN:VCALENDAR/);
    const probe = storeProbe();
    const again = await ask('/feeds/activities.ics', { ...env, DB: probe.db });
    expect(again.cache).toMatch(/; hit/);
    expect(again.body).toBe(first.body);
    expect(again.res.headers.get('Cache-Control')).toMatch(new RegExp(`^public, max-age=${FEED_MAX_AGE}\\b`));
    expect(probe.calls.prepared).toBe(0);
    // A column's Atom feed likewise.
    await ask('/feeds/ZX.xml');
    expect((await ask('/feeds/ZX.xml')).cache).toMatch(/; hit/);
  });
});
