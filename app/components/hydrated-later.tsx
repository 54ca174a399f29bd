// Static parts of a page whose code the page does not need to hydrate (decision 0088): the
// server renders them inside a Suspense boundary, and in the browser React leaves a boundary
// it finds complete in the HTML as it is and hydrates it at its lowest priority, once the
// page has hydrated (React's selective hydration). Only then does the lazy component ask for
// its chunk. On a client navigation the page's loader preloads it (`preload`), so the part
// renders with the page and its fallback, nothing, is never seen.

import { type ComponentType, lazy, Suspense } from 'react';
import { lazyWithReload } from '../runtime/chunk-reload.ts';

export type HydratedLater<P> = ComponentType<P> & {
  /** Loads the part's chunk; the lazy component then renders it without suspending past a microtask. */
  preload: () => Promise<unknown>;
};

/** Renders nothing: what a part shows when its chunk failed and the page may not reload again. */
const Nothing = () => null;

/**
 * `load` imports the part's module and picks its component. A chunk that fails reloads the
 * page, as a route's does (requirements §8); within the guard window the part is left out.
 */
export function hydratedLater<P extends object>(load: () => Promise<ComponentType<P>>): HydratedLater<P> {
  // One promise for the preload and the lazy component: with a second import() of the loaded
  // module (through Vite's preload helper) instead, a navigation was seen to commit the page
  // with the fallback first and the part a commit later.
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= lazyWithReload(() => load().then((component) => ({ default: component })), { default: Nothing })());
  // Hydrating a part first thing after the page, React renders it in the task that runs the
  // page's effects, where root.tsx marks the page hydrated: a part not preloaded asks for its
  // chunk a task later, after that mark (as useAfterHydration does). The server waits for nothing.
  const Part = lazy(
    () =>
      loading ?? (typeof window === 'undefined' ? preload() : new Promise((next) => setTimeout(next)).then(preload)),
  );
  function Later(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Object.assign(Later, { preload });
}
