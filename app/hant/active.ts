// Which converter the render in progress uses: none (the simplified site), or the 繁體 view's.
// The browser sets it once before hydrating a 繁體 page; the worker answers per request (its
// renders interleave), from the render's async context (worker/ssr/hant.ts).

type Convert = (text: string) => string;

let source: () => Convert | undefined = () => undefined;

/** Where renders from now on read their converter. */
export function convertWith(from: () => Convert | undefined): void {
  source = from;
}

/** The converter of the render in progress, if its page is the 繁體 view. */
export function activeConverter(): Convert | undefined {
  return source();
}
