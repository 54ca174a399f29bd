// requirements §2/§4/§8 client behaviours in a real browser: device mode on resize, colour mode
// before first paint, scroll restoration, build polling, toasts. The chunk reload is in
// chunk-reload.spec.ts, a newer build's rules in new-build.spec.ts, notices in notices.spec.ts.

import { expect, test } from '@playwright/test';
import { hydrated, markDocument, runtimeStarted, settle } from './support.ts';

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
  // The poller starts with the runtime; it checks when the tab becomes visible (and on its
  // interval), and counts the build once that build's route rules are fetched too.
  await runtimeStarted(page);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.locator('html[data-newer-build="a-newer-build"]')).toHaveCount(1);
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

test('an API error’s toast stays exactly 3000 ms (requirements §9)', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await hydrated(page);
  await page.route('**/api/cn/ListRelease*', (route) => route.fulfill({ json: { code: 500, msg: '内容服务维护中，请稍后再试' } }));
  // From here on the page's time moves only when the test moves it.
  await page.clock.pauseAt(Date.now() + 2000);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '贸促要闻', exact: true }).click();
  const toast = page.locator('.toasts .notice');
  await expect(toast).toHaveText(/内容服务维护中/);
  await settle(page);
  await page.clock.runFor(2999);
  await settle(page);
  await expect(toast).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(toast).toHaveCount(0);
});

test('a network failure shows one transport toast for 5000 ms, and no other for 10 s after it (requirements §8)', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await hydrated(page);
  await page.route('**/api/cn/**', (route) => route.abort('connectionrefused'));
  await page.clock.pauseAt(Date.now() + 2000);
  const nav = page.getByRole('navigation', { name: '主导航' });
  const toast = page.locator('.toasts .notice');
  /** Follows a main-navigation link whose calls all fail, and waits until the client has handled the failure. */
  const failingNavigation = async (name: string, path: RegExp) => {
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/api/cn/'));
    await nav.getByRole('link', { name, exact: true }).click();
    await failed;
    // The router commits the location once every loader has settled, i.e. after the failures were reported.
    await expect(page).toHaveURL(path);
    await settle(page);
  };

  // At t = 0 the first failure shows the toast (the page's other failing calls stay quiet).
  await failingNavigation('贸促要闻', /\/importantNews$/);
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('当前网络不稳定');
  await page.clock.runFor(4999);
  await settle(page);
  await expect(toast).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(toast).toHaveCount(0);

  // t = 9999 ms: still inside the 10 s window, the next failure stays quiet.
  await page.clock.runFor(4999);
  await failingNavigation('贸易资讯', /\/information$/);
  await expect(toast).toHaveCount(0);

  // t = 10000 ms: the window is over, a failure shows the toast again.
  await page.clock.runFor(1);
  await failingNavigation('贸促要闻', /\/importantNews$/);
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('当前网络不稳定');
});
