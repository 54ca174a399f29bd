// The route errors of SPEC §2/§8 with their exact texts, thrown from loaders.

import { data } from 'react-router';
import { ApiError } from '../api/errors.ts';

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

/** Runs a main-record load; an API answer of code 404 becomes the route's 404. */
export async function orNotFound<T>(request: Request, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) throw pageNotFound(new URL(request.url).pathname);
    throw error;
  }
}
