// requirements §2: a missing picture (no URL, or one that fails, even before hydration) is replaced
// by one of the six placeholders; the server renders the same markup for every visitor.

import { expect, test } from '@playwright/test';
import { hydrated } from './support.ts';

test('a cover image that fails to load is replaced by a placeholder', async ({ page }) => {
  await page.route('**/images/covers/*.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/');
  await hydrated(page);
  const images = page.locator('#home-exhibitions').locator('xpath=../..').locator('img.card__image');
  expect(await images.count()).toBeGreaterThan(0);
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('src', /^\/placeholders\/placeholder-[1-6]\.svg$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  }
});

test('the server sends the same placeholder markup to everyone (no random pick before a failure)', async ({ request }) => {
  const a = await (await request.get('/service/exhibition')).text();
  const b = await (await request.get('/service/exhibition')).text();
  const srcs = (html: string) => [...html.matchAll(/<img[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  expect(srcs(a)).toEqual(srcs(b));
});
