// Any other path: requirements §2's not-found page, decided before the first byte (HTTP 404) by its
// loader (not-found.loader.ts); the route's error boundary shows it.

export function Component() {
  return null;
}
