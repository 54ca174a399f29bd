// A main record's load for a page (requirements §2): the API's 404 becomes the page's 404. Apart
// from http-errors.ts so that pages without one do not load the API's error module.

import { ApiError } from '../api/errors.ts';
import { pageNotFound } from '../lib/http-errors.ts';

/** Runs a main-record load; an API answer of code 404 becomes the route's 404. */
export async function orNotFound<T>(request: Request, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) throw pageNotFound(new URL(request.url).pathname);
    throw error;
  }
}
