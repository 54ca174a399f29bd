// The route errors of SPEC §2/§8 with their exact texts, thrown from loaders.

import { data } from 'react-router';

export interface RouteErrorData {
  message: string;
}

/** The longest path an error page repeats; past it the page shows the start and an ellipsis. */
export const ECHOED_PATH_MAX = 200;

/** A path as an error page repeats it: bounded, so a 100 KB URL never fills the page. */
export function echoedPath(pathname: string): string {
  const chars = Array.from(pathname);
  return chars.length > ECHOED_PATH_MAX ? `${chars.slice(0, ECHOED_PATH_MAX).join('')}…` : pathname;
}

/** SPEC §2: a matched route with no record (and any unknown path). */
export function pageNotFound(pathname: string) {
  return data<RouteErrorData>({ message: `Page not found: ${echoedPath(pathname)}` }, { status: 404 });
}

/** SPEC §2: a route's validation rule failed. */
export function validationFailed(pathname: string) {
  return data<RouteErrorData>({ message: `Page Not Found: ${echoedPath(pathname)}` }, { status: 404 });
}

/** SPEC §2: /column/{columnId} and /detail/{id} take numeric ids only. */
export function requireNumericId(value: string | undefined, request: Request): string {
  if (!value || !/^\d{1,18}$/.test(value)) throw validationFailed(new URL(request.url).pathname);
  return value;
}
