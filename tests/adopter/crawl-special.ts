// The answers of a running site no sitemap lists, read for traces like crawl.ts's pages: a 404
// (PC and phone), a 429 (the local-only trial limit, X-Limit-Trial, worker/limits/gate.ts),
// a 503 (from a server whose store is down), the QR codes (/qr.json, decoded), the service
// worker (its offline page is in it) and the share image (og:image, by its bytes).

import jsQR from 'jsqr';
import { type CrawlReport, fetchCounted, type Needle, scanText, siteLinks } from './crawl.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Reads `url` as `kind` expecting `status`, scanning its body. */
async function readAs(report: CrawlReport, url: string, kind: string, needles: readonly Needle[], status = 200, init: RequestInit = {}) {
  const res = await fetchCounted(report, url, kind, init, status);
  const text = res ? await res.text() : '';
  scanText(report, url, text, needles);
  // The 404, 429 and 503 pages offer the guides: their links count as the site's.
  for (const link of siteLinks(text, url, new URL(url).origin)) report.links.add(link);
  return { res, text };
}

/** A page no one has: 404, PC and phone. */
export async function readNotFound(report: CrawlReport, base: string, needles: readonly Needle[]): Promise<void> {
  for (const prefix of ['', '/m']) await readAs(report, `${base}${prefix}/no-such-page-${unique()}`, '404 page', needles, 404);
}

/**
 * The 429 page, PC and phone: one trial key spends its one store-reaching request of the
 * window (wrangler.toml's TRIAL_LIMIT), the next is refused. A window that turns between the
 * two lets the second through: then again with a new key.
 */
export async function readLimited(report: CrawlReport, base: string, needles: readonly Needle[]): Promise<void> {
  for (const prefix of ['', '/m']) {
    let seen = false;
    for (let attempt = 0; attempt < 3 && !seen; attempt++) {
      const headers = { 'X-Limit-Trial': unique() };
      await fetch(`${base}${prefix}/search?q=${encodeURIComponent(`展会${unique()}`)}`, { headers }).then((r) => r.arrayBuffer());
      const res = await fetch(`${base}${prefix}/search?q=${encodeURIComponent(`展会${unique()}`)}`, { headers });
      const text = await res.text();
      if (res.status !== 429) continue;
      seen = true;
      report.counts['429 page'] = (report.counts['429 page'] ?? 0) + 1;
      scanText(report, res.url, text, needles);
      for (const link of siteLinks(text, res.url, base)) report.links.add(link);
    }
    if (!seen) report.failures.push({ url: `${base}${prefix}/search (X-Limit-Trial)`, status: 'no 429 in 3 tries' });
  }
}

/** The 503 page, PC and phone, from a server whose store does not answer. */
export async function readUnavailable(report: CrawlReport, base: string, needles: readonly Needle[]): Promise<void> {
  for (const prefix of ['', '/m']) await readAs(report, `${base}${prefix}/information?q=${unique()}`, '503 page', needles, 503);
}

/** The QR picture's modules as RGBA pixels (4 px a module, a quiet zone of 4), decoded. */
export function decodeQr(picture: { size: number; path: string }): string | null {
  const scale = 4;
  const side = (picture.size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const m of picture.path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    const [x, y, n] = [Number(m[1]), Number(m[2]), Number(m[3])];
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < n * scale; dx++) {
        const at = (((y + 4) * scale + dy) * side + (x + 4) * scale + dx) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

/** The QR codes of phone pages: decoded, each must say the URL it claims, on the site's host. */
export async function readQrCodes(report: CrawlReport, base: string, needles: readonly Needle[], paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const url = `${base}/qr.json?path=${encodeURIComponent(path)}`;
    const { res, text } = await readAs(report, url, 'QR code', needles);
    if (!res?.ok) continue;
    const picture = JSON.parse(text) as { url: string; size: number; path: string };
    const said = decodeQr(picture);
    if (said !== picture.url) report.failures.push({ url, status: `decodes to ${said}, not ${picture.url}` });
    else scanText(report, `${url} (decoded)`, said, needles);
    if (said && new URL(said).host !== new URL(base).host)
      report.failures.push({ url, status: `encodes another host: ${new URL(said).host}` });
  }
}

/** The service worker: its offline page (OFFLINE_HTML) is a string in it. */
export async function readServiceWorker(report: CrawlReport, base: string, needles: readonly Needle[]): Promise<void> {
  const { text } = await readAs(report, `${base}/sw.js`, 'service worker (offline page)', needles);
  if (!text.includes('<!doctype html>')) report.failures.push({ url: `${base}/sw.js`, status: 'no offline page in it' });
}

/** The share image every page names (og:image): not one of the example's pictures. */
export async function readShareImage(report: CrawlReport, base: string, pictures: ReadonlyMap<string, string>): Promise<void> {
  const home = await (await fetch(`${base}/`)).text();
  const image = /property="og:image" content="([^"]+)"/.exec(home)?.[1];
  if (!image) {
    report.failures.push({ url: `${base}/`, status: 'no og:image' });
    return;
  }
  const url = new URL(new URL(image, base).pathname, base).href;
  const res = await fetchCounted(report, url, 'share image');
  const bytes = res ? Buffer.from(await res.arrayBuffer()) : Buffer.alloc(0);
  const picture = pictures.get(bytes.toString('base64'));
  if (picture) report.traces.push({ url, what: 'the example’s picture', found: picture, context: 'og:image' });
}
