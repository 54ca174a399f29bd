// The 繁體 view's paths: the same pages under /zh-hant (PC) and /zh-hant/m (phone), the prefix
// being React Router's basename there (decision 0117). Shared by the client and the worker;
// each takes a path with or without its query and hash.

import { HANT_PREFIX } from '../constants.ts';

const PREFIXED = /^\/zh-hant(?=[/?#]|$)/;

/** True for /zh-hant and /zh-hant/... (a whole path segment). */
export function isHantPath(path: string): boolean {
  return PREFIXED.test(path);
}

/** The simplified page's path: /zh-hant → /, /zh-hant/m/x → /m/x. */
export function toHansPath(path: string): string {
  const hans = path.replace(PREFIXED, '');
  return hans[0] === '/' ? hans : `/${hans}`;
}

/** The 繁體 page's path: / → /zh-hant, /m/x?q → /zh-hant/m/x?q. */
export function toHantPath(path: string): string {
  if (isHantPath(path)) return path;
  return HANT_PREFIX + (/^\/(?=[?#]|$)/.test(path) ? path.slice(1) : path);
}

/** A site path as a link of the page writes it: in the 繁體 view, under its prefix. */
export function inVariant(hant: boolean, path: string): string {
  return hant && path[0] === '/' && path[1] !== '/' ? toHantPath(path) : path;
}

/** `swap` (a PC/phone swap of links.ts) applied inside the variant: /zh-hant/x → /zh-hant/m/x. */
export function inSameVariant(path: string, swap: (path: string) => string): string {
  return isHantPath(path) ? toHantPath(swap(toHansPath(path))) : swap(path);
}
