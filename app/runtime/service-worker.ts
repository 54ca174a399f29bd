// Registers /sw.js (scope /) when the browser is idle. When an updated worker takes over
// a page that already had one, the page reloads (requirements §4); a registration error sets a flag.

import { runWhenIdle } from './idle.ts';

declare global {
  interface Window {
    __swRegistrationError?: boolean;
  }
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  runWhenIdle(() => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      window.__swRegistrationError = true;
      console.warn('service worker registration failed', error);
    });
  });
}
