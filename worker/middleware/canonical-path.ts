// Trailing slashes are normalised by a 301 to the path without one (requirements §2.8), and
// an id with leading zeros to the id without them (`/detail/0001001` is `/detail/1001`):
// one URL per page, for crawlers and for the page cache.
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
  const zeros = /^((?:\/m)?\/(?:detail|column)\/)0+(\d+)$/.exec(path);
  if (zeros) return c.body(null, 301, { Location: `${zeros[1]}${zeros[2]}${url.search}` });
  return next();
};
