// Trailing slashes are normalised by a 301 to the path without one (DESIGN "Routes"), and
// the route-rule manifest's redirects (legacy paths) apply, under /m as well.

import type { MiddlewareHandler } from 'hono';
import { ROUTE_RULES } from '../../app/route-rules.ts';
import { isMobilePath, toDesktopPath, toMobilePath } from '../../app/lib/links.ts';
import { safeLocalPath } from '../lib/safe-path.ts';

export const canonicalPath: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const path = url.pathname;
  if (path.length > 1 && path.endsWith('/')) {
    const target = safeLocalPath(path.replace(/\/+$/, '') || '/');
    return c.body(null, 301, { Location: target + url.search });
  }
  const mobile = isMobilePath(path);
  const rule = ROUTE_RULES.redirects.find((r) => r.from === toDesktopPath(path));
  if (rule) {
    const target = mobile ? toMobilePath(rule.to) : rule.to;
    return c.body(null, rule.status, { Location: safeLocalPath(target) + url.search });
  }
  return next();
};
