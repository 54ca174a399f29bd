// The route errors of requirements §2/§8 with their exact texts, thrown from loaders.

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

/** requirements §2: a matched route with no record (and any unknown path). */
export function pageNotFound(pathname: string) {
  return data<RouteErrorData>({ message: `Page not found: ${echoedPath(pathname)}` }, { status: 404 });
}

/** A record a publish removed (decision 0108): gone for good, said so, no content. */
export function pageWithdrawn(pathname: string) {
  return data<RouteErrorData>({ message: echoedPath(pathname) }, { status: 410 });
}

/** requirements §2: a route's validation rule failed. */
export function validationFailed(pathname: string) {
  return data<RouteErrorData>({ message: `Page Not Found: ${echoedPath(pathname)}` }, { status: 404 });
}

/** requirements §2: /column/{columnId} and /detail/{id} take numeric ids only. */
export function requireNumericId(value: string | undefined, request: Request): string {
  if (!value || !/^\d{1,18}$/.test(value)) throw validationFailed(new URL(request.url).pathname);
  return value;
}

/** What a visitor past a limit reads: 429 this client, 503 the site (busy, or its store). */
export const REFUSAL_TEXT = {
  429: '访问过于频繁，请稍后再试',
  503: '网站访问繁忙，请稍后再试',
} as const;

/**
 * The worker's page for a limited visitor, rendered once per build and device and kept
 * (worker/limits/limited-page.ts): a path no column or page uses.
 */
export const LIMITED_PAGE_PATH = /^(?:\/m)?\/__limited\/(429|503)$/;

/** The limited page's route error (its status and text). */
export function limitedError(status: 429 | 503) {
  return data<RouteErrorData>({ message: REFUSAL_TEXT[status] }, { status });
}
