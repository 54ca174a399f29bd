// Starts the browser-only runtime once the router has hydrated.

import type { DataRouter } from 'react-router';
import type { SiteConfig } from '../site.ts';
import { DEFAULT_VERSION_POLL_INTERVAL_MS } from '../constants.ts';
import { watchDeviceMode } from './device-mode.ts';
import { startRoutePreload } from './route-preload.ts';
import { registerServiceWorker } from './service-worker.ts';
import { watchBuildVersion } from './version-poll.ts';

export function startClientRuntime(router: DataRouter, site: SiteConfig | undefined): void {
  watchDeviceMode();
  // It starts after hydration (decision 0006); tests wait for this before resizing.
  document.documentElement.dataset.runtime = 'started';
  // The dev server has no /builds/* nor /sw.js: those belong to a production build.
  if (!import.meta.env.PROD) return;
  if (site?.buildId) {
    watchBuildVersion(router, site.buildId, site.versionPollIntervalMs || DEFAULT_VERSION_POLL_INTERVAL_MS);
    startRoutePreload(router);
  }
  registerServiceWorker();
}
