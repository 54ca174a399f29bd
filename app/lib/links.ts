// requirements §5 link rules and the mobile prefix swap, shared by the client and the worker.
// A 繁體 path (/zh-hant/m/x) swaps the mobile prefix inside its own (decision 0117).

import { MOBILE_PREFIX } from '../constants.ts';
import { isHantPath, toHansPath, toHantPath } from './variant.ts';

/** requirements §5: a link is external if it starts with http, https or //. */
export function isExternalLink(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

/** requirements §5: a path is internal if it starts with / and holds only word characters, hyphens and slashes. */
export function isInternalPath(path: string): boolean {
  return /^\/[\w\-/]*$/.test(path) && !path.startsWith('//');
}

/** True for /m and /m/... (a whole path segment), not for /manifest.webmanifest; also under /zh-hant. */
export function isMobilePath(pathname: string): boolean {
  const path = toHansPath(pathname);
  return path === MOBILE_PREFIX || path.startsWith(`${MOBILE_PREFIX}/`);
}

/** The desktop twin of a path: /m → /, /m/x → /x, /zh-hant/m/x → /zh-hant/x. */
export function toDesktopPath(pathname: string): string {
  if (!isMobilePath(pathname)) return pathname;
  const desktop = toHansPath(pathname).slice(MOBILE_PREFIX.length) || '/';
  return isHantPath(pathname) ? toHantPath(desktop) : desktop;
}

/** The mobile twin of a path: / → /m, /x → /m/x, /zh-hant/x → /zh-hant/m/x. */
export function toMobilePath(pathname: string): string {
  if (isMobilePath(pathname)) return pathname;
  const path = toHansPath(pathname);
  const mobile = path === '/' ? MOBILE_PREFIX : MOBILE_PREFIX + path;
  return isHantPath(pathname) ? toHantPath(mobile) : mobile;
}

/** A site path for the current device: internal paths get the mobile prefix when mobile. */
export function devicePath(path: string, mobile: boolean): string {
  if (!mobile || !path.startsWith('/') || path.startsWith('//')) return path;
  const [pathname = '/', rest = ''] = splitPath(path);
  return toMobilePath(pathname) + rest;
}

function splitPath(path: string): [string, string] {
  const i = path.search(/[?#]/);
  return i === -1 ? [path, ''] : [path.slice(0, i), path.slice(i)];
}
