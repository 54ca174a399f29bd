// Shared steps for browser tests.

import { expect, type Locator, type Page } from '@playwright/test';

/** Waits until React Router has hydrated the page (root.tsx marks <html>). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** Waits until the client runtime (device mode, build polling, service worker) has started, after hydration. */
export async function runtimeStarted(page: Page): Promise<void> {
  await expect(page.locator('html[data-runtime="started"]')).toHaveCount(1);
}

/** Sets a value on window that only survives client-side navigation (a full load loses it). */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as unknown as { __doc: string }).__doc = 'same'));
  return () => page.evaluate(() => (window as unknown as { __doc?: string }).__doc === 'same');
}

/** Lets React commit and run its effects (its scheduler runs on MessageChannel, not on the clock). */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let i = 0; i < 10; i++)
      await new Promise((resolve) => {
        const c = new MessageChannel();
        c.port1.onmessage = resolve;
        c.port2.postMessage(0);
      });
  });
}

/**
 * Waits until React has hydrated an element of a part the page hydrates later (decision 0088):
 * React keeps an element's props on it under a `__reactProps$…` key once it owns the element.
 */
export async function partHydrated(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')))).toBe(true);
}
