// The service worker (/sw.js, scope /), bundled per build with its build id and the hashed
// assets to precache (scripts/vite/service-worker.ts): pages read recently stay readable
// offline, but for one that now answers 410 (withdrawn); an activating worker deletes the
// caches of other builds.

import { BUILD, PRECACHE } from 'virtual:service-worker-build';
import { savesData } from '../lib/save-data.ts';
import {
  cacheNames,
  dropsKeptPage,
  OFFLINE_HTML,
  pagesToDrop,
  precacheList,
  staleCaches,
  strategyFor,
} from './rules.ts';

declare const self: ServiceWorkerGlobalScope;

const CACHES = cacheNames(BUILD);
const connection = () =>
  (self.navigator as WorkerNavigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;

self.addEventListener('install', (event) => {
  const files = precacheList(PRECACHE, savesData(connection()));
  event.waitUntil(
    caches
      .open(CACHES.assets)
      .then((cache) => cache.addAll(files))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(staleCaches(keys, BUILD).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function page(request: Request): Promise<Response> {
  const cache = await caches.open(CACHES.pages);
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get('Content-Type')?.startsWith('text/html')) {
      await cache.put(request, response.clone());
      void cache.keys().then((keys) => Promise.all(pagesToDrop(keys).map((key) => cache.delete(key))));
    } else if (dropsKeptPage(response.status)) {
      // Withdrawn: the copy kept from before must not be shown offline.
      await cache.delete(request, { ignoreVary: true });
    }
    return response;
  } catch {
    const cached = await cache.match(request, { ignoreVary: true });
    return (
      cached ?? new Response(OFFLINE_HTML, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    );
  }
}

async function asset(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: CACHES.assets });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(CACHES.assets).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, self.location.origin);
  if (strategy === 'page') event.respondWith(page(event.request));
  else if (strategy === 'asset') event.respondWith(asset(event.request));
});
