// What the content generation and a platform site's serving pointer share: the data centre's
// small Cache API namespace that hands a cold isolate the last-known value, and the bound on a
// refresh from the primary (a store that never answers must not hold the isolate's one refresh).

/** The data centre's namespace for the store's state (null where there is no Cache API). */
export async function dataCentreCache(): Promise<Cache | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open('ccpit-generation');
  } catch {
    return null;
  }
}

/** `work`, or a rejection after `ms`. */
export async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
