// Cover images and attachments uploaded as content (content/media.ts): GET /media/<key> answers
// the R2 object (binding MEDIA). A key holds the file's content hash, so an answer never
// changes: browsers and the edge may keep it a year. No MEDIA binding, or no such object: 404.

import { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';

export const mediaRoutes = new Hono<AppEnv>();

const YEAR = 31_536_000;
const KEY = /^[0-9a-f]{16}\/[\w.-]+$/;

mediaRoutes.on(['GET', 'HEAD'], '/media/:hash/:name', async (c) => {
  const key = `${c.req.param('hash')}/${c.req.param('name')}`;
  const bucket = c.env.MEDIA;
  const object = KEY.test(key) && bucket ? await bucket.get(key) : null;
  if (!object) return c.text('Not found', 404, { 'Cache-Control': 'public, max-age=60' });
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Cache-Control', `public, max-age=${YEAR}, immutable`);
  headers.set('Content-Length', String(object.size));
  const type = headers.get('Content-Type') ?? 'application/octet-stream';
  // An image or a PDF opens in the browser; anything else (a .docx form) downloads.
  if (!/^image\/(png|jpeg|gif|webp|avif)$|^application\/pdf$/.test(type))
    headers.set('Content-Disposition', `attachment; filename="${c.req.param('name')}"`);
  if (c.req.method === 'HEAD') return new Response(null, { headers });
  return new Response(object.body, { headers });
});
