// Site search in the browser (issues 15, 22), PC and /m: a question that names a service
// shows its guide as a best bet, the type filters navigate in the client, and a FAQ hit
// opens that question on its page; a mistyped service name is searched as corrected, with a
// link back to the words as typed; words in traditional characters find what simplified ones
// find; a whole question is answered by its guide.

import { expect, test } from '@playwright/test';
import { PHONE_USER_AGENT } from './chromium.ts';
import { hydrated } from './support.ts';

for (const prefix of ['', '/m'] as const) {
  test.describe(prefix ? 'phone (/m)' : 'PC', () => {
    if (prefix) test.use({ userAgent: PHONE_USER_AGENT, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test('a best bet, type filters with counts, and a FAQ hit opened on its page', async ({ page }) => {
      await page.goto(`${prefix}/search?q=${encodeURIComponent('ATA单证册 押金')}`);
      await hydrated(page);
      const bet = page.locator('.best-bet');
      await expect(bet.getByRole('heading', { level: 2 })).toHaveText('ATA单证册');
      await expect(bet.getByRole('link', { name: '申请材料' })).toHaveAttribute('href', `${prefix}/service/commercial/ata#guide-materials`);
      await expect(page.locator('.search-results mark').first()).toBeVisible();

      const faqTab = page.getByRole('navigation', { name: '结果分类' }).getByRole('link', { name: /^常见问题（\d+）$/ });
      await faqTab.click();
      await expect(page).toHaveURL(/type=faq/);
      await expect(faqTab).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('.best-bet')).toHaveCount(0);
      const types = await page.locator('.search-results__type').allTextContents();
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types)).toEqual(new Set(['常见问题']));

      await page.locator('.search-results__title').filter({ hasText: '押金' }).first().click();
      await expect(page).toHaveURL(/components\/problem\?.*#faq-\d+$/);
      const id = new URL(page.url()).hash.slice(1);
      await expect(page.locator(`#${id}`)).toHaveAttribute('open', '');
    });

    test('a mistyped service name is searched as corrected, and the words as typed are one click away', async ({ page }) => {
      await page.goto(`${prefix}/search?q=${encodeURIComponent('海牙人证')}`);
      await hydrated(page);
      const note = page.locator('.search-note');
      await expect(note).toContainText('您是不是要找：海牙认证');
      await expect(page.locator('.best-bet').getByRole('heading', { level: 2 })).toHaveText('海牙认证');
      await note.getByRole('link', { name: '海牙人证' }).click();
      await expect(page).toHaveURL(/exact=1/);
      await expect(page.locator('.search-note')).toHaveCount(0);
      // As typed it finds nothing, and the page offers the closest guide instead.
      await expect(page.locator('.result-note')).toContainText('“海牙人证”');
      await expect(page.locator('.search-closest').getByRole('link', { name: /海牙认证/ })).toHaveAttribute(
        'href',
        `${prefix}/service/commercial/apostille`,
      );
    });

    test('words typed in traditional characters find what the simplified ones find (issue 45)', async ({ page }) => {
      await page.goto(`${prefix}/search?q=${encodeURIComponent('单证册')}`);
      await hydrated(page);
      const simplified = await page.locator('.search-results__title').allTextContents();
      expect(simplified.length).toBeGreaterThan(0);
      const box = page.getByRole('search', { name: '修改搜索词' }).getByRole('searchbox');
      await box.fill('單證冊');
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent('單證冊')}`));
      await expect(page.locator('.result-note')).toContainText('“單證冊”');
      await expect(page.locator('.result-note')).not.toContainText('结果 0 条');
      await expect(page.locator('.search-results__title')).toHaveText(simplified);
      await expect(page.locator('.search-results mark').first()).toContainText('单证册');
      // Found as typed: nothing to correct.
      await expect(page.locator('.search-note')).toHaveCount(0);
    });

    test('a whole question finds its guide first, and says it matched most of the words', async ({ page }) => {
      await page.goto(`${prefix}/search?q=${encodeURIComponent('我们的机器出口到泰国，怎么少交关税？')}`);
      await hydrated(page);
      await expect(page.locator('.search-note')).toContainText('以下结果包含您输入的大部分词语');
      const first = page.locator('.search-results__item').first();
      await expect(first.locator('.search-results__type')).toHaveText('服务指南');
      await expect(first.locator('.search-results__title')).toHaveAttribute('href', `${prefix}/service/commercial/fta`);
    });
  });
}
