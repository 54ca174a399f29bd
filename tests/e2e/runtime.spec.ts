// SPEC §2/§4/§8 client behaviours in a real browser: device mode on resize, colour mode
// before first paint, scroll restoration, build polling, toasts. The chunk reload is in
// chunk-reload.spec.ts, a newer build's rules in new-build.spec.ts, notices in notices.spec.ts.

import { expect, test } from '@playwright/test';
import { hydrated, markDocument, runtimeStarted } from './support.ts';

test('resizing from 1200 to 500 px goes to /m, and back to 1200 returns to the PC page', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto('/importantNews?page=2');
  await runtimeStarted(page);
  await page.setViewportSize({ width: 500, height: 800 });
  await expect(page).toHaveURL(/\/m\/importantNews\?page=2$/);
  await runtimeStarted(page);
  await expect(page.locator('.layout--mobile')).toHaveCount(1);
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(page).toHaveURL(/\/importantNews\?page=2$/);
  await expect(page).not.toHaveURL(/\/m\//);
  // The cookie the client wrote keeps the server from bouncing the visitor back.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'device')?.value).toBe('pc');
});

test('the colour mode is kept and applied before the app’s JavaScript runs (no flash)', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByLabel('显示模式').selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('nuxt-color-mode'))).toBe('dark');
  // With every script file blocked, only the inline pre-paint script can set the class.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(245, 246, 248)');
});

test('back navigation restores the scroll position; a new page starts at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 700 });
  await page.goto('/importantNews');
  await hydrated(page);
  const link = page.locator('.release-list__title').nth(7);
  await link.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);
  await link.click();
  await expect(page).toHaveURL(/\/detail\/\d+$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/importantNews$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5);
});

test('a new build id makes the next navigation a full page load', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const stillSameDocument = await markDocument(page);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '贸易资讯', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('贸易资讯');
  expect(await stillSameDocument()).toBe(true);
  await page.route('**/builds/latest.json*', (route) => route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }));
  // The client checks when the tab becomes visible (and on its interval).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.waitForResponse('**/builds/latest.json*');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '贸促要闻', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('贸促要闻');
  expect(await stillSameDocument()).toBe(false);
});

test('the build publishes latest.json and the route-rule manifest of the running build', async ({ request }) => {
  const health = (await (await request.get('/healthz')).json()) as { buildId: string };
  const latest = (await (await request.get(`/builds/latest.json?${Date.now()}`)).json()) as { id: string };
  expect(latest.id).toBe(health.buildId);
  const meta = await request.get(`/builds/meta/${health.buildId}.json`);
  expect(meta.status()).toBe(200);
  const rules = (await meta.json()) as { redirects: Array<{ from: string; to: string }> };
  expect(rules.redirects).toContainEqual(
    expect.objectContaining({ from: '/service/commercial/problem', to: '/service/commercial/components/problem' }),
  );
});

test('a legacy link from the route-rule manifest lands on the FAQ page', async ({ page }) => {
  await page.goto('/service/commercial');
  await hydrated(page);
  const stillSameDocument = await markDocument(page);
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/service/commercial/problem';
    a.textContent = '旧版常见问题链接';
    const main = document.querySelector('main')!;
    main.insertBefore(a, main.firstChild);
  });
  // A plain <a> is a full load: the worker answers 301; the new page shows the FAQ.
  await page.getByRole('link', { name: '旧版常见问题链接' }).click();
  await expect(page).toHaveURL(/\/service\/commercial\/components\/problem$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('认证常见问题');
  expect(await stillSameDocument()).toBe(false);
});

test('an API error shows a toast that leaves after its time', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.route('**/api/cn/ListRelease*', (route) => route.fulfill({ json: { code: 500, msg: '内容服务维护中，请稍后再试' } }));
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '贸促要闻', exact: true }).click();
  const toast = page.locator('.toasts .notice');
  await expect(toast).toHaveText(/内容服务维护中/);
  const shownAt = Date.now();
  await expect(toast).toHaveCount(0, { timeout: 6000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(2000);
  expect(shownFor).toBeLessThan(4500);
});

test('a network failure shows one transport toast for 5 s, and no second one within 10 s', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.route('**/api/cn/**', (route) => route.abort('connectionrefused'));
  const nav = page.getByRole('navigation', { name: '主导航' });
  const toast = page.locator('.toasts .notice');
  await nav.getByRole('link', { name: '贸促要闻', exact: true }).click();
  await expect(toast).toContainText('当前网络不稳定');
  const shownAt = Date.now();
  await expect(toast).toHaveCount(0, { timeout: 7000 });
  expect(Date.now() - shownAt).toBeGreaterThan(4000);
  // Still inside the 10 s window: the next failure stays quiet.
  await nav.getByRole('link', { name: '贸易资讯', exact: true }).click();
  await page.waitForTimeout(1000);
  await expect(toast).toHaveCount(0);
});
