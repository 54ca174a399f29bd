// architecture.md "Edge cache": miss → hit → stale (served, revalidated in waitUntil) → refetched →
// stale-if-error when the store fails; keys carry the build and the content generation.

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { withEdgeCache, type Loaded } from '../../worker/cache/edge-cache.ts';
import { MemoryTier } from '../../worker/cache/memory-tier.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { textCodec } from './helpers/text-codec.ts';
import { get } from './helpers/request.ts';

const WINDOW = { ttl: 60, stale: 600 };
let unique = 0;

const text = textCodec;

function origin() {
  let version = 0;
  let failing = false;
  const calls: number[] = [];
  return {
    calls,
    fail: (on: boolean) => (failing = on),
    load: async (): Promise<Loaded<string, never>> => {
      calls.push(++version);
      if (failing) throw new Error('CMS down');
      return { ok: true, value: `version ${version}` };
    },
  };
}

interface AskOptions {
  generation?: number;
  memory?: MemoryTier | null;
}

async function ask(
  key: string,
  now: number,
  load: () => Promise<Loaded<string, never>>,
  { generation = 1, memory = null }: AskOptions = {},
) {
  const ctx = createExecutionContext();
  const result = await withEdgeCache({ key, generation, window: WINDOW, ctx, codec: text, load, now, memory });
  await waitOnExecutionContext(ctx);
  if (!result.ok) throw result.error;
  return { outcome: result.outcome, body: result.value, tier: result.tier };
}

describe('withEdgeCache', () => {
  it('goes miss → hit → stale (revalidated in the background) → hit on the new entry', async () => {
    const key = `/t/${++unique}`;
    const cms = origin();
    const t0 = 1_800_000_000_000;
    expect(await ask(key, t0, cms.load)).toMatchObject({ outcome: 'MISS', body: 'version 1' });
    expect(await ask(key, t0 + 30_000, cms.load)).toMatchObject({ outcome: 'HIT', body: 'version 1' });
    expect(cms.calls).toHaveLength(1);
    // Past the TTL: the old answer at once, the new one fetched behind it.
    expect(await ask(key, t0 + 90_000, cms.load)).toMatchObject({ outcome: 'STALE', body: 'version 1' });
    expect(cms.calls).toHaveLength(2);
    expect(await ask(key, t0 + 95_000, cms.load)).toMatchObject({ outcome: 'HIT', body: 'version 2' });
  });

  it('serves the stored answer when the store fails (stale-if-error), and recovers with it', async () => {
    const key = `/t/${++unique}`;
    const cms = origin();
    const t0 = 1_800_000_000_000;
    await ask(key, t0, cms.load);
    cms.fail(true);
    // Past the stale window a refetch is tried first; it fails, so the old entry answers.
    expect(await ask(key, t0 + 3_600_000, cms.load)).toMatchObject({ outcome: 'STALE-IF-ERROR', body: 'version 1' });
    // The store is back: the next request refetches and stores the new answer.
    cms.fail(false);
    expect(await ask(key, t0 + 3_601_000, cms.load)).toMatchObject({ outcome: 'MISS', body: 'version 3' });
  });

  it('reports a failed load as a result, with nothing stored to fall back on', async () => {
    const ctx = createExecutionContext();
    const failed = await withEdgeCache({
      key: `/t/${++unique}`,
      generation: 1,
      window: WINDOW,
      ctx,
      codec: text,
      memory: null,
      load: async (): Promise<Loaded<string, string>> => ({ ok: false, failure: 'code 500' }),
    });
    expect(failed).toEqual({ ok: false, failure: 'code 500' });
    const cms = origin();
    cms.fail(true);
    await expect(ask(`/t/${++unique}`, Date.now(), cms.load)).rejects.toThrow('CMS down');
  });

  it('keeps entries apart by content generation, so an import makes old ones unreachable in both tiers', async () => {
    const key = `/t/${++unique}`;
    const cms = origin();
    const memory = new MemoryTier(1 << 20);
    const at = Date.now();
    await ask(key, at, cms.load, { memory });
    expect(await ask(key, at, cms.load, { memory })).toMatchObject({ outcome: 'HIT', tier: 'memory' });
    expect(await ask(key, at, cms.load, { memory, generation: 2 })).toMatchObject({ outcome: 'MISS', body: 'version 2' });
  });
});

describe('writes after the response', () => {
  it('stores a fresh answer only once the response has ended, then answers hits from it', async () => {
    const key = `/t/${++unique}`;
    const cms = origin();
    const memory = new MemoryTier(1 << 20);
    const at = Date.now();
    let ended = () => {};
    const storeAfter = new Promise<void>((resolve) => (ended = resolve));
    const ctx = createExecutionContext();
    const first = await withEdgeCache({
      key,
      generation: 1,
      window: WINDOW,
      ctx,
      codec: text,
      load: cms.load,
      now: at,
      memory,
      storeAfter,
    });
    expect(first).toMatchObject({ outcome: 'MISS', value: 'version 1' });
    // The response is still being written: nothing is stored yet, in either tier.
    expect(await ask(key, at, cms.load)).toMatchObject({ outcome: 'MISS', body: 'version 2' });
    ended();
    await waitOnExecutionContext(ctx);
    expect(await ask(key, at, cms.load, { memory })).toMatchObject({ outcome: 'HIT', tier: 'memory', body: 'version 1' });
  });
});

