// The 繁體 view's paths: the same pages under /zh-hant (PC) and /zh-hant/m (phone), the prefix
// being React Router's basename there (decision 0117). Shared by the client and the worker;
// each takes a path with or without its query and hash.

import { HANT_PREFIX } from '../constants.ts';

const PREFIXED = /^\/zh-hant(?=[/?#]|$)/;

/** True for /zh-hant and /zh-hant/... (a whole path segment). */
export const isHantPath = (path: string): boolean => PREFIXED.test(path);

/** The simplified page's path: /zh-hant → /, /zh-hant/m/x → /m/x. */
export const toHansPath = (path: string): string => path.replace(PREFIXED, '').replace(/^(?!\/)/, '/');

/** The 繁體 page of a simplified path: / → /zh-hant, /m/x?q → /zh-hant/m/x?q. */
export const toHantPath = (path: string): string => HANT_PREFIX + path.replace(/^\/(?=[?#]|$)/, '');

/** A site path as a link of the page writes it: in the 繁體 view, under its prefix. */
export const inVariant = (hant: boolean, path: string): string =>
  hant && /^\/(?!\/)/.test(path) ? toHantPath(path) : path;

/** `swap` (a PC/phone swap of links.ts) applied inside the variant: /zh-hant/x → /zh-hant/m/x. */
export const inSameVariant = (path: string, swap: (path: string) => string): string =>
  isHantPath(path) ? toHantPath(swap(toHansPath(path))) : swap(path);
