// A navigation the site cannot serve right now stays where it started (docs/api.md "Limits"):
// when a destination's content answer says 429 (this visitor is past its limit) or 503 (the
// site is busy), the transport has already shown requirements §8's notification with the
// server's message, and the visitor keeps the page, its URL and its scroll position, instead
// of an error page in place of what they were reading. The same link works after the wait.
// React Router cannot cancel a navigation whose loaders ran: this router's data strategy
// replaces it with a navigation to the page shown that reuses the data it already has.

import { type DataRouter, type DataStrategyFunction, type DataStrategyResult, NavigationType } from 'react-router';

/** Whether a loader's error is the content API saying "not now" (a limit, or a busy site). */
export function isLimited(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || (error as Error).name !== 'ApiError') return false;
  const code = (error as { code?: unknown }).code;
  return code === 429 || code === 503;
}

/** The router's data strategy: React Router's default, except for a limited navigation. */
export function stayPutStrategy(router: () => DataRouter | undefined): DataStrategyFunction {
  /** The href of the navigation back to the page shown, while it is under way. */
  let stayingAt: string | null = null;
  return async ({ request, matches, unstable_navigationType: navigationType }) => {
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
    // A link or a form (not back/forward, whose URL has already changed; not a revalidation),
    // from a page that shows its own content (an error page has no data to keep).
    const limited = settled.some((r) => r.type === 'error' && isLimited(r.result));
    const current = router();
    const byLinkOrForm = navigationType === NavigationType.Push || navigationType === NavigationType.Replace;
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
