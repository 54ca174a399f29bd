// The 繁體 view on the worker: a page under /zh-hant renders with the router's basename
// /zh-hant and the converter active for that render alone. Renders of both variants interleave
// in one isolate, so the render's async context (AsyncLocalStorage, nodejs_compat) says
// which conversion the app's JSX runtime applies (app/hant/active.ts; decisions 0117, 0118).

import { AsyncLocalStorage } from 'node:async_hooks';
import { convertWith, type PropsHook } from '../../app/hant/jsx-runtime.ts';
import { convertProps } from '../../app/hant/convert-props.ts';

const render = new AsyncLocalStorage<PropsHook | undefined>();
convertWith(() => render.getStore());

/** Runs `body` (a page's render) with the 繁體 view's conversion active when `hant`. */
export function renderInVariant<T>(hant: boolean, body: () => Promise<T>): Promise<T> {
  return render.run(hant ? convertProps : undefined, body);
}
