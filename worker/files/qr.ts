// The QR codes of the /m twins (扫码在手机上阅读), made on the server with uqr: for the page
// render through the loader context, and as /qr.json?path=/m/… for a browser's navigation.
// Only site paths under /m are encoded, so this is no QR service for arbitrary text.

import { Hono } from 'hono';
import { encode } from 'uqr';
import { isMobilePath } from '../../app/lib/links.ts';
import { PAGE_QUERY_PARAMS } from '../../app/lib/page-query.ts';
import { pageType } from '../lib/page-type.ts';
import type { QrPicture } from '../../app/lib/qr-picture.ts';
import type { AppEnv } from '../app-env.ts';
import { siteOrigin } from './request-context.ts';

/**
 * Pictures made by this isolate, by URL: a code depends on its URL alone, and encoding one
 * (mask scoring above all) took ~0.6 ms of an article render's ~4.6 ms (docs/performance.md).
 * Bounded: cleared when full.
 */
const made = new Map<string, QrPicture>();
const MADE_LIMIT = 500;

/** The QR code of `url`, made once per isolate. */
export function qrPicture(url: string): QrPicture {
  let picture = made.get(url);
  if (!picture) {
    picture = drawQr(url);
    if (made.size >= MADE_LIMIT) made.clear();
    made.set(url, picture);
  }
  return picture;
}

/** Dark modules as horizontal runs: `M x y h n v1 h-n z` per run, far shorter than a square per module. */
function drawQr(url: string): QrPicture {
  // ECC M: a printed or screen code survives some blur; a URL under ~100 bytes stays version ≤ 6.
  const { size, data } = encode(url, { ecc: 'M', border: 0 });
  let path = '';
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      let end = x;
      while (end + 1 < size && row[end + 1]) end++;
      const n = end - x + 1;
      path += `M${x} ${y}h${n}v1h-${n}z`;
      x = end;
    }
  });
  return { url, size, path };
}

/**
 * A site path to encode: a page the site serves under /m (no dot segments, no scheme or host
 * of its own), with only the query a page reads, of a reasonable length. Anything else would
 * put other text after the site's address (`/m/../../?msg=…`).
 */
export function isQrPath(path: string): boolean {
  if (path.length > 300 || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  const [pathname = '', query] = path.split('?', 2);
  const parsed = new URL(path, 'http://qr.invalid');
  if (parsed.pathname !== pathname || !isMobilePath(pathname) || pageType(pathname) === 'not-found') return false;
  return [...new URLSearchParams(query ?? '').keys()].every((name) =>
    (PAGE_QUERY_PARAMS as readonly string[]).includes(name),
  );
}

export const qrRoutes = new Hono<AppEnv>();

qrRoutes.get('/qr.json', (c) => {
  const path = c.req.query('path') ?? '';
  if (!isQrPath(path)) return c.json({ error: 'path must be a site path under /m' }, 400);
  c.header('Cache-Control', 'public, max-age=86400');
  return c.json(qrPicture(siteOrigin(c) + path));
});
