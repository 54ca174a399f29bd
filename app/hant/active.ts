// What the render in progress does to each element's props: nothing (the simplified site), or
// the 繁體 view's conversion (convert-props.ts). The browser sets it once before hydrating a
// 繁體 page, loading the conversion with it; the worker answers per request (its renders
// interleave), from the render's async context (worker/ssr/hant.ts). Only this module and the
// JSX runtime are in every page's script (decision 0118).

export type PropsHook = (type: unknown, props: Record<string, unknown>) => Record<string, unknown>;

/** The hook of the render in progress, if its page is the 繁體 view. */
export const active: { hook: () => PropsHook | undefined } = { hook: () => undefined };

/** Where renders from now on read their hook. */
export function convertWith(from: () => PropsHook | undefined): void {
  active.hook = from;
}
