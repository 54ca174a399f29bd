// The one edge-cache helper (DESIGN "Edge cache") over the Workers Cache API, which knows
// nothing of stale-while-revalidate or stale-if-error: each entry stores its fetch time and
// this helper decides fresh / stale (serve and revalidate in waitUntil) / stale-if-error.

import type { CacheWindow } from '../config.ts';
import { BUILD_ID } from '../config.ts';

export type CacheOutcome = 'HIT' | 'MISS' | 'STALE' | 'STALE-IF-ERROR' | 'BYPASS';

const FETCHED_AT = 'X-Edge-Fetched-At';

/**
 * Past the stale window an entry is refetched before answering, but kept this much longer
 * so that a failing store or CMS (stale-if-error) still has something to serve.
 */
export const STALE_IF_ERROR_SECONDS = 7 * 86_400;

/** Keys carry the build id and the content generation: a deploy or an import starts afresh. */
export function cacheKey(key: string, generation: number): Request {
  return new Request(`https://edge-cache.internal/${encodeURIComponent(BUILD_ID)}/${generation}${key}`);
}

async function openCache(): Promise<Cache | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open('ccpit-site');
  } catch {
    return null;
  }
}

interface EdgeCacheOptions {
  key: string;
  generation: number;
  window: CacheWindow;
  ctx: ExecutionContext;
  /** Produces a fresh response; throwing (or returning null) counts as an upstream failure. */
  load: () => Promise<Response | null>;
  /** Whether a fresh response may be stored (e.g. pages: only 200s); others pass through. */
  cacheable?: (response: Response) => boolean;
  now?: number;
}

export interface EdgeCacheResult {
  response: Response;
  outcome: CacheOutcome;
  /** Seconds of freshness left (negative when stale). */
  ttl: number;
}

export async function withEdgeCache(opts: EdgeCacheOptions): Promise<EdgeCacheResult> {
  const { window, ctx, load } = opts;
  const now = opts.now ?? Date.now();
  const request = cacheKey(opts.key, opts.generation);
  const cache = window.ttl + window.stale > 0 ? await openCache() : null;
  if (!cache) {
    const response = await load();
    if (!response) throw new Error('content unavailable');
    return { response, outcome: 'BYPASS', ttl: 0 };
  }
  const stored = await cache.match(request);
  const age = stored ? (now - Number(stored.headers.get(FETCHED_AT) ?? 0)) / 1000 : Infinity;
  const ttl = Math.round(window.ttl - age);

  let passedThrough = false;
  /** What the Cache API keeps: the body with its fetch time, no cookies, no Vary. */
  const entry = (res: Response): Response => {
    const copy = new Response(res.body, res);
    copy.headers.set(FETCHED_AT, String(opts.now ?? Date.now()));
    // The Cache API evicts by max-age: keep entries through the stale and stale-if-error windows.
    copy.headers.set('Cache-Control', `max-age=${window.ttl + window.stale + STALE_IF_ERROR_SECONDS}`);
    copy.headers.delete('Set-Cookie');
    copy.headers.delete('Vary');
    return copy;
  };
  /**
   * Loads afresh. In the background the answer only goes to the cache; in the foreground the
   * visitor's copy streams at once while the cache's copy is stored in waitUntil.
   */
  const refresh = async (background: boolean): Promise<Response | null> => {
    const fresh = await load();
    if (!fresh) return null;
    if (opts.cacheable && !opts.cacheable(fresh)) {
      passedThrough = true;
      return fresh;
    }
    if (background) {
      await cache.put(request, entry(fresh));
      return null;
    }
    const [forVisitor, forCache] = fresh.body ? fresh.body.tee() : [null, null];
    ctx.waitUntil(cache.put(request, entry(new Response(forCache, fresh))).catch(() => undefined));
    return new Response(forVisitor, fresh);
  };

  if (stored && age <= window.ttl) return { response: stored, outcome: 'HIT', ttl };
  if (stored && age <= window.ttl + window.stale) {
    ctx.waitUntil(refresh(true).catch(() => undefined));
    return { response: stored, outcome: 'STALE', ttl };
  }
  try {
    const fresh = await refresh(false);
    if (fresh) return { response: fresh, outcome: passedThrough ? 'BYPASS' : 'MISS', ttl: passedThrough ? 0 : window.ttl };
  } catch (error) {
    if (!stored) throw error;
  }
  if (stored) return { response: stored, outcome: 'STALE-IF-ERROR', ttl };
  throw new Error('content unavailable');
}

/** RFC 9211 Cache-Status for what the edge cache did. */
export function cacheStatus(outcome: CacheOutcome, ttl = 0): string {
  const name = 'ccpit-edge';
  switch (outcome) {
    case 'HIT':
      return `${name}; hit; ttl=${ttl}`;
    case 'STALE':
      return `${name}; hit; ttl=${ttl}; detail=stale-while-revalidate`;
    case 'STALE-IF-ERROR':
      return `${name}; hit; ttl=${ttl}; detail=stale-if-error`;
    case 'MISS':
      return `${name}; fwd=miss; stored`;
    default:
      return `${name}; fwd=bypass`;
  }
}
