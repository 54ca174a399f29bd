// The API client for the browser, loaded on first use: hydration needs no API call (the
// data came with the page), so the client and its decoders stay out of the initial JavaScript.

import type { ContentApi } from './client.ts';

export function lazyContentApi(load: () => Promise<ContentApi>): ContentApi {
  return new Proxy({} as ContentApi, {
    get:
      (_target, name) =>
      (...args: unknown[]) =>
        load().then((api) => (api[name as keyof ContentApi] as (...a: unknown[]) => Promise<unknown>)(...args)),
  });
}

let loaded: Promise<ContentApi> | undefined;

/**
 * The browser's API client, imported once: a later call waits on no module task, only on its
 * request (the route preloader warms it ahead of a tap).
 */
export function loadBrowserApi(): Promise<ContentApi> {
  loaded ??= import('./browser.ts').then(
    (m) => m.browserApi,
    (error: unknown) => {
      loaded = undefined;
      throw error;
    },
  );
  return loaded;
}

/** The browser's API, imported the first time a loader or effect calls it. */
export const browserApi = lazyContentApi(loadBrowserApi);
