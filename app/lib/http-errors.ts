// The route errors of SPEC §2/§8 with their exact texts, thrown from loaders.

import { data } from 'react-router';

export interface RouteErrorData {
  message: string;
}

/** SPEC §2: a matched route with no record (and any unknown path). */
export function pageNotFound(pathname: string) {
  return data<RouteErrorData>({ message: `Page not found: ${pathname}` }, { status: 404 });
}

/** SPEC §2: a route's validation rule failed. */
export function validationFailed(pathname: string) {
  return data<RouteErrorData>({ message: `Page Not Found: ${pathname}` }, { status: 404 });
}

/** SPEC §2: /column/{columnId} and /detail/{id} take numeric ids only. */
export function requireNumericId(value: string | undefined, request: Request): string {
  if (!value || !/^\d{1,18}$/.test(value)) throw validationFailed(new URL(request.url).pathname);
  return value;
}
