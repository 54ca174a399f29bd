// requirements §8: a failed on-demand page chunk (typically a deploy removed the old hashed file)
// loads the page again, at most once per 10 s for the same path, tracked in sessionStorage.
// During a client navigation the chunk fails before the URL changes, so the page to load is
// the navigation's destination, not the page the visitor is leaving.

import { CHUNK_RELOAD_GUARD_MS } from '../constants.ts';

const KEY = 'chunk-reload';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** A location the router is navigating to, or undefined when it is idle. */
export type PendingLocation = Pick<Location, 'pathname' | 'search' | 'hash'>;

// Browser only: one router per document. Set by entry.client.tsx as soon as the router exists.
let pendingLocation: () => PendingLocation | undefined = () => undefined;

export function trackPendingNavigation(read: () => PendingLocation | undefined): void {
  pendingLocation = read;
}

/** True when a reload for `path` is allowed now; records it. */
export function claimChunkReload(storage: Storage, path: string, now = Date.now()): boolean {
  let seen: Record<string, number> = {};
  try {
    seen = JSON.parse(storage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    seen = {};
  }
  const last = seen[path];
  if (last !== undefined && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  seen[path] = now;
  storage.setItem(KEY, JSON.stringify(seen));
  return true;
}

/**
 * Wraps a lazy route import: on failure in the browser, load the destination once; within
 * the guard window show `fallback` (a page that explains and offers a reload) instead of looping.
 */
export function lazyWithReload<T>(load: () => Promise<T>, fallback: T): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (typeof window === 'undefined') throw error;
      console.warn('route chunk failed to load', error);
      const here = window.location;
      const target = pendingLocation() ?? here;
      if (claimChunkReload(window.sessionStorage, target.pathname)) {
        // assign() of the current URL with a hash would only scroll: reload that one instead.
        if (target.pathname === here.pathname && target.search === here.search) here.reload();
        else here.assign(target.pathname + target.search + target.hash);
        // Keep the router waiting: the page is going away.
        return new Promise<T>(() => undefined);
      }
      return fallback;
    }
  };
}
