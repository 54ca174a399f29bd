// requirements §16 without JavaScript: a phone visitor chooses the PC version (电脑版) and back
// (手机版) through the links alone; the worker records the choice, so the next page stays in
// the chosen version. With JavaScript the links behave as before (walks.spec.ts, wechat.spec.ts).

import { expect, test } from '@playwright/test';
import { PHONE_USER_AGENT } from './chromium.ts';
import { hydrated, partHydrated } from './support.ts';

const PHONE = { viewport: { width: 375, height: 812 }, userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true };

test('without JavaScript, a phone chooses the PC version, keeps it on the next page, and comes back', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  // A phone asking for a PC page is sent to its /m twin.
  await page.goto('/importantNews?page=2');
  await expect(page).toHaveURL(/\/m\/importantNews\?page=2$/);

  // The menu is a <details>: it opens without JavaScript.
  await page.locator('.m-drawer__toggle').click();
  await page.getByRole('link', { name: '电脑版', exact: true }).click();
  await expect(page).toHaveURL(/\/importantNews\?page=2$/);
  expect(new URL(page.url()).pathname).toBe('/importantNews');
  await expect(page.locator('.layout--default')).toHaveCount(1);
  expect((await context.cookies()).find((c) => c.name === 'device')?.value).toBe('pc');

  // The next navigation, a link of the PC page: still the PC version.
  await page.locator('.top-bar').getByRole('link', { name: '网站地图', exact: true }).click();
  await expect(page).toHaveURL(/\/sitemap$/);
  expect(new URL(page.url()).pathname).toBe('/sitemap');
  await expect(page.locator('.layout--default')).toHaveCount(1);

  // 手机版 brings the phone version back, for this page and the next.
  await page.locator('.top-bar').getByRole('link', { name: '手机版', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/sitemap$/);
  await expect(page.locator('.layout--mobile')).toHaveCount(1);
  expect((await context.cookies()).find((c) => c.name === 'device')?.value).toBe('mobile');
  await page.goto('/importantNews');
  await expect(page).toHaveURL(/\/m\/importantNews$/);
  await context.close();
});

test('with JavaScript, 电脑版 goes straight to the PC page (no stop at the route) and the server keeps it', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, viewport: { width: 900, height: 700 } });
  const page = await context.newPage();
  await page.goto('/m/detail/1001');
  await hydrated(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) asked.push(new URL(r.url()).pathname);
  });
  await page.locator('.m-drawer__toggle').click();
  const pc = page.getByRole('link', { name: '电脑版', exact: true });
  // The link hydrates after the page (device-switch-later.ts); a click before that takes the
  // route, which ends on the same page (the no-JavaScript test above).
  await partHydrated(pc);
  await pc.click();
  await expect(page).toHaveURL(/\/detail\/1001$/);
  expect(asked).toEqual(['/detail/1001']);
  await page.goto('/service/commercial');
  await expect(page).toHaveURL(/\/service\/commercial$/);
  await context.close();
});
