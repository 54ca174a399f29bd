// A visitor past the limits (decision 0060), PC and phone: the 429 page keeps the site's
// frame and offers the listings and guides; a navigation whose content answer says 429 shows
// requirements §8's notification and stays on the page (URL and content), and so does back
// into a page whose answer is limited (decision 0099); once the limit's window has turned,
// the same link loads; a page load past the limit is the 429 page with the site's frame and
// the way on, left as it is (not hydrated under another route's data); the service worker
// keeps no 429/503.
// Locally every client's limits are raised (wrangler.toml top level): these tests meet a real
// limit through the local-only trial limit (one store-reaching request per 10 s per key, asked
// by the `X-Limit-Trial` header; no deployed environment binds it, check:config refuses it).

import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { PHONE_USER_AGENT } from './chromium.ts';
import { hydrated, settle } from './support.ts';
import { IDENTITY } from './council.ts';

const LIMITED_TEXT = '访问过于频繁，请稍后再试';
/** wrangler.toml's TRIAL_LIMIT: `limit` requests per `period` seconds, in windows aligned to the clock. */
const TRIAL = { limit: 1, periodMs: 10_000 };

const PHONE = { viewport: { width: 375, height: 812 }, userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true };
const PC = { viewport: { width: 1366, height: 900 } };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Waits, when needed, until the trial limit's window has at least `ms` left. */
async function windowWithRoom(page: Page, ms: number): Promise<void> {
  const left = TRIAL.periodMs - (Date.now() % TRIAL.periodMs);
  if (left < ms) await page.waitForTimeout(left + 100);
}

/** Waits until the trial limit's current window has ended: the limiter's own clock. */
async function nextWindow(page: Page): Promise<void> {
  await page.waitForTimeout(TRIAL.periodMs - (Date.now() % TRIAL.periodMs) + 200);
}

/**
 * From now on this context's requests count against a fresh trial key, whose one request of
 * this window is spent at once (a search no one has asked: a miss that reaches the store).
 */
async function limitContext(context: BrowserContext, page: Page): Promise<void> {
  const key = unique();
  const headers = { 'X-Limit-Trial': key };
  for (let i = 0; i < TRIAL.limit; i++) {
    const res = await page.request.get(`/api/cn/search?keyword=${encodeURIComponent(`展会${unique()}`)}`, { headers });
    expect(((await res.json()) as { code: number }).code).toBe(200);
  }
  const spent = await page.request.get(`/api/cn/search?keyword=${encodeURIComponent(`展会${unique()}`)}`, { headers });
  expect(await spent.json()).toEqual({ code: 429, msg: LIMITED_TEXT });
  await context.setExtraHTTPHeaders(headers);
}

for (const [device, prefix] of [
  ['PC', ''],
  ['phone', '/m'],
] as const) {
  test(`${device}: a limited navigation notifies and stays on the page; after the wait the same link loads`, async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext(device === 'phone' ? PHONE : PC);
    const page = await context.newPage();
    // A search only this test asks: each of its type filters is an answer no one has had.
    const words = `出口${unique()}`;
    await page.goto(`${prefix}/search?q=${encodeURIComponent(words)}`);
    await hydrated(page);
    const shownUrl = page.url();
    const tabs = page.getByRole('navigation', { name: '结果分类' });
    const faq = tabs.getByRole('link', { name: /^常见问题（\d+）$/ });
    await expect(tabs.getByRole('link', { name: /^全部/ })).toHaveAttribute('aria-current', 'page');
    const shownText = await page.locator('main').innerText();

    await windowWithRoom(page, 6000);
    await limitContext(context, page);
    const entries = await page.evaluate(() => history.length);
    const answered = page.waitForResponse((r) => r.url().includes('/api/cn/search') && r.url().includes('type=faq'));
    await faq.click();
    const limited = await answered;
    expect(await limited.json()).toEqual({ code: 429, msg: LIMITED_TEXT });
    expect(limited.headers()['retry-after']).toBe('10');
    expect(limited.headers()['cache-control']).toMatch(/^no-store/);
    // requirements §8: a notification titled with the server's message …
    await expect(page.locator('.notifications .notice').filter({ hasText: LIMITED_TEXT })).toBeVisible();
    await settle(page);
    // … and the visitor keeps the page: its URL, its content, its current tab, its history.
    expect(page.url()).toBe(shownUrl);
    await expect(tabs.getByRole('link', { name: /^全部/ })).toHaveAttribute('aria-current', 'page');
    expect(await page.locator('main').innerText()).toBe(shownText);
    expect(await page.evaluate(() => history.length)).toBe(entries);

    // After the wait: the same link loads (neither the visit cache nor anything else kept the 429).
    await nextWindow(page);
    await faq.click();
    await expect(page).toHaveURL(/type=faq/);
    await expect(faq).toHaveAttribute('aria-current', 'page');

    // Limited again, a page load is the 429 message page: the site's frame and the way on.
    await windowWithRoom(page, 6000);
    await limitContext(context, page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) asked.push(r.url());
    });
    const response = await page.goto(`${prefix}/search?q=${encodeURIComponent(`出口${unique()}`)}`);
    expect(response?.status()).toBe(429);
    expect(response?.headers()['retry-after']).toBe('10');
    expect(response?.headers()['cache-control']).toMatch(/^no-store/);
    await settle(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('访问过于频繁');
    // It stays the page it is: nothing asks the limited site for more.
    expect(asked).toEqual([]);
    await expect(page.getByText(LIMITED_TEXT)).toBeVisible();
    // The footer's filing number, a listing and a service guide of this device.
    if (IDENTITY.icp) await expect(page.getByText(IDENTITY.icp)).toBeVisible();
    const listings = page.getByRole('navigation', { name: '栏目' });
    await expect(listings.getByRole('link', { name: '贸促要闻' })).toHaveAttribute('href', `${prefix}/importantNews`);
    await expect(page.getByRole('navigation', { name: '办事指南' }).getByRole('link', { name: '原产地证书', exact: true })).toHaveAttribute(
      'href',
      `${prefix}/service/commercial/origin`,
    );
    await context.close();
  });
}

