// DESIGN "Edge cache": miss → hit → stale (served, revalidated in waitUntil) → refetched →
// stale-if-error when the store fails; keys carry the build and the content generation.

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { withEdgeCache } from '../../worker/content/cache.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { get } from './helpers/request.ts';

const WINDOW = { ttl: 60, stale: 600 };
let unique = 0;

function origin() {
  let version = 0;
  let failing = false;
  const calls: number[] = [];
  return {
    calls,
    fail: (on: boolean) => (failing = on),
    load: async () => {
      calls.push(++version);
      if (failing) throw new Error('CMS down');
      return new Response(`version ${version}`);
    },
  };
}

async function ask(key: string, now: number, load: () => Promise<Response | null>) {
  const ctx = createExecutionContext();
  const result = await withEdgeCache({ key, generation: 1, window: WINDOW, ctx, load, now });
  const body = await result.response.text();
  await waitOnExecutionContext(ctx);
  return { outcome: result.outcome, body };
}

describe('withEdgeCache', () => {
  it('goes miss → hit → stale (revalidated in the background) → hit on the new entry', async () => {
    const key = `/t/${++unique}`;
    const cms = origin();
    const t0 = 1_800_000_000_000;
    expect(await ask(key, t0, cms.load)).toEqual({ outcome: 'MISS', body: 'version 1' });
    expect(await ask(key, t0 + 30_000, cms.load)).toEqual({ outcome: 'HIT', body: 'version 1' });
    expect(cms.calls).toHaveLength(1);
    // Past the TTL: the old answer at once, the new one fetched behind it.
    expect(await ask(key, t0 + 90_000, cms.load)).toEqual({ outcome: 'STALE', body: 'version 1' });
    expect(cms.calls).toHaveLength(2);
    expect(await ask(key, t0 + 95_000, cms.load)).toEqual({ outcome: 'HIT', body: 'version 2' });
  });

  it('serves the stored answer when the store fails (stale-if-error), and recovers with it', async () => {
    const key = `/t/${++unique}`;
    const cms = origin();
    const t0 = 1_800_000_000_000;
    await ask(key, t0, cms.load);
    cms.fail(true);
    // Past the stale window a refetch is tried first; it fails, so the old entry answers.
    expect(await ask(key, t0 + 3_600_000, cms.load)).toEqual({ outcome: 'STALE-IF-ERROR', body: 'version 1' });
    // The store is back: the next request refetches and stores the new answer.
    cms.fail(false);
    expect(await ask(key, t0 + 3_601_000, cms.load)).toEqual({ outcome: 'MISS', body: 'version 3' });
  });

  it('passes the error on when there is nothing stored to fall back on', async () => {
    const cms = origin();
    cms.fail(true);
    await expect(ask(`/t/${++unique}`, Date.now(), cms.load)).rejects.toThrow('CMS down');
  });

  it('keeps entries apart by content generation, so an import makes old ones unreachable', async () => {
    const key = `/t/${++unique}`;
    const cms = origin();
    const ctx = createExecutionContext();
    const at = Date.now();
    await withEdgeCache({ key, generation: 1, window: WINDOW, ctx, load: cms.load, now: at });
    const next = await withEdgeCache({ key, generation: 2, window: WINDOW, ctx, load: cms.load, now: at });
    expect(next.outcome).toBe('MISS');
    expect(await next.response.text()).toBe('version 2');
    await waitOnExecutionContext(ctx);
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
    const one = await get('/api/common/getReadCount/1002');
    const two = await get('/api/common/getReadCount/1002');
    expect(one.headers.get('Cache-Status')).toBe('ccpit-edge; fwd=bypass');
    expect(one.headers.get('Cache-Control')).toBe('no-store');
    expect(((await two.json()) as { data: number }).data).toBe(((await one.json()) as { data: number }).data + 1);
  });

  it('a page is cached, and a cached page carries a fresh nonce matching its CSP', async () => {
    const first = await get('/aboutUs/organization');
    expect(first.headers.get('Cache-Status')).toMatch(/fwd=miss; stored/);
    await first.text();
    const second = await get('/aboutUs/organization');
    expect(second.headers.get('Cache-Status')).toMatch(/; hit;/);
    const html = await second.text();
    const csp = second.headers.get('Content-Security-Policy') ?? '';
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
    expect([...nonces]).toEqual([nonce]);
    expect(first.headers.get('Content-Security-Policy')).not.toBe(csp);
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
    forgetGeneration();
    expect((await get('/aboutUs/speech')).headers.get('Cache-Status')).toMatch(/fwd=miss/);
  });
});

describe('the content generation an isolate uses', () => {
  it('is read at most once per 5 s, and a failing read keeps the last known value', async () => {
    const { currentGeneration, GENERATION_TTL_MS } = await import('../../worker/content/generation.ts');
    forgetGeneration();
    const first = await currentGeneration(env.DB, 0);
    await env.DB.exec("UPDATE meta SET value = value + 1 WHERE key = 'content_generation'");
    expect(await currentGeneration(env.DB, GENERATION_TTL_MS - 1)).toBe(first);
    expect(await currentGeneration(env.DB, GENERATION_TTL_MS)).toBe(first + 1);
    await env.DB.exec('ALTER TABLE meta RENAME TO meta_offline');
    try {
      expect(await currentGeneration(env.DB, 3 * GENERATION_TTL_MS)).toBe(first + 1);
    } finally {
      await env.DB.exec('ALTER TABLE meta_offline RENAME TO meta');
      forgetGeneration();
    }
  });
});
