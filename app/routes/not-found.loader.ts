// Any other path is requirements §2's not-found page, decided before the first byte (HTTP 404):
// the loader throws it (not-found.tsx renders nothing of its own).

import type { LoaderFunctionArgs } from 'react-router';
import { LIMITED_PAGE_PATH, limitedError, pageNotFound } from '../lib/http-errors.ts';

export function loader({ request }: LoaderFunctionArgs): never {
  const { pathname } = new URL(request.url);
  // The worker's kept page for a limited visitor (429/503) is rendered from this route too.
  const limited = LIMITED_PAGE_PATH.exec(pathname);
  if (limited) throw limitedError(Number(limited[1]) as 429 | 503);
  throw pageNotFound(pathname);
}
