// requirements §8.4: a page chunk that is really missing (typically a deploy removed the old
// hashed file: chunk-missing.ts decides) loads the page again, at most once per 10 s for the
// same path, tracked in sessionStorage. During a client navigation the chunk fails before the
// URL changes, so the page to load is the navigation's destination, not the page the visitor
// is leaving. An import the browser failed because the visitor is leaving the page never
// reloads anything (WebKit and Gecko cancel pending imports when a navigation starts; decision 0095).

import { CHUNK_RELOAD_GUARD_MS } from '../constants.ts';

const KEY = 'chunk-reload';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** A location the router is navigating to, or undefined when it is idle. */
export type PendingLocation = Pick<Location, 'pathname' | 'search' | 'hash'>;

// Browser only: one router per document. Set by entry.client.tsx as soon as the router exists.
let pendingLocation: () => PendingLocation | undefined = () => undefined;
// The build the page came from (root data), for the missing-chunk checks; none on the dev server.
let pageBuild: string | undefined;

export function trackPendingNavigation(read: () => PendingLocation | undefined): void {
  pendingLocation = read;
}

export function trackPageBuild(buildId: string | undefined): void {
  pageBuild = buildId;
}

// Set when the page is hidden on its way out (a navigation away, a tab closed); cleared when
// the back/forward cache shows it again. Listened to from the first module on, so that even
// the current page's own chunk, imported before hydration, knows.
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
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

/** What keeps the router waiting while the page reloads: it never settles. */
const goingAway = <T>() => new Promise<T>(() => undefined);

/** While the visitor leaves: settles only if the back/forward cache shows the page again, with another try. */
const untilShownAgain = <T>(load: () => Promise<T>, fallback: T) =>
  new Promise<T>((resolve) => {
    window.addEventListener('pageshow', () => resolve(load().catch(() => fallback)), { once: true });
  });

/** Loads the destination (or the page itself, when that is where the visitor is); false within the guard. */
function reloadToDestination(): boolean {
  const here = window.location;
  const target = pendingLocation() ?? here;
  if (!claimChunkReload(window.sessionStorage, target.pathname)) return false;
  // assign() of the current URL with a hash would only scroll: reload that one instead.
  if (target.pathname === here.pathname && target.search === here.search) here.reload();
  else here.assign(target.pathname + target.search + target.hash);
  return true;
}

/**
 * Whether the chunk is really gone. The check's own code loads only when an import has failed
 * (it is no part of any page's script before hydration); when it cannot load either while the
 * browser is online, this build's files are gone: that is the answer.
 */
function isMissing(error: unknown, module: string | undefined): Promise<boolean> {
  return import('./chunk-missing.ts').then(
    ({ chunkIsMissing }) => chunkIsMissing({ error, module, buildId: pageBuild }),
    () => navigator.onLine,
  );
}

/**
 * Wraps a lazy import (`module`: its source path, `app/routes/search.tsx`, which finds its chunk
 * in the build's file map when the error names none). On failure in the browser: when the
 * page is being left, wait for it to go (or, shown again from the back/forward cache, try
 * again); when the chunk is really missing, load the
 * destination once; when it is there, try the import again; else, or within the guard
 * window, `fallback` (a page that explains and offers a reload) instead of looping.
 */
export function lazyWithReload<T>(load: () => Promise<T>, fallback: T, module?: string): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (typeof window === 'undefined') throw error;
      if (leaving) return untilShownAgain(load, fallback);
      const missing = await isMissing(error, module);
      // The checks take a round trip, in which the visitor may have left.
      if (leaving) return untilShownAgain(load, fallback);
      if (missing) return reloadToDestination() ? goingAway<T>() : fallback;
      // The chunk is there: a failure of the moment (a dropped connection) gets one more try.
      try {
        return await load();
      } catch {
        return leaving ? untilShownAgain(load, fallback) : fallback;
      }
    }
  };
}
