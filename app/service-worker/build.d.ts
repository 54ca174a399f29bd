// What the build bakes into the service worker (scripts/vite/service-worker.ts).

declare module 'virtual:service-worker-build' {
  /** The build's id: its caches are named after it. */
  export const BUILD: string;
  /** The files it precaches: the build's hashed assets and a few static files. */
  export const PRECACHE: string[];
}
