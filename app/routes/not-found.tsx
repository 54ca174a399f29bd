// Any other path: SPEC §2's not-found page, decided before the first byte (HTTP 404).

import type { LoaderFunctionArgs } from 'react-router';
import { pageNotFound } from '../lib/http-errors.ts';

export function loader({ request }: LoaderFunctionArgs): never {
  throw pageNotFound(new URL(request.url).pathname);
}

export function Component() {
  return null;
}
