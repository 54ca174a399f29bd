// requirements §5 link rules and the mobile prefix swap, shared by the client and the worker.

import { MOBILE_PREFIX } from '../constants.ts';

/** requirements §5: a link is external if it starts with http, https or //. */
export function isExternalLink(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

/** requirements §5: a path is internal if it starts with / and holds only word characters, hyphens and slashes. */
export function isInternalPath(path: string): boolean {
  return /^\/[\w\-/]*$/.test(path) && !path.startsWith('//');
}

/** True for /m and /m/... (a whole path segment), not for /manifest.webmanifest. */
export function isMobilePath(pathname: string): boolean {
  return pathname === MOBILE_PREFIX || pathname.startsWith(`${MOBILE_PREFIX}/`);
}

/** The desktop twin of a path: /m → /, /m/x → /x. */
export function toDesktopPath(pathname: string): string {
  if (!isMobilePath(pathname)) return pathname;
  return pathname.slice(MOBILE_PREFIX.length) || '/';
}

/** The mobile twin of a path: / → /m, /x → /m/x. */
export function toMobilePath(pathname: string): string {
  if (isMobilePath(pathname)) return pathname;
  return pathname === '/' ? MOBILE_PREFIX : MOBILE_PREFIX + pathname;
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
