// The service worker's caching rules, apart from its event handlers so that they can be
// tested: which requests it answers and how, what it precaches, which caches a build keeps.

/** Pages kept for offline reading, the oldest dropped first. */
export const MAX_PAGES = 40;

/** Files precached besides the build's hashed assets. */
export const STATIC_FILES = ['/manifest.webmanifest', '/favicon.ico', '/icons/icon.svg'];

/** Each build has caches of its own: a page is never served with another build's assets. */
export function cacheNames(build: string): { assets: string; pages: string } {
  return { assets: `assets-${build}`, pages: `pages-${build}` };
}

/** The caches an activating worker deletes: every one but its own build's. */
export function staleCaches(keys: readonly string[], build: string): string[] {
  const own = Object.values(cacheNames(build));
  return keys.filter((key) => !own.includes(key));
}

/** What it precaches: under Save-Data or on 2g, nothing fetched ahead (assets are kept as pages load them). */
export function precacheList(files: readonly string[], saveData: boolean): string[] {
  return saveData ? files.filter((f) => !f.startsWith('/assets/')) : [...files];
}

/**
 * How a request is answered: a page from the network, kept for offline reading; a hashed
 * asset from the cache; anything else (another origin, the API with its read count, build
 * files, a POST) is left to the browser.
 */
export function strategyFor(
  request: { method: string; mode: string; url: string },
  origin: string,
): 'page' | 'asset' | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/builds/')) return null;
  if (request.mode === 'navigate') return 'page';
  return url.pathname.startsWith('/assets/') ? 'asset' : null;
}

/**
 * A page whose URL now answers this is dropped from the pages kept for offline reading: 410,
 * withdrawn for good (issue 46), so neither it nor a copy kept from before is shown offline.
 */
export const dropsKeptPage = (status: number): boolean => status === 410;

/** The page cache's keys to drop so that at most `max` remain (the cache keeps insertion order). */
export function pagesToDrop<T>(keys: readonly T[], max: number = MAX_PAGES): T[] {
  return keys.slice(0, Math.max(0, keys.length - max));
}

/** A page that is not cached, offline. */
export const OFFLINE_HTML =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>网络未连接</title></head><body><main><h1>网络未连接</h1><p>您当前处于离线状态，本页尚未缓存。已阅读过的页面可以离线查看，请在网络恢复后刷新。</p><p><a href="/">返回首页</a></p></main></body></html>';
