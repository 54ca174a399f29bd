// architecture.md "Navigation": route code is there before the tap (never under Save-Data), a tap
// costs one data round trip, nothing the root holds or this visit already fetched is asked
// again, and shared module state stays one instance across navigations.

import { expect, test, type Page, type Request } from '@playwright/test';
import { PHONE_USER_AGENT } from './chromium.ts';
import { markDocument, runtimeStarted } from './support.ts';
import { IDENTITY } from './council.ts';

const SAVE_DATA = `Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) });`;

function record(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  return requests;
}

const path = (r: Request) => new URL(r.url()).pathname;
const apiCalls = (requests: Request[]) =>
  requests.filter((r) => path(r).startsWith('/api/')).map((r) => new URL(r.url()).pathname + new URL(r.url()).search);

/** The scripts the page has fetched, by Resource Timing (the entry's own chunk aside). */
const scriptsFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/assets/') && p.endsWith('.js') && !p.includes('entry.client')),
  );

/** Follows the first link to `href` a visitor can see, opening the menu drawer when it is there. */
async function follow(page: Page, href: string): Promise<void> {
  const visible = page.locator(`a[href="${href}"]`).filter({ visible: true });
  if ((await visible.count()) === 0) await page.locator('.m-drawer__toggle').click();
  await visible.first().click();
}

test.use({ userAgent: PHONE_USER_AGENT, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });

test('once idle, the code of the pages that links in view lead to is preloaded, and a tap then asks only for data', async ({ page }) => {
  await page.goto('/m');
  await runtimeStarted(page);
  // The listing's chunks (the route table's own imports, through Vite's preload) arrive before any tap.
  await expect.poll(async () => (await scriptsFetched(page)).some((f) => /\/assets\/column\.loader-/.test(f))).toBe(true);
  await expect.poll(async () => (await scriptsFetched(page)).some((f) => /\/assets\/column-/.test(f))).toBe(true);
  await page.waitForLoadState('networkidle');
  const sameDocument = await markDocument(page);
  const requests = record(page);
  await follow(page, '/m/importantNews');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('贸促要闻');
  const tap = requests.slice();
  expect(await sameDocument()).toBe(true);
  const scripts = tap.filter((r) => r.resourceType() === 'script' && path(r).startsWith('/assets/'));
  expect(scripts.map(path), 'route code fetched after the tap').toEqual([]);
  const calls = apiCalls(tap);
  expect(calls.length).toBeGreaterThan(0);
  expect(
    calls.filter((c) => c.startsWith('/api/cn/listColumn')),
    'the column tree is the root’s',
  ).toEqual([]);
});

test('a visit never asks the content API the same question twice (the read count aside)', async ({ page }) => {
  // Six navigations in one test: more time than one page's test needs on a loaded machine.
  test.setTimeout(60_000);
  const requests = record(page);
  await page.goto('/m');
  await runtimeStarted(page);
  // Each tap waits for its own page: the next one must not start on the page being left.
  const tap = async (href: string, heading: string) => {
    await follow(page, href);
    await expect(page).toHaveURL(new URL(href, page.url()).href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  };
  const sameDocument = await markDocument(page);
  await tap('/m/importantNews', '贸促要闻');
  const article = page.locator('main a[href^="/m/detail/"]').first();
  const href = await article.getAttribute('href');
  await article.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('.article__title')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('贸促要闻');
  await tap('/m', IDENTITY.name);
  await tap('/m/importantNews', '贸促要闻');
  expect(await sameDocument()).toBe(true);
  const calls = apiCalls(requests).filter((c) => !c.startsWith('/api/common/getReadCount'));
  // One instance of the visit's answers across every page type's loaders: a second copy of
  // the module would ask again.
  const repeated = calls.filter((c, i) => calls.indexOf(c) !== i);
  expect(repeated).toEqual([]);
  expect(calls.some((c) => c.startsWith('/api/cn/ListRelease'))).toBe(true);
});

test('under Save-Data nothing is fetched ahead, and a tap still shows the next page', async ({ page }) => {
  await page.addInitScript(SAVE_DATA);
  const requests = record(page);
  await page.goto('/m');
  await runtimeStarted(page);
  await page.waitForLoadState('networkidle');
  const beforeTap = requests.length;
  // Idle, with links in view: no other page's code was asked for.
  const loaded = requests.map(path);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForLoadState('networkidle');
  expect(requests.slice(beforeTap).map(path)).toEqual([]);
  expect(loaded.filter((p) => /\/assets\/column(\.loader)?-/.test(p))).toEqual([]);
  await follow(page, '/m/importantNews');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('贸促要闻');
  // The tap asked for the listing's code.
  expect(await scriptsFetched(page)).toEqual(expect.arrayContaining([expect.stringMatching(/\/assets\/column-/)]));
});

test('the build files are cached as they should: the route-rule manifest for good, latest.json never', async ({ request }) => {
  const latest = await request.get('/builds/latest.json');
  // no-transform, which every static file carries, joins the same header.
  expect(latest.headers()['cache-control']?.split(/,\s*/)).toContain('no-cache');
  const { id } = (await latest.json()) as { id: string };
  const meta = await request.get(`/builds/meta/${id}.json`);
  expect(meta.headers()['cache-control']?.split(/,\s*/)).toEqual(expect.arrayContaining(['public', 'max-age=31536000', 'immutable']));
});

test('a tap on any item of the menu drawer opens that item (a tap’s hover never reflows the row under the finger)', async ({ page }) => {
  await page.goto('/m/aboutUs');
  await runtimeStarted(page);
  await page.locator('.m-drawer__toggle').tap();
  const exhibitions = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '展览服务' });
  await exhibitions.tap();
  await expect(page).toHaveURL(/\/m\/service\/exhibition$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('展览服务');
});