describe('the memory tier', () => {
  it('answers a hit from memory, and from the Cache API once memory has evicted it', async () => {
    const key = `/t/${++unique}`;
    const cms = origin();
    const memory = new MemoryTier(4096);
    const t0 = Date.now();
    await ask(key, t0, cms.load, { memory });
    expect(await ask(key, t0 + 1000, cms.load, { memory })).toMatchObject({ outcome: 'HIT', tier: 'memory', body: 'version 1' });
    // Other entries push it out of the 4 KB tier; the Cache API still has it, and memory takes it back.
    for (let i = 0; i < 8; i++) await ask(`${key}/other/${i}`, t0, async () => ({ ok: true, value: 'x'.repeat(300) }), { memory });
    expect(memory.bytes).toBeLessThanOrEqual(4096);
    expect(await ask(key, t0 + 2000, cms.load, { memory })).toMatchObject({ outcome: 'HIT', tier: 'cache-api', body: 'version 1' });
    expect(await ask(key, t0 + 3000, cms.load, { memory })).toMatchObject({ outcome: 'HIT', tier: 'memory' });
    expect(cms.calls).toHaveLength(1);
  });

  it('serves a stale answer from memory while the store fails', async () => {
    const key = `/t/${++unique}`;
    const cms = origin();
    const memory = new MemoryTier(1 << 20);
    const t0 = Date.now();
    await ask(key, t0, cms.load, { memory });
    cms.fail(true);
    expect(await ask(key, t0 + 90_000, cms.load, { memory })).toMatchObject({ outcome: 'STALE', tier: 'memory', body: 'version 1' });
    expect(await ask(key, t0 + 3_600_000, cms.load, { memory })).toMatchObject({ outcome: 'STALE-IF-ERROR', body: 'version 1' });
  });

  it('stays within its bound in bytes, oldest out first', () => {
    const memory = new MemoryTier(1000);
    for (let i = 0; i < 10; i++) memory.set(`k${i}`, { held: i, fetchedAt: 0, size: 200 });
    expect(memory.bytes).toBe(1000);
    expect(memory.get('k0')).toBeUndefined();
    expect(memory.get('k9')?.held).toBe(9);
    // Too large to share the tier fairly: not held at all.
    memory.set('big', { held: 'big', fetchedAt: 0, size: 600 });
    expect(memory.get('big')).toBeUndefined();
  });
});

describe('Cache-Status on responses (RFC 9211)', () => {
  it('an API answer says miss, then hit', async () => {
    const path = `/api/cn/ListRelease?columnCode=YW&pageSize=3&pageNum=${2 + (++unique % 5)}`;
    const first = await get(path);
    expect(first.headers.get('Cache-Status')).toMatch(/^ccpit-edge; fwd=miss; stored/);
    const second = await get(path);
    expect(second.headers.get('Cache-Status')).toMatch(/^ccpit-edge; hit; ttl=\d+/);
    expect(await second.json()).toEqual(await first.json());
  });

  it('the read count is never cached', async () => {
    // Two readers: one reader counts once per article within a while (worker/api/read-count.ts).
    const n = Math.floor(Math.random() * 100);
    const one = await get('/api/common/getReadCount/1002', { headers: { 'CF-Connecting-IP': `192.0.2.${n}` } });
    const two = await get('/api/common/getReadCount/1002', { headers: { 'CF-Connecting-IP': `192.0.2.${n + 100}` } });
    expect(one.headers.get('Cache-Status')).toBe('ccpit-edge; fwd=bypass');
    expect(one.headers.get('Cache-Control')).toBe('no-store, no-transform');
    expect(((await two.json()) as { data: number }).data).toBe(((await one.json()) as { data: number }).data + 1);
  });

  it('a page is cached and served as stored, byte for byte, with the same CSP', async () => {
    const first = await get('/aboutUs/organization');
    expect(first.headers.get('Cache-Status')).toMatch(/fwd=miss; stored/);
    const stored = await first.text();
    const second = await get('/aboutUs/organization');
    expect(second.headers.get('Cache-Status')).toMatch(/; hit;/);
    expect(await second.text()).toBe(stored);
    expect(second.headers.get('Content-Security-Policy')).toBe(first.headers.get('Content-Security-Policy'));
    expect(second.headers.get('X-Request-Id')).not.toBe(first.headers.get('X-Request-Id'));
  });

  it('search results are never cached', async () => {
    const res = await get('/search?q=RCEP');
    expect(res.headers.get('Cache-Status')).toBe('ccpit-edge; fwd=bypass');
  });

  it('an import (a new content generation) makes cached pages unreachable', async () => {
    await (await get('/aboutUs/speech')).text();
    expect((await get('/aboutUs/speech')).headers.get('Cache-Status')).toMatch(/; hit;/);
    await env.DB.exec("UPDATE meta SET value = value + 1 WHERE key = 'content_generation'");
    // Isolates re-read the generation every few seconds; this one now.
    await forgetGeneration();
    expect((await get('/aboutUs/speech')).headers.get('Cache-Status')).toMatch(/fwd=miss/);
  });
});
