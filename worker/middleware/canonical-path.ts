// One URL per page, for crawlers and for the page cache: a 301 to the path without a trailing
// slash (requirements §2.8), without percent-escapes of letters, digits and `-._~` (RFC 3986
// §6.2.2.2: `/detail/%31001` is `/detail/1001`), and with an id without leading zeros
// (`/detail/0001001` is `/detail/1001`), and the search page's keyword under its own name
// (`/search?keyword=…`, the content API's name for it, is `/search?q=…`), all in one hop.
// (The route-rule manifest's redirects are routes of the route table, for both sides.)

import type { MiddlewareHandler } from 'hono';
import { toDesktopPath } from '../../app/lib/links.ts';
import { toHansPath } from '../../app/lib/variant.ts';
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
  return canonical.replace(/^((?:\/zh-hant)?(?:\/m)?\/(?:detail|column)\/)0+(\d+)$/, '$1$2');
}

/**
 * The query of the search page asked with the content API's `keyword` (what a visitor who
 * copied an API call or an old link types): `q` in its place, unless `q` is there too (then
 * `q` wins); every other parameter as it was, in its order. Null when nothing changes.
 */
export function canonicalSearchOf(pathname: string, search: string): string | null {
  if (toDesktopPath(toHansPath(pathname)) !== '/search' || !search.includes('keyword')) return null;
  const asked = new URLSearchParams(search);
  if (!asked.has('keyword')) return null;
  const kept = new URLSearchParams();
  for (const [name, value] of asked) {
    if (name !== 'keyword') kept.append(name, value);
    else if (!asked.has('q') && !kept.has('q')) kept.append('q', value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

export const canonicalPath: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const canonical = canonicalPathOf(url.pathname);
  const search = canonicalSearchOf(canonical, url.search) ?? url.search;
  if (canonical !== url.pathname || search !== url.search)
    return c.body(null, 301, { Location: safeLocalPath(canonical) + search });
  return next();
};
