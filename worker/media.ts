// Cover images and attachments uploaded as content (content/media.ts): GET /media/<key> answers
// the R2 object (binding MEDIA). A key holds the file's content hash, so its bytes never change,
// but a withdrawal takes it away (moved under withdrawn/, content/media-store.ts): then 410. So
// caches keep it MEDIA_MAX_AGE and ask again with its ETag, answered 304 (decision 0120), never a
// year. No MEDIA binding, or no such object: 404. On a platform each site's objects live under
// its key prefix (`<site>/<hash>/<name>`, `<site>/withdrawn/…`): a content hash shared by two
// councils is two objects, and one's withdrawal never takes the other's file.

import { Hono } from 'hono';
import { MEDIA_MAX_AGE } from '../content/withdrawal-bound.ts';
import { WITHDRAWN_PREFIX } from '../content/media-store.ts';
import type { AppEnv } from './app-env.ts';

export const mediaRoutes = new Hono<AppEnv>();

const KEY = /^[0-9a-f]{16}\/[\w.-]+$/;
const SHORT = { 'Cache-Control': 'public, max-age=60' };

mediaRoutes.on(['GET', 'HEAD'], '/media/:hash/:name', async (c) => {
  const key = `${c.req.param('hash')}/${c.req.param('name')}`;
  const bucket = c.env.MEDIA;
  if (!KEY.test(key) || !bucket) return c.text('Not found', 404, SHORT);
  const prefix = c.get('site').keyPrefix;
  const object = await bucket.get(`${prefix}${key}`, { onlyIf: c.req.raw.headers });
  if (!object) {
    // Gone with its record (kept for a revert, never served): say so for good, as its page does.
    if (await bucket.head(`${prefix}${WITHDRAWN_PREFIX}${key}`))
      return c.text('该文件已随所属信息撤回。', 410, { ...SHORT, 'Content-Type': 'text/plain; charset=utf-8' });
    return c.text('Not found', 404, SHORT);
  }
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Cache-Control', `public, max-age=${MEDIA_MAX_AGE}`);
  // The If-None-Match of a cache asking again matched: nothing to send.
  if (!('body' in object)) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(object.size));
  const type = headers.get('Content-Type') ?? 'application/octet-stream';
  // An image or a PDF opens in the browser; anything else (a .docx form) downloads.
  if (!/^image\/(png|jpeg|gif|webp|avif)$|^application\/pdf$/.test(type))
    headers.set('Content-Disposition', `attachment; filename="${c.req.param('name')}"`);
  if (c.req.method === 'HEAD') return new Response(null, { headers });
  return new Response(object.body, { headers });
});
