// The 繁體 view in a browser (issue 45, decisions 0117 and 0118): the header's 繁體 link opens
// the same page in traditional characters, which hydrates without a mismatch; the site's own
// links then navigate on the client and stay in 繁體; 简体 brings the simplified page back.
// PC and phone.

import { expect, type Page, test } from '@playwright/test';
import { toTraditional } from '../../app/hant/convert.ts';
import { PHONE_USER_AGENT } from './chromium.ts';
import { hydrated } from './support.ts';

const PHONE = { viewport: { width: 375, height: 812 }, userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true };

/** Page loads (not client navigations) and console errors (a hydration mismatch is one). */
function watch(page: Page): { loads: string[]; errors: string[] } {
  const seen = { loads: [] as string[], errors: [] as string[] };
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) seen.loads.push(new URL(r.url()).pathname);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') seen.errors.push(m.text());
  });
  page.on('pageerror', (e) => seen.errors.push(e.message));
  return seen;
}

/** The page's text reads as traditional: converting it again changes nothing, and it has some. */
async function readsTraditional(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  const text = await page.locator('body').innerText();
  expect(text.length).toBeGreaterThan(100);
  expect(toTraditional(text)).toBe(text);
}

for (const device of ['pc', 'phone'] as const) {
  test(`${device}: 繁體 switches the page, links stay in 繁體 on the client, 简体 switches back`, async ({ browser }) => {
    const context = await browser.newContext(device === 'phone' ? PHONE : {});
    const page = await context.newPage();
    const seen = watch(page);
    const home = device === 'phone' ? '/m' : '/';
    const header = device === 'phone' ? page.locator('.m-drawer__panel') : page.locator('.top-bar');
    const openMenu = async () => {
      if (device === 'phone') await page.locator('.m-drawer__toggle').click();
    };

    await page.goto(`${home}`);
    await hydrated(page);
    const simplifiedTitle = await page.title();
    await openMenu();
    await header.getByRole('link', { name: '繁體', exact: true }).click();
    await expect(page).toHaveURL(device === 'phone' ? /\/zh-hant\/m$/ : /\/zh-hant$/);
    await hydrated(page);
    await readsTraditional(page);
    expect(await page.title()).toBe(toTraditional(simplifiedTitle));

    // A link of the page: the client router follows it (no page load) and stays in 繁體.
    const loadsBefore = seen.loads.length;
    const link = page.locator('main a[data-route]').first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(device === 'phone' ? /^\/zh-hant\/m\// : /^\/zh-hant\//);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
    await expect(page.locator('h1').first()).toBeVisible();
    expect(seen.loads.length, 'no page load for a link inside 繁體').toBe(loadsBefore);
    await readsTraditional(page);

    // 简体 is the same page in simplified characters.
    await openMenu();
    await header.getByRole('link', { name: toTraditional('简体'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/^\/zh-hant/, '').replace(/[?]/g, '\\?')}$`));
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(seen.errors, 'no console error (hydration mismatch) on either variant').toEqual([]);
    await context.close();
  });
}
