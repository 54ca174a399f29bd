// Loads a module once the page has hydrated, for parts the first view renders as nothing
// or as fixed markup (decision 0006): they are no part of the JavaScript a page needs to
// hydrate. Until it arrives (or if it never does: offline, a new deploy) the caller shows
// what the server rendered.

import { useEffect, useState } from 'react';

export function useAfterHydration<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, `load` is a fixed import.
  useEffect(() => {
    let gone = false;
    // A timer, not the effect itself: root's effect in this same commit marks the page
    // hydrated first, so the chunk is requested after hydration.
    const timer = setTimeout(() =>
      load().then(
        (module) => gone || setLoaded(() => module),
        () => undefined,
      ),
    );
    return () => {
      gone = true;
      clearTimeout(timer);
    };
  }, []);
  return loaded;
}
