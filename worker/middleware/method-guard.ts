// The site is read-only: GET and HEAD only (RFC 9110 §15.5.6: 405 names what is allowed).
// It answers before the security-headers middleware runs, so it sets those headers itself.

import type { MiddlewareHandler } from 'hono';
import { setSecurityHeaders } from './security-headers.ts';

export const methodGuard: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const res = c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' });
  setSecurityHeaders(res.headers);
  return res;
};