for (const [device, prefix] of [
  ['PC', ''],
  ['phone', '/m'],
] as const) {
  test(`${device}: back into a limited page notifies and stays on the page; after the wait, back goes back`, async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext(device === 'phone' ? PHONE : PC);
    const page = await context.newPage();
    const words = `出口${unique()}`;
    await page.goto(`${prefix}/search?q=${encodeURIComponent(words)}`);
    await hydrated(page);
    const firstUrl = page.url();
    // A second page by a link: the first is then an entry to go back to.
    const tabs = page.getByRole('navigation', { name: '结果分类' });
    await tabs.getByRole('link', { name: /^常见问题（\d+）$/ }).click();
    await expect(page).toHaveURL(/type=faq/);
    await settle(page);
    const shownUrl = page.url();
    const shownText = await page.locator('main').innerText();
    const shownEntry = await page.evaluate(() => [history.length, (history.state as { idx: number }).idx]);

    // Going back asks for the first page's answer (rendered on the server, this visit holds
    // none of it). The edge cache holds it, though: the test sends that one request on to words
    // no one has searched, so that it is a real miss meeting the real limit.
    await page.route('**/api/cn/search?*', (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('type')) return route.continue();
      url.searchParams.set('keyword', `出口${unique()}`);
      return route.continue({ url: url.toString() });
    });
    await windowWithRoom(page, 6000);
    await limitContext(context, page);
    const answered = page.waitForResponse((r) => r.url().includes('/api/cn/search'));
    await page.goBack();
    const limited = await answered;
    expect(await limited.json()).toEqual({ code: 429, msg: LIMITED_TEXT });
    await expect(page.locator('.notifications .notice').filter({ hasText: LIMITED_TEXT })).toBeVisible();
    await settle(page);
    // The page shown stays: its URL, its content, its place in the history.
    await expect(page).toHaveURL(shownUrl);
    await expect(tabs.getByRole('link', { name: /^常见问题/ })).toHaveAttribute('aria-current', 'page');
    expect(await page.locator('main').innerText()).toBe(shownText);
    expect(await page.evaluate(() => [history.length, (history.state as { idx: number }).idx])).toEqual(shownEntry);

    // After the wait, back goes back.
    await page.unroute('**/api/cn/search?*');
    await nextWindow(page);
    await page.goBack();
    await expect(page).toHaveURL(firstUrl);
    await expect(tabs.getByRole('link', { name: /^全部/ })).toHaveAttribute('aria-current', 'page');
    await context.close();
  });
}

test('the service worker keeps no 429 page', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ ...PC, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/');
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // A page load past the limit, through the service worker: the 429 message page.
  await windowWithRoom(page, 6000);
  await limitContext(context, page);
  const search = `/search?q=${encodeURIComponent(`出口${unique()}`)}`;
  const response = await page.goto(search);
  expect(response?.status()).toBe(429);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('访问过于频繁');

  // It kept nothing of status 429/503, and no search.
  const kept = await page.evaluate(async () => {
    const out: Array<{ url: string; status: number }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) out.push({ url: request.url, status: (await cache.match(request))?.status ?? 0 });
    }
    return out;
  });
  expect(kept.filter((k) => k.status === 429 || k.status === 503 || new URL(k.url).pathname === '/search')).toEqual([]);
  // Offline, the same address is the service worker's "not cached" page, not a kept 429.
  await context.setOffline(true);
  await page.goto(search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('网络未连接');
  await context.setOffline(false);
  await context.close();
});
