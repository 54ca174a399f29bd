// The HTML page cache (DESIGN "Edge cache"): anonymous pages per normalised URL (origin and
// path, so the device too, plus the page's own query) with a short TTL and a stale window,
// in both tiers of the edge cache. /search is never cached. A stored page is served byte
// for byte: nothing in it varies per response (one CSP per build, no nonce).

import type { Context } from 'hono';
import { beijingToday } from '../../app/lib/dates.ts';
import { toDesktopPath } from '../../app/lib/links.ts';
import type { AppEnv } from '../app-env.ts';
import { cacheStatus, withEdgeCache, type CacheCodec } from '../content/cache.ts';
import { memoryTier } from '../content/memory-tier.ts';
import { isDailyPage } from '../lib/page-type.ts';
import { reportBackgroundError } from '../middleware/access-log.ts';

/** What the tiers hold of a page: its bytes and the headers it was rendered with. */
interface StoredPage {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** A stored page as a response: to a visitor from either tier, and into the Cache API. */
const storedResponse = (page: StoredPage) => new Response(page.body, { status: page.status, headers: page.headers });

const pageCodec: CacheCodec<Response, StoredPage> = {
  hold(response) {
    // The visitor's copy streams at once; the stored copy is read to its end behind it.
    const [now, later] = response.body ? response.body.tee() : [null, null];
    const headers = [...response.headers];
    const held = new Response(later)
      .arrayBuffer()
      .then((buffer) => ({ held: { status: response.status, headers, body: buffer }, size: buffer.byteLength + 512 }));
    return { now: new Response(now, response), held };
  },
  serve: storedResponse,
  toResponse: storedResponse,
  async fromResponse(response) {
    const body = await response.arrayBuffer();
    const headers = [...response.headers].filter(([name]) => !/^(x-edge-fetched-at|cache-control)$/i.test(name));
    return { held: { status: response.status, headers, body }, size: body.byteLength + 512 };
  },
};

export function pageCacheKey(url: URL, now = new Date()): string {
  // The origin too: without SITE_ORIGIN a page's canonical and Open Graph URLs name the origin it was rendered for.
  // A page whose content follows the date (a fair's 报名中 turning 已截止) is kept per Beijing
  // day: no stale or stale-if-error copy outlives the day it was rendered for (decision 0043).
  return isDailyPage(url.pathname) ? `/page/${beijingToday(now)}/${url.href}` : `/page/${url.href}`;
}

/** Serves `url` (already normalised) from the page cache, rendering it when needed. */
export async function cachedPage(c: Context<AppEnv>, url: URL, render: () => Promise<Response>): Promise<Response> {
  const config = c.get('config');
  if (toDesktopPath(url.pathname) === '/search' || c.req.method !== 'GET') {
    const response = await render();
    response.headers.set('Cache-Status', cacheStatus('BYPASS'));
    return response;
  }
  const content = c.get('content');
  const result = await withEdgeCache({
    key: pageCacheKey(url),
    generation: await content.generation(),
    window: config.pageCache,
    ctx: c.executionCtx as unknown as ExecutionContext,
    codec: pageCodec,
    memory: config.memoryCacheBytes > 0 ? memoryTier : null,
    // A render that failed (5xx) is an upstream failure: a stored page is served instead
    // (stale-if-error); with nothing stored, the failed render goes out as it is.
    // A page is stored under the one generation all its content came from (none: not stored).
    load: async (background) => {
      // A page that missed: its calls are likely cold too (an import, a page never shown here),
      // so each reads the store beside its Cache API lookup. Not behind a stale page: its
      // calls' answers (kept twice as long) are then usually in the cache.
      if (!background) content.readAhead();
      const rendered = await render();
      return rendered.status < 500
        ? { ok: true, value: rendered, generation: content.answeredGeneration() }
        : { ok: false, failure: rendered };
    },
    onRevalidationError: (error) => reportBackgroundError(c, error, url.pathname),
    // Pages, and the sitemap's XML files (worker/seo/sitemap.ts).
    cacheable: (res) =>
      res.status === 200 && /^(text\/html|application\/xml)/.test(res.headers.get('Content-Type') ?? ''),
  });
  if (!result.ok) {
    if (result.failure) return result.failure;
    throw result.error;
  }
  const log = c.get('log');
  log.cache = result.outcome;
  log.tier = result.tier;
  const out = result.value;
  out.headers.set('Cache-Status', cacheStatus(result.outcome, result.ttl, result.tier));
  out.headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
  return out;
}
