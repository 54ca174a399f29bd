// React's JSX runtime for the app's modules (scripts/vite/hant-jsx.ts points them here): React's
// own, each element's props first given to the 繁體 view's hook when one is active (decision
// 0118). The browser sets the hook once before hydrating a 繁體 page, loading the conversion
// with it; the worker answers per request (its renders interleave) from the render's async
// context (worker/ssr/hant.ts). Only this module is in every page's script.

import { Fragment, jsx as reactJsx } from 'react/jsx-runtime';

export type PropsHook = (type: unknown, props: Record<string, unknown>) => Record<string, unknown>;

let hook: () => PropsHook | undefined = () => undefined;

/** Where renders from now on read their hook. */
export function convertWith(from: () => PropsHook | undefined): void {
  hook = from;
}

/** The props an element renders with: the hook's when one is active. */
export const hooked = (type: unknown, props: Record<string, unknown>): Record<string, unknown> =>
  hook()?.(type, props) ?? props;

export { Fragment };

export const jsx = (type: Parameters<typeof reactJsx>[0], props: Record<string, unknown>, key?: string) =>
  reactJsx(type, hooked(type, props), key);

/** React's production runtime has one function for both (jsxs only differs in development). */
export { jsx as jsxs };
