// A navigation the site cannot serve right now stays where it started (docs/api.md "Limits"):
// when a destination's content answer says 429 (this visitor is past its limit) or 503 (the
// site is busy), the transport has already shown requirements §8's notification with the
// server's message, and the visitor keeps the page, its URL and its scroll position, instead
// of an error page in place of what they were reading. The same link works after the wait.
// React Router cannot cancel a navigation whose loaders ran: this router's data strategy
// replaces it with a navigation to the page shown that reuses the data it already has. Back
// and forward have already moved the history: the strategy moves it back to the entry shown
// (as React Router's own blockers do) and the navigation that this starts reuses the data.

import { type DataRouter, type DataStrategyFunction, type DataStrategyResult, NavigationType } from 'react-router';

/** Whether a loader's error is the content API saying "not now" (a limit, or a busy site). */
export function isLimited(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || (error as Error).name !== 'ApiError') return false;
  const code = (error as { code?: unknown }).code;
  return code === 429 || code === 503;
}

/** How long a back/forward kept off waits for the history to return before it goes on as before. */
const RETURN_WAIT_MS = 2000;

/** The browser's session history as React Router's browser history writes it. */
export interface SessionHistory {
  /** The index of the entry shown by the browser (`history.state.idx`), if known. */
  index(): number | null;
  go(delta: number): void;
}

/** The window's session history, where there is one. */
function browserHistory(): SessionHistory | null {
  if (typeof window === 'undefined') return null;
  return {
    index() {
      const idx = (window.history.state as { idx?: unknown } | null)?.idx;
      return typeof idx === 'number' ? idx : null;
    },
    go: (delta) => window.history.go(delta),
  };
}

/** Resolves when `signal` aborts, or after `ms` (false then). */
function aborted(signal: AbortSignal, ms: number): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(true);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** The router's data strategy: React Router's default, except for a limited navigation. */
export function stayPutStrategy(
  router: () => DataRouter | undefined,
  session: SessionHistory | null = browserHistory(),
): DataStrategyFunction {
  /** The href of the navigation back to the page shown, while it is under way. */
  let stayingAt: string | null = null;
  /** The history index of the entry shown: back/forward moves the history before the loaders run. */
  let shownIndex = session?.index() ?? null;
  let watching = false;
  /** Follows the router's commits from when it exists (the strategy may be made before it). */
  const watch = () => {
    const current = router();
    if (watching || !current) return;
    watching = true;
    current.subscribe((state) => {
      if (state.navigation.state !== 'idle') return;
      shownIndex = session?.index() ?? null;
      // Back at an entry with a hash, React Router completes without loaders: the mark goes here.
      stayingAt = null;
    });
  };
  watch();
  return async ({ request, matches, unstable_navigationType: navigationType }) => {
    watch();
    const shown = router()?.state;
    const href = new URL(request.url);
    const results: Record<string, DataStrategyResult> = {};
    if (shown && stayingAt !== null && stayingAt === href.pathname + href.search) {
      // The page shown, again: its data as it is, nothing asked of the network.
      stayingAt = null;
      for (const match of matches)
        if (match.shouldLoad) results[match.route.id] = { type: 'data', result: shown.loaderData[match.route.id] };
      return results;
    }
    const loading = matches.filter((m) => m.shouldLoad);
    const settled = await Promise.all(loading.map((m) => m.resolve()));
    settled.forEach((result, i) => {
      results[loading[i]!.route.id] = result;
    });
    // A link, a form or back/forward (not a revalidation), from a page that shows its own
    // content (an error page has no data to keep).
    const limited = settled.some((r) => r.type === 'error' && isLimited(r.result));
    const current = router();
    const byLinkOrForm = navigationType === NavigationType.Push || navigationType === NavigationType.Replace;
    if (limited && current && session && navigationType === NavigationType.Pop && !current.state.errors) {
      // Back/forward: the browser already shows the destination's entry. Going back to the
      // entry shown starts a navigation to it (answered with the data shown, below), which
      // aborts this one before it commits; its scroll position is the one saved as it left.
      const delta = (session.index() ?? Number.NaN) - (shownIndex ?? Number.NaN);
      if (delta) {
        const { pathname, search } = current.state.location;
        stayingAt = pathname + search;
        session.go(-delta);
        // Until then this navigation stays pending; should the history never return, it goes on.
        if (!(await aborted(request.signal, RETURN_WAIT_MS))) stayingAt = null;
      }
    }
    if (limited && current && byLinkOrForm && !current.state.errors) {
      const { pathname, search, hash, state } = current.state.location;
      stayingAt = pathname + search;
      // Starting it aborts this navigation: its results are dropped, nothing is committed.
      // (With a hash it completes without loading, so the mark is cleared when it is done.)
      void current
        .navigate(pathname + search + hash, { replace: true, preventScrollReset: true, state })
        .finally(() => {
          stayingAt = null;
        });
    }
    return results;
  };
}
