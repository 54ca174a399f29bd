// One URL per page, for crawlers and for the page cache: a 301 to the path without a trailing
// slash (requirements §2.8), without percent-escapes of letters, digits and `-._~` (RFC 3986
// §6.2.2.2: `/detail/%31001` is `/detail/1001`), and with an id without leading zeros
// (`/detail/0001001` is `/detail/1001`), all in one hop.
// (The route-rule manifest's redirects are routes of the route table, for both sides.)

import type { MiddlewareHandler } from 'hono';
import { safeLocalPath } from '../lib/safe-path.ts';

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** The path with escapes of unreserved characters decoded and dot segments resolved. */
function decodedPath(path: string): string {
  if (!path.includes('%')) return path;
  const decoded = path.replace(/%([0-9A-Fa-f]{2})/g, (whole, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : whole;
  });
  return decoded === path ? path : new URL(decoded, 'http://path.invalid').pathname;
}

export function canonicalPathOf(path: string): string {
  let canonical = decodedPath(path);
  if (canonical.length > 1) canonical = canonical.replace(/\/+$/, '') || '/';
  return canonical.replace(/^((?:\/m)?\/(?:detail|column)\/)0+(\d+)$/, '$1$2');
}

export const canonicalPath: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const canonical = canonicalPathOf(url.pathname);
  if (canonical !== url.pathname) return c.body(null, 301, { Location: safeLocalPath(canonical) + url.search });
  return next();
};
