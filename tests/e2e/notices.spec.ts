// requirements §8/§9 in the browser: where toasts and notifications appear (top-right, 16 px gap,
// toast offset 16 px) and the 100 ms delay before the navigation progress bar, on
// Playwright's clock rather than the wall clock.

import { expect, test, type Page } from '@playwright/test';
import { hydrated, settle } from './support.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

test('notifications stack at the top right, 16 px from the edges and 16 px apart', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await hydrated(page);
  // Any code other than 200/401/403/404/500 is a notification titled with the server's message.
  await page.route('**/api/cn/ListTagByColumnId/**', (route) => route.fulfill({ json: { code: 601, msg: '标签服务正在升级' } }));
  await page.route('**/api/cn/listHotWordByColumnId/**', (route) => route.fulfill({ json: { code: 602, msg: '热词服务正在升级' } }));
  await mainNav(page).getByRole('link', { name: '贸促要闻', exact: true }).click();
  const notices = page.locator('.notifications .notice');
  await expect(notices).toHaveCount(2);
  const [first, second] = await Promise.all([notices.nth(0).boundingBox(), notices.nth(1).boundingBox()]);
  expect(first!.y).toBe(16);
  expect(Math.round(1366 - (first!.x + first!.width))).toBe(16);
  expect(Math.round(second!.y - (first!.y + first!.height))).toBe(16);
  expect(Math.round(second!.x + second!.width)).toBe(Math.round(first!.x + first!.width));
});

test('a toast appears 16 px below the top, centred', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await hydrated(page);
  await page.route('**/api/cn/ListRelease*', (route) => route.fulfill({ json: { code: 500, msg: '内容服务维护中，请稍后再试' } }));
  await mainNav(page).getByRole('link', { name: '贸促要闻', exact: true }).click();
  const toast = await page.locator('.toasts .notice').boundingBox();
  expect(toast!.y).toBe(16);
  expect(Math.abs(toast!.x + toast!.width / 2 - 1366 / 2)).toBeLessThanOrEqual(1);
});

test('the progress bar shows only once a navigation has taken 100 ms', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await hydrated(page);
  // Hold the listing's content until the test lets it go: the navigation stays pending.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>(
    (resolve) =>
      void page.route('**/api/cn/ListRelease*', async (route) => {
        resolve();
        await held;
        await route.continue();
      }),
  );
  await page.clock.pauseAt(Date.now() + 2000);
  await mainNav(page).getByRole('link', { name: '贸促要闻', exact: true }).click();
  await requested;
  // Let React commit the pending navigation.
  await settle(page);
  const bar = page.getByRole('progressbar', { name: '页面加载中' });
  await page.clock.runFor(99);
  await expect(bar).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(bar).toHaveCount(1);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('贸促要闻');
  await expect(bar).toHaveCount(0);
});
