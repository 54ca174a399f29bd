// Per-render state: a jotai store per request on the server (an isolate serves many
// requests, so no module-level store) and one per page on the client.

import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';

export type AppStore = ReturnType<typeof createStore>;

export function AppProviders({ children, store }: { children: ReactNode; store: AppStore }) {
  return <Provider store={store}>{children}</Provider>;
}

export { createStore };
