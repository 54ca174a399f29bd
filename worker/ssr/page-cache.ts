// The HTML page cache (DESIGN "Edge cache"): anonymous pages per normalised URL (path, so
// the device too, plus allow-listed query) with a short TTL and a stale window. /search is
// never cached. A cached page gets this response's nonce: HTMLRewriter rewrites every
// nonce attribute, and the CSP header is written with the same nonce by the middleware.

import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { cacheStatus, withEdgeCache } from '../content/cache.ts';
import { toDesktopPath } from '../../app/lib/links.ts';
import { pageQuery } from '../../app/lib/page-query.ts';

export function pageCacheKey(url: URL): string {
  // The origin too: without SITE_ORIGIN a page's canonical and Open Graph URLs name the origin it was rendered for.
  return `/page/${url.origin}${url.pathname}?${pageQuery(url.searchParams)}`;
}

function withNonce(response: Response, nonce: string): Response {
  const rewritten = new HTMLRewriter()
    .on('[nonce]', {
      element(el) {
        el.setAttribute('nonce', nonce);
      },
    })
    .transform(response);
  return new Response(rewritten.body, { status: response.status, headers: new Headers(response.headers) });
}

export async function cachedPage(c: Context<AppEnv>, render: () => Promise<Response>): Promise<Response> {
  const url = new URL(c.req.url);
  const window = c.get('config').pageCache;
  if (toDesktopPath(url.pathname) === '/search' || c.req.method !== 'GET') {
    const response = await render();
    response.headers.set('Cache-Status', cacheStatus('BYPASS'));
    return response;
  }
  // A render that failed (5xx) is an upstream failure: a stored page is served instead
  // (stale-if-error); with nothing stored, the failed render goes out as it is.
  let failed: Response | undefined;
  const result = await withEdgeCache({
    key: pageCacheKey(url),
    generation: await c.get('content').generation(),
    window,
    ctx: c.executionCtx as unknown as ExecutionContext,
    load: async () => {
      const rendered = await render();
      if (rendered.status < 500) return rendered;
      failed = rendered;
      return null;
    },
    cacheable: (res) => res.status === 200 && (res.headers.get('Content-Type') ?? '').startsWith('text/html'),
  }).catch((error: unknown) => {
    if (failed) return { response: failed, outcome: 'BYPASS' as const, ttl: 0 };
    throw error;
  });
  const { response, outcome, ttl } = result;
  c.get('log').cache = outcome;
  const out = outcome === 'MISS' || outcome === 'BYPASS' ? response : withNonce(response, c.get('nonce'));
  out.headers.set('Cache-Status', cacheStatus(outcome, ttl));
  out.headers.delete('X-Edge-Fetched-At');
  out.headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
  return out;
}
