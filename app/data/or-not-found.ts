// A main record's load for a page (requirements §2): the API's 404 becomes the page's 404, or its
// 410 when the record was withdrawn (decision 0108). Apart from http-errors.ts so that pages
// without one do not load the API's error module.

import { ApiError } from '../api/errors.ts';
import { pageNotFound, pageWithdrawn } from '../lib/http-errors.ts';

/**
 * Runs a main-record load; an API answer of code 404 becomes the route's 404, or its 410 when
 * `withdrawn` (asked only then: the worker's tombstone check) says the id was removed.
 */
export async function orNotFound<T>(
  request: Request,
  load: () => Promise<T>,
  withdrawn?: () => Promise<boolean>,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 404) throw error;
    const { pathname } = new URL(request.url);
    throw (await withdrawn?.()) ? pageWithdrawn(pathname) : pageNotFound(pathname);
  }
}
