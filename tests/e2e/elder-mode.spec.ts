// The elder-friendly mode (适老化, MIIT 2021 rules for websites): 1.25x text, 7:1 contrast,
// 44 px targets, nothing that moves or pops up by itself, reachable on PC and on /m, and a
// choice that survives a reload without a flash of the standard look.

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PHONE_USER_AGENT } from './chromium.ts';

const PC = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 375, height: 812 }, userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true };

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

const storeElder = (page: Page, colour = 'light') =>
  page.addInitScript((c) => {
    localStorage.setItem('elder-mode', '1');
    localStorage.setItem('nuxt-color-mode', c);
  }, colour);

/** Text of every kind the article page shows: chrome, headings, body, metadata, footer. */
const TEXT_SAMPLES = [
  'body',
  '.top-bar__welcome',
  '.main-nav__link',
  '.breadcrumbs ol',
  '.article__title',
  '.article__meta',
  '.article-body p',
  '.with-sidebar__aside .release-list__date',
  '.site-footer',
];

const fontSizes = (page: Page) =>
  page.evaluate((selectors) => selectors.map((s) => parseFloat(getComputedStyle(document.querySelector(s)!).fontSize)), TEXT_SAMPLES);

/** Visible menu links and controls smaller than 44×44 CSS px, as "selector text w×h". */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const targets = document.querySelectorAll<HTMLElement>(
      'nav a, .top-bar a, .m-header a, button, summary, select, input[type="search"], .button',
    );
    return [...targets]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('.visually-hidden'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 - 0.01 || box.height < 44 - 0.01)
      .map(
        ({ el, box }) =>
          `${el.tagName.toLowerCase()}.${el.className} “${el.textContent?.trim().slice(0, 12)}” ${box.width.toFixed(0)}×${box.height.toFixed(0)}`,
      );
  });
}

test.describe('on the PC site', () => {
  test.use(PC);

  test('text is at least 1.25 times larger in every part of an article page', async ({ page }) => {
    await open(page, '/detail/1001');
    const standard = await fontSizes(page);
    await page.getByRole('button', { name: '适老模式' }).click();
    await expect(page.getByRole('button', { name: '适老模式' })).toHaveAttribute('aria-pressed', 'true');
    const elder = await fontSizes(page);
    const ratios = TEXT_SAMPLES.map((s, i) => [s, Math.round((elder[i]! / standard[i]!) * 1000) / 1000] as const);
    for (const [selector, ratio] of ratios) expect(ratio, selector).toBeGreaterThanOrEqual(1.25);
  });

  for (const colour of ['light', 'dark']) {
    test(`every text reaches 7:1 contrast (4.5:1 when large) in the ${colour} elder mode`, async ({ page }) => {
      await storeElder(page, colour);
      for (const path of ['/', '/detail/1001', '/service/commercial/ata', '/importantNews', '/service/trade/activity']) {
        await open(page, path);
        const result = await new AxeBuilder({ page }).withRules(['color-contrast-enhanced']).analyze();
        const failures = result.violations.flatMap((v) => v.nodes.map((n) => `${path} ${n.target.join(' ')}: ${n.failureSummary}`));
        expect(failures).toEqual([]);
      }
    });
  }

  test('menu links, sub-menu links and buttons are at least 44×44 px', async ({ page }) => {
    await storeElder(page);
    for (const path of ['/', '/service/commercial/ata', '/importantNews', '/detail/1001']) {
      await open(page, path);
      expect(await smallTargets(page), path).toEqual([]);
    }
    // A sub-menu shows when its top link has focus: its links count too.
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '业务服务', exact: true }).focus();
    await expect(page.locator('.main-nav__item:focus-within .main-nav__sub')).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
  });

  test('the banner does not rotate and offers nothing to pause, also when switched on while the page is open', async ({ page }) => {
    await page.clock.install();
    await open(page, '/');
    const current = page.locator('.carousel__slide:not([hidden])');
    const first = await current.getAttribute('aria-label');
    await page.mouse.move(5, 890);
    // In the standard mode it does rotate (so this test can tell the difference) …
    await page.clock.runFor(6500);
    await expect(current).not.toHaveAttribute('aria-label', first!);
    // … and stops for good once the elder-friendly mode is on.
    await page.getByRole('button', { name: '适老模式' }).press('Enter');
    await page.mouse.move(5, 890);
    const shown = await current.getAttribute('aria-label');
    await page.clock.runFor(30_000);
    await expect(current).toHaveAttribute('aria-label', shown!);
    await expect(page.getByRole('button', { name: /暂停轮播|播放轮播/ })).toBeHidden();

    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    const afterReload = await current.getAttribute('aria-label');
    await page.clock.runFor(30_000);
    await expect(current).toHaveAttribute('aria-label', afterReload!);
  });

  test('nothing pops up or floats over the page by itself', async ({ page, context }) => {
    await storeElder(page);
    await page.clock.install();
    const popups: string[] = [];
    context.on('page', (p) => popups.push(p.url()));
    await open(page, '/');
    await page.clock.runFor(60_000);
    const floating = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => ['fixed', 'sticky'].includes(getComputedStyle(el).position) && el.getClientRects().length > 0)
        .filter((el) => el.getBoundingClientRect().height > 0 && el.textContent?.trim())
        .map((el) => el.className),
    );
    expect(floating).toEqual([]);
    await expect(page.locator('dialog[open], [role="dialog"], [role="alertdialog"]')).toHaveCount(0);
    expect(popups).toEqual([]);
  });

  test('the choice survives a reload and applies before any script of the app runs', async ({ page }) => {
    await open(page, '/service/commercial/ata');
    await page.getByRole('button', { name: '适老模式' }).click();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\belder\b/);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');

    await page.unroute('**/assets/*.js');
    await open(page, '/service/commercial/ata');
    await page.getByRole('button', { name: '适老模式' }).click();
    await expect(page.getByRole('button', { name: '适老模式' })).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/\belder\b/);
  });
});

test.describe('on the mobile site', () => {
  test.use(PHONE);

  test('the toggle is in the header, and the choice survives a reload without the app’s scripts', async ({ page }) => {
    await open(page, '/m/service/commercial/ata');
    const toggle = page.locator('.m-header').getByRole('button', { name: '适老模式' });
    await expect(toggle).toBeInViewport();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\belder\b/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');
  });

  test('menu links and buttons in the drawer are at least 44×44 px', async ({ page }) => {
    await storeElder(page);
    await open(page, '/m/service/commercial/ata');
    await page.locator('.m-drawer__toggle').click();
    await expect(page.locator('.m-drawer__panel')).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
  });
});
