// A notice in force until its "valid until" says it has ended on time (issue 35): its page is
// kept by the page cache until that moment only (worker/cache/edge-cache.ts `expiresAt`, set
// from the page's Expires), so a copy rendered before it is never served after it, fresh,
// stale or stale-if-error. The clock is the test's (fake Date), no sleeps.

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { withEdgeCache, type Loaded } from '../../worker/cache/edge-cache.ts';
import { MemoryTier } from '../../worker/cache/memory-tier.ts';
import { textCodec } from './helpers/text-codec.ts';
import { publish } from './helpers/publish.ts';
import { getWithEnv } from './helpers/request.ts';

/** `yyyy-MM-dd HH:mm:ss` in Beijing time, as the import format writes `validUntil`. */
const beijing = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

const visit = async (path: string) => {
  const res = await getWithEnv(path, env, { headers: { Accept: 'text/html' } });
  return { html: await res.text(), cacheStatus: res.headers.get('Cache-Status') ?? '', expires: res.headers.get('Expires') };
};

afterEach(() => {
  vi.useRealTimers();
});

// 1108 carries no "valid until" in the seed: it is given one for these tests, then none again.
afterAll(async () => {
  expect(await publish({ version: 1, releases: [{ id: '1108', validUntil: null }], replace: { releases: ['1108'] } })).toEqual([]);
});

describe('a release page cached before its "valid until"', { timeout: 60_000 }, () => {
  it('is not served unchanged after it, though its copy is still fresh', async () => {
    // A whole second, 20 s ahead: the page's fresh time (PAGE_CACHE_TTL, 30 s) outlasts it.
    const until = Math.floor(Date.now() / 1000) * 1000 + 20_000;
    expect(await publish({ version: 1, releases: [{ id: '1108', validUntil: beijing(until) }], replace: { releases: ['1108'] } })).toEqual(
      [],
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(until - 10_000);
    const before = await visit('/detail/1108');
    expect(before.html).not.toContain('本通知已过有效期');
    // The visitor's copy keeps no Expires of its own: the page cache's max-age=0 says it all.
    expect(before.expires).toBeNull();
    const again = await visit('/detail/1108');
    expect(again.cacheStatus).toMatch(/; hit;/);

    vi.setSystemTime(until + 1000);
    const after = await visit('/detail/1108');
    expect(after.html).toContain('本通知已过有效期');
    expect(after.cacheStatus).not.toMatch(/; hit;/);
    // The page that says so has no end of its own: it is kept as any other page.
    const later = await visit('/detail/1108');
    expect(later.cacheStatus).toMatch(/; hit;/);
    expect(later.html).toContain('本通知已过有效期');
  });
});

describe('the edge cache and a value with an end', () => {
  const text = textCodec;
  const WINDOW = { ttl: 60, stale: 600 };

  async function ask(key: string, now: number, load: () => Promise<Loaded<string, never>>, memory: MemoryTier | null) {
    const ctx = createExecutionContext();
    const result = await withEdgeCache({ key, generation: 1, window: WINDOW, ctx, codec: text, load, now, memory });
    await waitOnExecutionContext(ctx);
    return result;
  }

  it.each([
    ['memory', () => new MemoryTier(1 << 20)],
    ['the Cache API', () => null],
  ])('serves nothing past it from %s, not even when the store then fails', async (_, tier) => {
    const memory = tier();
    const key = `/valid-until/${Math.random()}`;
    const t0 = Date.now();
    const first = await ask(key, t0, async () => ({ ok: true, value: 'in force', expiresAt: t0 + 5000 }), memory);
    expect(first).toMatchObject({ ok: true, outcome: 'MISS' });
    expect(await ask(key, t0 + 4000, () => Promise.reject(new Error('not asked')), memory)).toMatchObject({
      ok: true,
      outcome: 'HIT',
      value: 'in force',
    });
    // Past its end: the failing store is not covered by the old value (no stale-if-error).
    const failed = await ask(key, t0 + 5000, () => Promise.reject(new Error('store down')), memory);
    expect(failed.ok).toBe(false);
    const renewed = await ask(key, t0 + 6000, async () => ({ ok: true, value: 'ended' }), memory);
    expect(renewed).toMatchObject({ ok: true, outcome: 'MISS', value: 'ended' });
  });
});
