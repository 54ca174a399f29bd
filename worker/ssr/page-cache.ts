// The HTML page cache (architecture.md "Edge cache"): anonymous pages per normalised URL (origin and
// path, so the device too, plus the page's own query) with a short TTL and a stale window,
// in both tiers of the edge cache. /search is never cached. A stored page is served byte
// for byte: nothing in it varies per response (one CSP per build, no nonce).

import type { Context } from 'hono';
import { beijingToday } from '../../app/lib/dates.ts';
import { toDesktopPath } from '../../app/lib/links.ts';
import { toHansPath } from '../../app/lib/variant.ts';
import type { AppEnv } from '../app-env.ts';
import { cacheStatus } from '../cache/cache-status.ts';
import { withEdgeCache, type CacheCodec } from '../cache/edge-cache.ts';
import { memoryTier } from '../cache/memory-tier.ts';
import { isDailyPage } from '../lib/page-type.ts';
import { reportBackgroundError } from '../lib/request-log.ts';
import { generationScope } from '../sites/hosted-site.ts';

import { limitedPage } from '../limits/limited-answer.ts';
import { Refused, refusalOf } from '../limits/refused.ts';
import { noteRefusal } from '../limits/shed-log.ts';

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
  // A remembered 404 (an unknown id, a missing sitemap file) or 410 (a withdrawn one) is kept by the Cache API alone.
  inMemory: (page) => page.status === 200,
  async fromResponse(response) {
    const body = await response.arrayBuffer();
    const headers = [...response.headers].filter(
      ([name]) => !/^(x-edge-fetched-at|x-edge-expires-at|cache-control)$/i.test(name),
    );
    return { held: { status: response.status, headers, body }, size: body.byteLength + 512 };
  },
};

export function pageCacheKey(url: URL, now = new Date(), daily = isDailyPage(url.pathname)): string {
  // The origin too: without SITE_ORIGIN a page's canonical and Open Graph URLs name the origin it was rendered for.
  // A page whose content follows the date (a fair's 报名中 turning 已截止) is kept per Beijing
  // day: no stale or stale-if-error copy outlives the day it was rendered for (decision 0043).
  return daily ? `/page/${beijingToday(now)}/${url.href}` : `/page/${url.href}`;
}

export interface CachedPageOptions {
  /**
   * Its 404 is cheap to remember and costly to ask again (an unknown article id, a sitemap
   * file past the last): kept for the content generation like a page, so the next ask of it
   * reaches neither the limits nor the store (never the memory tier: each such path is unique).
   * So is a withdrawn article's 410 (decision 0108).
   */
  rememberMiss?: boolean;
  /** What it holds follows today's date, though it is no page of the route table (a calendar feed). */
  daily?: boolean;
}

/**
 * A page that changes at a known moment (a notice's "valid until": render-page.tsx sets
 * `Expires`) is kept by both tiers until then only, fresh, stale or stale-if-error; the
 * header itself is dropped (the visitor's copy says max-age=0 anyway).
 */
function expiryOf(rendered: Response): { expiresAt?: number } {
  const at = Date.parse(rendered.headers.get('Expires') ?? '');
  rendered.headers.delete('Expires');
  return Number.isFinite(at) ? { expiresAt: at } : {};
}

/** Serves `url` (already normalised) from the page cache, rendering it when needed. */
export async function cachedPage(
  c: Context<AppEnv>,
  url: URL,
  /** `strict`: a refusal while the loaders run ends the render (a stored copy will be served). */
  render: (strict: boolean) => Promise<Response>,
  options: CachedPageOptions = {},
): Promise<Response> {
  const config = c.get('config');
  const gate = c.get('gate');
  // HEAD is answered like GET (link checkers send it): from the cache, or one render that is kept.
  if (toDesktopPath(toHansPath(url.pathname)) === '/search' || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) {
    // A search always reaches the store: it counts before its render starts.
    const refused = await refusalOf(gate.admit());
    if (refused) return limitedPage(c, refused);
    return uncachedPage(c, () => render(false));
  }
  const content = c.get('content');
  const result = await withEdgeCache({
    key: pageCacheKey(url, new Date(), options.daily || isDailyPage(url.pathname)),
    // The generation's scope (the site's prefix and, on a platform, its serving database): the
    // generation below is that database's, so another database's page never answers for it.
    prefix: generationScope(c.get('site')),
    generation: await content.generation(),
    ...content.schedule(),
    window: config.pageCache,
    ctx: c.executionCtx as unknown as ExecutionContext,
    codec: pageCodec,
    memory: config.memoryCacheBytes > 0 ? memoryTier : null,
    // A render that failed (5xx) is an upstream failure: a stored page is served instead
    // (stale-if-error); with nothing stored, the failed render goes out as it is.
    // A page is stored under the one generation all its content came from (none: not stored).
    load: async (background, fallback) => {
      // A render counts only when one of its calls reaches the store (the content service
      // asks the gate then): a miss whose answers are all cached asks no limit. A refresh
      // behind a stale page is decided first, so that it counts the location alone.
      if (background) await gate.admit(true);
      // A page that missed: its calls are likely cold too (an import, a page never shown here),
      // so each reads the store beside its Cache API lookup. Not behind a stale page: its
      // calls' answers (kept twice as long) are then usually in the cache.
      else content.readAhead();
      // With a stored copy to fall back on, a render the limits or the store refused stops
      // before React runs; without one it renders from the stale answers the content's tiers hold.
      const rendered = await render(fallback);
      // A limit or the store refused while the loaders ran: a stale copy, else the 429/503 page.
      if (gate.refusal && (rendered.status >= 500 || fallback)) throw gate.refusal;
      // Rendered all the same from stale answers: served, never stored (a side list may have
      // rendered empty), so that the next visitor's render tries the store again.
      const generation = gate.refusal ? null : content.answeredGeneration();
      return rendered.status < 500
        ? { ok: true, value: rendered, generation, ...expiryOf(rendered) }
        : { ok: false, failure: rendered };
    },
    onRevalidationError: (error) => reportBackgroundError(c.get('requestId'), error, url.pathname),
    // Pages, the sitemap's XML files (worker/files/sitemap.ts), the column feeds, the calendar
    // feed and the forms (worker/files/forms.ts).
    cacheable: (res) =>
      res.status === 200
        ? /^(text\/(html|calendar)|application\/(xml|atom\+xml|vnd\.openxmlformats))/.test(
            res.headers.get('Content-Type') ?? '',
          )
        : (res.status === 404 || res.status === 410) && options.rememberMiss === true,
  });
  if (!result.ok) {
    if (result.error instanceof Refused) return limitedPage(c, result.error);
    if (result.failure) return result.failure;
    throw result.error;
  }
  const log = c.get('log');
  log.cache = result.outcome;
  log.tier = result.tier;
  // Served stale because a limit or the store refused: counted as a refusal, not as an error.
  if (result.outcome === 'STALE-IF-ERROR' && gate.refusal) noteRefusal(c, gate.refusal);
  const out = result.value;
  out.headers.set('Cache-Status', cacheStatus(result.outcome, result.ttl, result.tier));
  out.headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
  return out;
}

/**
 * A page rendered for this request alone (a search, a page that cannot exist): the limited
 * page instead when a limit or the store refused while its loaders ran.
 */
export async function uncachedPage(c: Context<AppEnv>, render: () => Promise<Response>): Promise<Response> {
  const response = await render();
  const refusal = c.get('gate').refusal;
  if (response.status >= 500 && refusal) return limitedPage(c, refusal);
  response.headers.set('Cache-Status', cacheStatus('BYPASS'));
  return response;
}
