// Issue 35's journeys in the browser, PC and phone: a visitor narrows the fairs by theme,
// year, month and status and every choice stays chosen (in the URL and in the controls) after
// each client-side navigation; the first fair is open for registration; a mistyped path offers
// the page meant; the contact page's numbers can be tapped.

import { expect, test } from '@playwright/test';
import { PHONE_USER_AGENT } from './chromium.ts';
import { hydrated } from './support.ts';

function journeys(prefix: '' | '/m') {
  const at = (path: string) => prefix + path;

  test('fairs: filters combine and stay chosen; the first fair is open for registration', async ({ page }) => {
    await page.goto(at('/service/exhibition'));
    await hydrated(page);
    const first = page.locator('.exhibition').first();
    await expect(first.locator('.fair-status')).toHaveText('报名中');
    await expect(first).toContainText('报名截止：');
    for (const card of await page.locator('.exhibition').all()) {
      await expect(card.locator('.fair-status')).toHaveText(/^(报名中|已截止|已结束)$/);
      // The deadline day, and the time on it when the fair closes at one (Beijing).
      await expect(card.locator('.exhibition__deadline time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}\+08:00)?$/);
    }

    const form = page.locator('form.filter-bar');
    await form.getByLabel('年份').selectOption('2027');
    await form.getByRole('button', { name: '筛选' }).click();
    await expect(page).toHaveURL(/year=2027/);
    // Choosing a theme keeps the year, in the URL and in its control. The theme is offered
    // once, as the row of links (the form holds no second theme control).
    const themes = page.getByRole('navigation', { name: '展会主题' });
    await expect(page.getByRole('combobox', { name: '主题' })).toHaveCount(0);
    await themes.getByRole('link', { name: '机械装备' }).click();
    await expect(page).toHaveURL(/year=2027/);
    await expect(page).toHaveURL(/theme=1/);
    await expect(form.getByLabel('年份')).toHaveValue('2027');
    await expect(themes.getByRole('link', { name: '机械装备' })).toHaveAttribute('aria-current', 'page');
    await form.getByLabel('月份').selectOption('4');
    await form.getByLabel('状态').selectOption('all');
    await form.getByRole('button', { name: '筛选' }).click();
    await expect(page).toHaveURL(/status=all/);
    await expect(themes.getByRole('link', { name: '机械装备' })).toHaveAttribute('aria-current', 'page');
    for (const [name, value] of [
      ['年份', '2027'],
      ['月份', '4'],
      ['状态', 'all'],
    ]) {
      await expect(form.getByLabel(name!)).toHaveValue(value!);
    }
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ year: '2027', theme: '1', month: '4', status: 'all' });
    await expect(page.locator('.exhibition').first()).toContainText('2027-04');

    // Past fairs are one click away.
    await page.getByRole('link', { name: '往届展会（已结束）' }).click();
    await expect(page).toHaveURL(/status=ended/);
    await expect(form.getByLabel('状态')).toHaveValue('ended');
  });

  test('a mistyped path offers the page meant', async ({ page }) => {
    const res = await page.goto(at('/servce/exhibition'));
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Page not found: ')).toBeVisible();
    await page.getByRole('navigation', { name: '您要找的可能是：' }).getByRole('link', { name: '展览服务' }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/service/exhibition')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('展览服务');
  });

  test('the contact page: every number a tel: link whose text is the number alone', async ({ page }) => {
    await page.goto(at('/service/exhibition'));
    await page.getByRole('contentinfo').getByRole('link', { name: '联系我们' }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/contact')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('联系我们');
    const links = page.locator('main a[href^="tel:"]');
    expect(await links.count()).toBeGreaterThan(10);
    for (const link of await links.all()) {
      const label = (await link.textContent())!.trim();
      expect(label).toMatch(/^[\d\s()（）+-]+$/);
      expect(await link.getAttribute('href')).toBe(`tel:${label.replace(/[^\d+]/g, '')}`);
      // Never broken across lines: one line box.
      const lines = await link.evaluate((a) => a.getClientRects().length);
      expect(lines, label).toBe(1);
    }
  });
}

test.describe('PC', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  journeys('');
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true });
  journeys('/m');
});
