// The site is read-only: GET and HEAD only (RFC 9110 §15.5.6: 405 names what is allowed).

import type { MiddlewareHandler } from 'hono';

export const methodGuard: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
};
