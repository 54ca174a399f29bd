// The content API answers this visit has already fetched (architecture.md "Navigation"): a navigation
// reuses an answer read at the content generation the site last reported, instead of asking
// again. An answer that names no generation (upstream mode) is reused only for its
// Cache-Control max-age; one marked no-store (the read count) is never kept.

/** The response header carrying the content generation an answer was read at (worker/api). */
export const GENERATION_HEADER = 'Content-Generation';

interface Kept {
  body: Promise<unknown>;
  generation: number | null;
  /** Reusable until then when it names no generation (ms since the epoch). */
  expires: number;
}

export interface VisitCache {
  /** The answer in flight or kept for `url`, if it may still be used. */
  get(url: string): Promise<unknown> | undefined;
  /** Shares an answer in flight: concurrent loaders asking the same URL wait for one request. */
  pending(url: string, body: Promise<unknown>): void;
  /** Keeps a settled answer by what its response said (or forgets it: `keep` false). */
  settle(url: string, headers: Headers, keep: boolean): void;
}

function maxAgeSeconds(cacheControl: string | null): number | null {
  if (!cacheControl || /\bno-store\b/.test(cacheControl)) return null;
  const match = /\bmax-age=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

export function createVisitCache(now: () => number = Date.now): VisitCache {
  const entries = new Map<string, Kept>();
  /** The generation the site last reported: answers read at another one are not reused. */
  let current: number | null = null;
  return {
    get(url) {
      const kept = entries.get(url);
      if (!kept) return undefined;
      const fresh = kept.generation !== null ? kept.generation === current : now() < kept.expires;
      if (fresh) return kept.body;
      entries.delete(url);
      return undefined;
    },
    pending(url, body) {
      // In flight: shared until it settles, whatever its generation turns out to be.
      entries.set(url, { body, generation: current, expires: Number.POSITIVE_INFINITY });
    },
    settle(url, headers, keep) {
      // Any answer that names a generation tells which one is current (the read count too).
      const named = headers.get(GENERATION_HEADER);
      const generation = named !== null && /^\d+$/.test(named) ? Number(named) : null;
      if (generation !== null) current = generation;
      const kept = entries.get(url);
      if (!kept) return;
      const maxAge = maxAgeSeconds(headers.get('Cache-Control'));
      if (!keep || maxAge === null) entries.delete(url);
      else entries.set(url, { body: kept.body, generation, expires: now() + maxAge * 1000 });
    },
  };
}
