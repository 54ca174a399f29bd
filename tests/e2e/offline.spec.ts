// The service worker registers from /sw.js (scope /), and an article read before opens offline.

import { expect, test } from '@playwright/test';
import { hydrated } from './support.ts';

test.use({ serviceWorkers: 'allow' });

test('the service worker registers and a read article opens offline', async ({ page, context }) => {
  await page.goto('/');
  await hydrated(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.goto('/detail/1002');
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  await context.setOffline(true);
  await page.goto('/detail/1002');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  await page.goto('/detail/1099');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('网络未连接');
  await context.setOffline(false);
});

test('the API is never answered from the service worker cache', async ({ page, context }) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.evaluate(() => fetch('/api/common/getReadCount/1001'));
  await context.setOffline(true);
  const offline = await page.evaluate(() =>
    fetch('/api/common/getReadCount/1001').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(offline).toBe('failed');
  await context.setOffline(false);
});
