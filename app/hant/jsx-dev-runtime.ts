// React's development JSX runtime for the app's modules (dev server, tests): React's own, with
// each element's text converted in the 繁體 view, as jsx-runtime.ts does for builds.

import { Fragment, jsxDEV as reactJsxDEV } from 'react/jsx-dev-runtime';
import { active } from './active.ts';

type Args = Parameters<typeof reactJsxDEV>;

export { Fragment };

export function jsxDEV(
  type: Args[0],
  props: Args[1],
  ...rest: Args extends [unknown, unknown, ...infer R] ? R : never
) {
  const hook = active.hook();
  return reactJsxDEV(type, hook ? hook(type, props as Record<string, unknown>) : props, ...rest);
}
