// GET /media/upstream/<path on the CMS>: a file the upstream CMS serves itself (RuoYi's
// `/profile/upload/…`, often over http), fetched from API_BASE with the site's credential and
// served from this origin, so that the CSP (only this site's and https images) lets it show.
// No open proxy: only paths under UPSTREAM_MEDIA_PREFIXES, only the CMS's host, no redirect
// followed, only images, PDF and office files, at most MAX_UPSTREAM_MEDIA_BYTES. Kept in the
// Cache API under the upstream generation, so that a change notification ends a copy too.

import { Hono } from 'hono';
import { MEDIA_MAX_AGE } from '../../content/withdrawal-bound.ts';
import type { AppEnv } from '../app-env.ts';
import { readCapped } from '../lib/read-capped.ts';
import { isServedPath, UPSTREAM_MEDIA_ROUTE } from '../content/upstream-media-urls.ts';
import { upstreamAuthHeader } from '../content/upstream-auth.ts';
import { limitedPage } from '../limits/limited-answer.ts';
import { refusalOf } from '../limits/refused.ts';

export const upstreamMediaRoutes = new Hono<AppEnv>();

/** A bigger file is refused (a runaway export, a video): a council's attachment is a few MB. */
export const MAX_UPSTREAM_MEDIA_BYTES = 10 * 1024 * 1024;

/** What the proxy passes on; SVG (it can carry script) and anything unnamed are refused. */
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|avif)|application\/pdf)$/;
const DOWNLOAD_TYPES =
  /^application\/(msword|vnd\.ms-excel|vnd\.ms-powerpoint|vnd\.openxmlformats-officedocument\.(wordprocessingml\.document|spreadsheetml\.sheet|presentationml\.presentation)|vnd\.oasis\.opendocument\.(text|spreadsheet|presentation)|zip)$/;

/** The browser keeps a file as long as a D1-mode upload (a withdrawal's bound); the edge until the next notification or a day. */
const BROWSER_MAX_AGE_S = MEDIA_MAX_AGE;
const EDGE_MAX_AGE_S = 86_400;

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Cache-Control': 'public, max-age=60', 'Content-Type': 'text/plain; charset=utf-8' },
  });

upstreamMediaRoutes.on(['GET', 'HEAD'], `${UPSTREAM_MEDIA_ROUTE}/*`, async (c) => {
  const config = c.get('config');
  const path = new URL(c.req.url).pathname.slice(UPSTREAM_MEDIA_ROUTE.length);
  if (!config.apiBase || !isServedPath(path, config.upstreamMediaPrefixes)) return notFound();
  const generation = await c.get('content').generation();
  // Upstream mode is a single site's (parseConfig refuses API_BASE with SITES), so the prefix is ''
  // here: the key is the one it had before the platform (decision 0140).
  const key = `https://edge-cache.internal/${c.get('site').keyPrefix}upstream-media/${generation ?? 0}${path}`;
  const cache = typeof caches === 'undefined' ? null : await caches.open('ccpit-upstream-media').catch(() => null);
  let answer = await cache?.match(key);
  if (!answer) {
    // A miss reaches the CMS: it counts against the client's and the location's limits.
    const refused = await refusalOf(c.get('gate').admit());
    if (refused) return limitedPage(c, refused);
    answer = await fetchFile(`${config.apiBase}${path}`, config.upstreamTimeoutMs, upstreamAuthHeader(c.env));
    if (answer.status === 200 && cache) c.executionCtx.waitUntil(cache.put(key, answer.clone()).catch(() => undefined));
  }
  const headers = new Headers(answer.headers);
  headers.set('Cache-Control', answer.status === 200 ? `public, max-age=${BROWSER_MAX_AGE_S}` : 'public, max-age=60');
  return new Response(c.req.method === 'HEAD' ? null : answer.body, { status: answer.status, headers });
});

/** The file as the site serves it: 200 with its type and length, else 404 or 502 with no CMS detail. */
async function fetchFile(
  url: string,
  timeoutMs: number,
  auth: { name: string; value: string } | null,
): Promise<Response> {
  const failed = (status: 404 | 502) =>
    new Response(status === 404 ? 'Not found' : 'Bad gateway', {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  let response: Response;
  try {
    response = await fetch(url, {
      headers: auth ? { [auth.name]: auth.value } : {},
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return failed(502);
  }
  if (response.status === 404 || response.status === 410) return failed(404);
  const type = (response.headers.get('Content-Type') ?? '').split(';', 1)[0]!.trim().toLowerCase();
  const declared = Number(response.headers.get('Content-Length') ?? '0');
  if (
    response.status !== 200 ||
    !(INLINE_TYPES.test(type) || DOWNLOAD_TYPES.test(type)) ||
    declared > MAX_UPSTREAM_MEDIA_BYTES
  ) {
    await response.body?.cancel().catch(() => undefined);
    return failed(502);
  }
  const body = await readCapped(response, MAX_UPSTREAM_MEDIA_BYTES);
  if (!body) return failed(502);
  const headers = new Headers({
    'Content-Type': type,
    'Content-Length': String(body.byteLength),
    'Cache-Control': `public, max-age=${EDGE_MAX_AGE_S}`,
  });
  // An image or a PDF opens in the browser; an office file downloads.
  if (!INLINE_TYPES.test(type)) headers.set('Content-Disposition', 'attachment');
  return new Response(body, { headers });
}
