// The exporter's walk of issue 16, on the PC site and on /m with a phone: home → 出口办证一件事
// → each step's guide → its online start link (checked, not followed) → back to the journey.

import { expect, test, type Page } from '@playwright/test';
import { PHONE_USER_AGENT } from './chromium.ts';
import { hydrated } from './support.ts';

// The journey's links in step order, by hand from issues 16 and 26: step 1 (海关备案与原产地证书账号, done in the
// origin guide's 申请条件, so that guide's own place is step 2), the either/or steps 2 and 4,
// then the ATA carnet side path. `list`: the steps' list or the side paths'.
const STEPS = '.journey-steps:not(.journey-steps--side)';
const SIDE = '.journey-steps--side';
const STEP_GUIDES: ReadonlyArray<[link: string, list: string, path: string, h1: string, place: RegExp]> = [
  ['海关备案与原产地证书账号', STEPS, '/service/commercial/origin#guide-conditions', '原产地证书办理指南', /第2步，共4步/],
  ['原产地证书', STEPS, '/service/commercial/origin', '原产地证书办理指南', /第2步，共4步/],
  ['自贸协定原产地证书', STEPS, '/service/commercial/fta', '自贸协定原产地证书办理指南', /第2步，共4步/],
  ['商事证明书', STEPS, '/service/commercial/certificate', '商事证明书办理指南', /第3步，共4步/],
  ['海牙认证', STEPS, '/service/commercial/apostille', '海牙认证（附加证明书）办理指南', /第4步，共4步/],
  ['领事认证', STEPS, '/service/commercial/consular', '领事认证代办指南', /第4步，共4步/],
  ['展品和样品临时出境：ATA单证册', SIDE, '/service/commercial/ata', 'ATA单证册办理指南', /^辅助事项：.*ATA单证册/],
];

function walk(prefix: '' | '/m') {
  const at = (path: string) => (prefix ? (path === '/' ? prefix : prefix + path) : path);

  test('home → 出口办证一件事 → each step’s guide → its online start → back', async ({ page, context }) => {
    test.slow(); // seven guides and back: three times the default time on a shared machine
    const opened: string[] = [];
    const errors: string[] = [];
    context.on('page', (p) => opened.push(p.url()));
    // A hydration mismatch (React #418) would re-render the guide on the client.
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(at('/'));
    await hydrated(page);
    await page
      .getByRole('link', { name: /出口办证一件事/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${at('/service/export-journey')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('出口办证一件事：从海关备案到文书认证');
    const steps = page.locator(STEPS).first().locator(':scope > .journey-step');
    await expect(steps).toHaveCount(4);
    await expect(page.locator(SIDE).first().locator(':scope > .journey-step')).toHaveCount(2);

    for (const [link, list, path, h1, place] of STEP_GUIDES) {
      await page.locator(list).first().getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${at(path)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      // Step 1 is a section of a guide: the link lands on it.
      const fragment = path.split('#')[1];
      if (fragment) await expect(page.locator(`#${fragment}`)).toBeInViewport();
      await expect(page.locator('.journey-nav__place')).toHaveText(place);
      // The whole journey: open beside the guide on a PC, collapsed on a phone.
      const all = page.locator('details.journey-nav__all');
      if (prefix) await expect(all).not.toHaveAttribute('open');
      else await expect(all).toHaveAttribute('open', '');
      const start = page.locator('a[data-guide-start]');
      await start.scrollIntoViewIfNeeded();
      await expect(start).toBeVisible();
      await expect(start).toHaveAttribute('target', '_blank');
      await expect(start).toHaveAttribute('href', /^https?:\/\/[^/]+/);
      await expect(start).toHaveAccessibleName(/开始在线办理.*将离开本站/);
      await expect(page.locator('.guide-start__note')).toContainText('将离开本站');
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${at('/service/export-journey')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('出口办证一件事：从海关备案到文书认证');
    }
    expect(opened, 'no start link was followed').toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a guide’s next step leads on through the journey', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(at('/service/commercial/origin'));
    await hydrated(page);
    const next = page.locator('.journey-nav__next');
    await expect(next).toContainText('第3步 商事证明书');
    await next.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('商事证明书办理指南');
    if (prefix) {
      await page.locator('details.journey-nav__all > summary').click();
      await expect(page.locator('details.journey-nav__all')).toHaveAttribute('open', '');
    }
    await expect(page.locator('.journey-nav .journey-step--current')).toContainText('商事证明书');
    expect(errors, 'hydrates without errors').toEqual([]);
  });
}

async function noSidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('PC', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  walk('');
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 812 }, userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true });
  walk('/m');

  test('the journey and a full guide do not scroll sideways at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/m/service/export-journey', '/m/service/commercial/origin', '/m/service/commercial/ata']) {
      await page.goto(path);
      expect(await noSidewaysScroll(page), path).toBeLessThanOrEqual(0);
    }
  });
});
