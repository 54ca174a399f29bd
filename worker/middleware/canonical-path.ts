// Trailing slashes are normalised by a 301 to the path without one (DESIGN "Routes").
// (The route-rule manifest's redirects are routes of the route table, for both sides.)

import type { MiddlewareHandler } from 'hono';
import { safeLocalPath } from '../lib/safe-path.ts';

export const canonicalPath: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const path = url.pathname;
  if (path.length > 1 && path.endsWith('/')) {
    const target = safeLocalPath(path.replace(/\/+$/, '') || '/');
    return c.body(null, 301, { Location: target + url.search });
  }
  return next();
};
