// What a refused request gets (429: its client's limit; 503: the site's budget or its store):
// the content API's envelope (on HTTP 200; a store failing for a moment: HTTP 503), or the site's own message page, rendered once per
// build, device and status and kept by the isolate, so that no limited request renders or
// reads the store. Never cached anywhere (no-store), with Retry-After.

import type { Context } from 'hono';
import { isMobilePath } from '../../app/lib/links.ts';
import { toHansPath } from '../../app/lib/variant.ts';
import { REFUSAL_TEXT } from '../../app/lib/http-errors.ts';
import type { AppEnv } from '../app-env.ts';
import { cacheStatus } from '../cache/cache-status.ts';
import { createContentService } from '../content/service.ts';
import { Timings } from '../lib/timings.ts';
import { renderPage } from '../ssr/render-page.tsx';
import { noteRefusal } from './shed-log.ts';
import type { Refused } from './refused.ts';

interface KeptPage {
  headers: [string, string][];
  body: ArrayBuffer;
}

/**
 * The kept pages by site, device and status (each council's page carries its own name and
 * frame); a render that failed is not kept (the next one tries again).
 */
const kept = new Map<string, Promise<KeptPage | null>>();

function refusalHeaders(refusal: Refused): Record<string, string> {
  return {
    'Retry-After': String(refusal.retryAfter),
    'Cache-Control': 'no-store',
    'Cache-Status': cacheStatus('BYPASS'),
  };
}

/** docs/api.md: the one envelope sent on HTTP 503, for a store that failed with nothing stale to serve. */
export const STORE_FAILED = { code: 500, msg: '服务暂时不可用，请稍后再试' } as const;

/**
 * The content API's answer: past a limit (the client's or the location's), docs/api.md's
 * envelope on HTTP 200 (the browser notifies and stays); the store failing for a moment
 * (overloaded, slower than its bound, busy, locked, an internal error, a CMS's 5xx), the
 * store-failure envelope on HTTP 503 (decision 0092; the browser toasts and stays). Both with
 * Retry-After.
 */
export function limitedApiAnswer(c: Context<AppEnv>, refusal: Refused): Response {
  noteRefusal(c, refusal);
  if (refusal.reason.startsWith('store-')) return c.json(STORE_FAILED, 503, refusalHeaders(refusal));
  return c.json({ code: refusal.status, msg: REFUSAL_TEXT[refusal.status] }, 200, refusalHeaders(refusal));
}

async function renderKept(c: Context<AppEnv>, mobile: boolean, status: 429 | 503): Promise<KeptPage | null> {
  const config = c.get('config');
  const origin = config.site.origin || new URL(c.req.url).origin;
  const timings = new Timings();
  // Its own content service without the request's limits: the frame's data (the column tree,
  // the footer) is what every page holds, usually from the cache.
  const content = createContentService(
    c.env,
    c.get('site'),
    config,
    c.executionCtx as unknown as ExecutionContext,
    timings,
  );
  const response = await renderPage({
    request: new Request(`${origin}${mobile ? '/m' : ''}/__limited/${status}`),
    config,
    content,
    timings,
    log: {},
  });
  if (response.status !== status) return null;
  return { headers: [...response.headers], body: await response.arrayBuffer() };
}

/** A plain page for when even the frame cannot be had (its data uncached and the store refused). */
function plainPage(status: 429 | 503, siteName: string): KeptPage {
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${REFUSAL_TEXT[status]}</title></head><body><h1>${REFUSAL_TEXT[status]}</h1><p><a href="/">${siteName.replace(/[&<>"']/g, '')}</a></p></body></html>`;
  return {
    headers: [['Content-Type', 'text/html; charset=utf-8']],
    body: new TextEncoder().encode(html).buffer as ArrayBuffer,
  };
}

/** The message page with the site's header and footer, status 429 or 503. */
export async function limitedPage(c: Context<AppEnv>, refusal: Refused): Promise<Response> {
  noteRefusal(c, refusal);
  const mobile = isMobilePath(toHansPath(c.req.path));
  const key = `${c.get('site').keyPrefix}${mobile ? 'm' : 'pc'}:${refusal.status}`;
  let page = kept.get(key);
  if (!page) {
    page = renderKept(c, mobile, refusal.status).catch(() => null);
    kept.set(key, page);
  }
  const got = await page;
  if (!got) kept.delete(key);
  const { headers, body } = got ?? plainPage(refusal.status, c.get('config').site.name);
  const response = new Response(body, { status: refusal.status, headers });
  for (const [name, value] of Object.entries(refusalHeaders(refusal))) response.headers.set(name, value);
  return response;
}
