// requirements §4/§8: when an updated service worker takes over, the page reloads; a registration
// that fails sets the registration-error flag (window.__swRegistrationError).

import { expect, test } from '@playwright/test';
import { hydrated, markDocument } from './support.ts';

test.use({ serviceWorkers: 'allow' });

test('the first service worker taking control of a page does not reload it', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const stillSameDocument = await markDocument(page);
  // /sw.js claims open pages on activation: a controllerchange with no previous controller.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  expect(await stillSameDocument()).toBe(true);
});

test('an updated service worker taking over a controlled page reloads it', async ({ page, context }) => {
  // The first visit installs an older worker: this build's script, one comment different.
  await context.route('**/sw.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n// the previous build\n` });
  });
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.unrouteAll();
  // A page opened under the older worker; the browser's update check then finds this build's.
  await page.reload();
  await hydrated(page);
  const stillSameDocument = await markDocument(page);
  const reloaded = page.waitForEvent('load');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await reloaded;
  await hydrated(page);
  expect(await stillSameDocument()).toBe(false);
});

test('a service worker registration that fails sets the registration-error flag', async ({ page, context }) => {
  await context.route('**/sw.js', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
  await page.goto('/');
  await hydrated(page);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __swRegistrationError?: boolean }).__swRegistrationError === true))
    .toBe(true);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});
