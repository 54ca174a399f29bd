// SPEC §8: a failed on-demand page chunk (typically a deploy removed the old hashed file)
// reloads the page, at most once per 10 s for the same path, tracked in sessionStorage.

import { CHUNK_RELOAD_GUARD_MS } from '../constants.ts';

const KEY = 'chunk-reload';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

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
 * Wraps a lazy route import: on failure in the browser, reload once; within the guard
 * window show `fallback` (a page that explains and offers a reload) instead of looping.
 */
export function lazyWithReload<T>(load: () => Promise<T>, fallback: T): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (typeof window === 'undefined') throw error;
      console.warn('route chunk failed to load', error);
      if (claimChunkReload(window.sessionStorage, window.location.pathname)) {
        window.location.reload();
        // Keep the router waiting: the page is going away.
        return new Promise<T>(() => undefined);
      }
      return fallback;
    }
  };
}
