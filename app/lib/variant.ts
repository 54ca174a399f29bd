// The 繁體 view's paths: the same pages under /zh-hant (PC) and /zh-hant/m (phone), the prefix
// being React Router's basename there (decision 0117). Shared by the client and the worker.

import { HANT_PREFIX } from '../constants.ts';

/** True for /zh-hant and /zh-hant/... (a whole path segment). */
export function isHantPath(pathname: string): boolean {
  return pathname === HANT_PREFIX || pathname.startsWith(`${HANT_PREFIX}/`);
}

/** The simplified page's path: /zh-hant → /, /zh-hant/m/x → /m/x. */
export function toHansPath(pathname: string): string {
  if (!isHantPath(pathname)) return pathname;
  return pathname.slice(HANT_PREFIX.length) || '/';
}

/** The 繁體 page's path: / → /zh-hant, /m/x → /zh-hant/m/x. */
export function toHantPath(pathname: string): string {
  if (isHantPath(pathname)) return pathname;
  return pathname === '/' ? HANT_PREFIX : HANT_PREFIX + pathname;
}

/** The router's basename for a path the browser or the worker was asked for. */
export function basenameOf(pathname: string): string {
  return isHantPath(pathname) ? HANT_PREFIX : '/';
}

/**
 * A site path (path, query, hash) as the browser must ask for it under `basename`: the
 * router's paths have no basename, the hrefs and form actions in the HTML need it.
 */
export function withBasename(basename: string, path: string): string {
  if (basename === '/' || !path.startsWith('/') || path.startsWith('//')) return path;
  const i = path.search(/[?#]/);
  const pathname = i === -1 ? path : path.slice(0, i);
  return toHantPath(pathname) + (i === -1 ? '' : path.slice(i));
}
