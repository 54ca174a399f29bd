// WCAG 2.1 AA (GB/T 37668-2019) with axe-core on every page of requirements §2, search, the site
// map and the 404 page, on the PC site and on /m as a phone sees it; then light, dark and
// the elder-friendly mode on a few pages (contrast changes with each); and toasts reach
// screen readers through a live region.

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PHONE_USER_AGENT } from './chromium.ts';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** requirements §2's 29 paths (ids that exist in the seed content), plus the pages requirements §2.8 adds. */
const PAGES = [
  '/',
  '/aboutUs',
  '/aboutUs/components/base',
  '/aboutUs/conference',
  '/aboutUs/disciplinary',
  '/aboutUs/groupBuilding',
  '/aboutUs/infDisclosure',
  '/aboutUs/organization',
  '/aboutUs/speech',
  '/column/3181',
  '/detail/1001',
  '/importantNews',
  '/information',
  '/service/arbitration',
  '/service/coic',
  '/service/commercial',
  '/service/commercial/apostille',
  '/service/commercial/ata',
  '/service/commercial/certificate',
  '/service/commercial/consular',
  '/service/commercial/fta',
  '/service/commercial/origin',
  '/service/commercial/components/problem',
  '/service/exhibition',
  '/service/legal/mediation',
  '/service/legal/service',
  '/service/trade/activity',
  '/service/trade/exchange',
  '/service/trade/foreign-trade',
  '/service/export-journey',
  '/column/318',
  '/column/36',
  '/search?q=RCEP',
  // A search with a best bet (the ATA carnet guide's card above the results).
  `/search?q=${encodeURIComponent('ATA单证册 押金')}`,
  // A corrected slip (您是不是要找) and a search that found nothing but its closest guides.
  `/search?q=${encodeURIComponent('海牙人证')}`,
  `/search?q=${encodeURIComponent('海牙人证')}&exact=1`,
  '/sitemap',
  '/accessibility',
  '/contact',
  '/no-such-page',
  // A 404 that offers the pages meant.
  '/servce/exhibition',
];

const mobilePath = (path: string) => (path === '/' ? '/m' : `/m${path}`);

/** One line per violation and node, so a failure says what to fix and where. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ')}`),
  );
}

/**
 * Axe's WCAG 2.1 A/AA rules plus its best practices (one main landmark, all content in
 * landmarks, one h1, heading order, skip link target), and our own heading check: exactly
 * one h1, and no level skipped on the way down (h2 → h4 is a skip; h4 → h2 is not).
 */
async function scan(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const result = await new AxeBuilder({ page }).withTags([...WCAG_AA, 'best-practice']).analyze();
  const headings = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => ({
      level: Number(h.tagName[1]),
      text: h.textContent?.trim() ?? '',
    })),
  );
  const problems = describe(result.violations);
  const h1s = headings.filter((h) => h.level === 1).length;
  if (h1s !== 1) problems.push(`${h1s} h1 elements`);
  headings.forEach((h, i) => {
    const previous = i === 0 ? 0 : headings[i - 1]!.level;
    if (h.level > previous + 1) problems.push(`heading skips from h${previous} to h${h.level}: “${h.text}”`);
  });
  return problems;
}

test.describe('PC site (1366×900)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  for (const path of PAGES) {
    test(`${path} has no WCAG 2.1 AA violations`, async ({ page }) => {
      expect(await scan(page, path)).toEqual([]);
    });
  }
});

test.describe('mobile site on a phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true });
  for (const path of PAGES) {
    test(`${mobilePath(path)} has no WCAG 2.1 AA violations`, async ({ page }) => {
      expect(await scan(page, mobilePath(path))).toEqual([]);
    });
  }

  test('/m with the menu drawer open has no WCAG 2.1 AA violations', async ({ page }) => {
    await page.goto('/m/service/commercial/ata');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await page.getByText('菜单', { exact: true }).click();
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
    expect(describe(result.violations)).toEqual([]);
  });
});

/** Colour and elder modes, as the visitor's stored choice (applied before first paint). */
const MODES: Array<{ name: string; storage: Record<string, string>; scheme?: 'dark' | 'light' }> = [
  { name: 'light mode', storage: { 'nuxt-color-mode': 'light' } },
  { name: 'dark mode', storage: { 'nuxt-color-mode': 'dark' } },
  { name: 'system mode on a dark system', storage: {}, scheme: 'dark' },
  { name: 'elder mode (light)', storage: { 'nuxt-color-mode': 'light', 'elder-mode': '1' } },
  { name: 'elder mode (dark)', storage: { 'nuxt-color-mode': 'dark', 'elder-mode': '1' } },
];
const MODE_PAGES = {
  pc: ['/', '/detail/1001', '/service/commercial/ata', '/service/export-journey', '/importantNews', '/no-such-page'],
  phone: ['/m', '/m/service/trade/activity', '/m/service/commercial/certificate', '/m/service/export-journey'],
};
const DEVICES = {
  pc: { viewport: { width: 1366, height: 900 } },
  phone: { viewport: { width: 375, height: 812 }, userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true },
};

for (const mode of MODES) {
  for (const device of ['pc', 'phone'] as const) {
    test.describe(`${mode.name} (${device})`, () => {
      test.use({ ...DEVICES[device], colorScheme: mode.scheme ?? 'light' });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((entries) => {
          for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
        }, mode.storage);
      });
      for (const path of MODE_PAGES[device]) {
        test(`${path} has no WCAG 2.1 AA violations in ${mode.name}`, async ({ page }) => {
          const violations = await scan(page, path);
          const dark = mode.storage['nuxt-color-mode'] === 'dark' || mode.scheme === 'dark';
          await expect(page.locator('html')).toHaveClass(dark ? /\bdark\b/ : /\blight\b/);
          if (mode.storage['elder-mode']) await expect(page.locator('html')).toHaveClass(/\belder\b/);
          expect(violations).toEqual([]);
        });
      }
    });
  }
}

test.describe('status messages (WCAG 4.1.3)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a failed request’s toast is announced through a live region that was there before it', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    // The regions exist (empty) from the first render: screen readers only announce changes to a region they already know.
    const toasts = page.locator('[role="status"][aria-live="polite"].toasts');
    await expect(toasts).toBeEmpty();
    await expect(page.locator('[role="alert"].notifications')).toBeEmpty();
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '贸促要闻', exact: true }).press('Enter');
    await expect(toasts).toContainText('当前网络不稳定');
  });
});
