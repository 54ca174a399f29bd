// React's JSX runtime for the app's modules (scripts/vite/hant-jsx.ts points them here):
// React's own, with each element's text converted in the 繁體 view (convert-props.ts).

import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { convertProps } from './convert-props.ts';

type Props = Record<string, unknown>;

export { Fragment };

export function jsx(type: Parameters<typeof reactJsx>[0], props: Props, key?: string) {
  return reactJsx(type, convertProps(type, props), key);
}

export function jsxs(type: Parameters<typeof reactJsxs>[0], props: Props, key?: string) {
  return reactJsxs(type, convertProps(type, props), key);
}
