// The files at a site's root that are its council's (sites/<name>/: the web app manifest, the
// favicon and the icons), answered per host from the build (worker/site-identity.ts): on a
// platform each hostname gets its own council's, which one shared static file could not do.
// Answered before the content service (index.ts): a cold isolate's favicon reads no database.

import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { BUILT_SITES } from '../site-identity.ts';
import { siteFolder } from '../sites/hosted-site.ts';

export const siteFiles = new Hono<AppEnv>();

// Decoded once per isolate and file: a favicon is asked for on nearly every first visit.
const decoded = new Map<string, Uint8Array<ArrayBuffer>>();

function bytes(key: string, base64: string): Uint8Array<ArrayBuffer> {
  let body = decoded.get(key);
  if (!body) {
    const text = atob(base64);
    body = Uint8Array.from(text, (ch) => ch.charCodeAt(0));
    decoded.set(key, body);
  }
  return body;
}

/** Whether If-None-Match names `etag` (or is `*`); a weak form of it matches too (RFC 9110 13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

function serve(path: string) {
  return siteFiles.get(path, (c) => {
    const folder = siteFolder(c.get('site'));
    const file = BUILT_SITES[folder]?.files[c.req.path];
    if (!file) return c.notFound();
    // No Cache-Control of its own, as when these were static files: a single site's answers stay
    // as they were (the single-site snapshot), and a council's new icon shows at the next visit.
    // A browser revalidating with the ETag the static file had (its bytes' hash) gets a 304.
    const headers = { 'Content-Type': file.type, ETag: file.etag };
    if (matches(c.req.header('If-None-Match'), file.etag)) return new Response(null, { status: 304, headers });
    return new Response(bytes(`${folder}${c.req.path}`, file.base64), { headers });
  });
}

serve('/manifest.webmanifest');
serve('/favicon.ico');
serve('/icons/:file');
