// Any other path is SPEC §2's not-found page, decided before the first byte (HTTP 404):
// the loader throws it (not-found.tsx renders nothing of its own).

import type { LoaderFunctionArgs } from 'react-router';
import { pageNotFound } from '../lib/http-errors.ts';

export function loader({ request }: LoaderFunctionArgs): never {
  throw pageNotFound(new URL(request.url).pathname);
}
