// React's development JSX runtime for the app's modules (dev server, tests): React's own, with
// each element's props given to the 繁體 view's hook when one is active, as jsx-runtime.ts does.

import { Fragment, jsxDEV as reactJsxDEV } from 'react/jsx-dev-runtime';
import { hooked } from './jsx-runtime.ts';

type Args = Parameters<typeof reactJsxDEV>;

export { Fragment };

export function jsxDEV(
  type: Args[0],
  props: Args[1],
  ...rest: Args extends [unknown, unknown, ...infer R] ? R : never
) {
  return reactJsxDEV(type, hooked(type, props as Record<string, unknown>), ...rest);
}
