// The site is read-only: GET and HEAD only (but for the CMS's change notification) (RFC 9110 §15.5.6: 405 names what is allowed).
// A HEAD answer is a GET's without its body, and React must not go on rendering it.

import type { MiddlewareHandler } from 'hono';
import { NOTIFY_PATH } from '../upstream/notify.ts';

export const methodGuard: MiddlewareHandler = async (c, next) => {
  // The one write: the upstream CMS's change notification, which answers its own methods (POST only).
  if (c.req.path === NOTIFY_PATH) return next();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' });
  }
  await next();
  if (c.req.method === 'HEAD' && c.res.body) {
    // Hono drops a HEAD body unread: stop React rendering it.
    await c.res.body.cancel().catch(() => undefined);
    c.res = new Response(null, c.res);
  }
};
