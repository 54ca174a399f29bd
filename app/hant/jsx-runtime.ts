// React's JSX runtime for the app's modules (scripts/vite/hant-jsx.ts points them here):
// React's own, with each element's props given to the 繁體 view's hook when one is active (active.ts).

import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { active } from './active.ts';

type Props = Record<string, unknown>;

export { Fragment };

export function jsx(type: Parameters<typeof reactJsx>[0], props: Props, key?: string) {
  const hook = active.hook();
  return reactJsx(type, hook ? hook(type, props) : props, key);
}

export function jsxs(type: Parameters<typeof reactJsxs>[0], props: Props, key?: string) {
  const hook = active.hook();
  return reactJsxs(type, hook ? hook(type, props) : props, key);
}
