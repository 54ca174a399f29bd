// The visitor's walks of issue 4, on the PC site and on /m with a phone: a service guide
// and its FAQ search; a listing, page 2, an article and back; a search from a hot word.

import { expect, test, type Page } from '@playwright/test';
import { PHONE_USER_AGENT } from './chromium.ts';
import { hydrated } from './support.ts';

function walks(prefix: '' | '/m') {
  const at = (path: string) => (prefix ? (path === '/' ? prefix : prefix + path) : path);
  const openMenu = async (page: Page) => {
    if (prefix) await page.locator('.m-drawer__toggle').click();
  };

  test('home → service guide → FAQ search', async ({ page }) => {
    await page.goto(at('/'));
    await hydrated(page);
    await page
      .locator('.service-grid')
      .getByRole('link', { name: /ATA单证册/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${at('/service/commercial/ata')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ATA单证册办理指南');
    await expect(page.getByRole('heading', { name: '办理流程' })).toBeVisible();
    await page.getByRole('link', { name: /查看全部认证常见问题/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('认证常见问题');
    await page.getByRole('searchbox', { name: '关键词' }).fill('担保');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/q=%E6%8B%85%E4%BF%9D/);
    await expect(page.getByRole('status').filter({ hasText: '“担保”相关问题' })).toBeVisible();
    const questions = page.locator('.faq__question');
    expect(await questions.count()).toBeGreaterThan(0);
    // The site's search answers (synonyms, whole questions): the question about 担保 comes first.
    expect(await page.locator('.faq').first().textContent()).toContain('担保');
  });

  test('home → listing → page 2 → article → back keeps the place', async ({ page }) => {
    await page.goto(at('/'));
    await hydrated(page);
    await openMenu(page);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '贸促要闻', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('贸促要闻');
    const firstOnPage1 = await page.locator('.release-list__title').first().textContent();
    await page.getByRole('link', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('.release-list__title').first()).not.toHaveText(firstOnPage1!);
    const article = page.locator('.release-list__title').nth(6);
    await article.scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => window.scrollY);
    const title = (await article.textContent())!.replace(/^置顶/, '');
    await article.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.goBack();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(Math.max(0, y - 5));
  });

  test('a search from a hot word highlights the word in the results', async ({ page }) => {
    await page.goto(at('/'));
    await hydrated(page);
    await page.locator('.hot-words').first().getByRole('link', { name: 'RCEP' }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/search')}\\?q=RCEP`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('站内搜索');
    // The word, or the name it stands for (a synonym the search matched too).
    await expect(page.locator('.search-results mark').first()).toHaveText(/^(RCEP|区域全面经济伙伴关系协定)$/);
    await page
      .getByRole('navigation', { name: '结果分类' })
      .getByRole('link', { name: /^活动（\d+）$/ })
      .click();
    await expect(page).toHaveURL(/type=activity/);
  });
}

test.describe('PC', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  walks('');
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 812 }, userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true });
  walks('/m');

  test('a phone visitor can choose the PC version, and the server keeps it', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 700 });
    await page.goto('/m/importantNews');
    await hydrated(page);
    await page.locator('.m-drawer__toggle').click();
    await page.getByRole('link', { name: '电脑版' }).click();
    await expect(page).toHaveURL(/\/importantNews$/);
    await expect(page.locator('.layout--default')).toHaveCount(1);
    // A later visit with the same phone User-Agent is no longer sent back to /m.
    await page.goto('/service/commercial');
    await expect(page).toHaveURL(/\/service\/commercial$/);
  });

  test('the footer’s text keeps the page’s side margin', async ({ page }) => {
    for (const path of ['/m', '/m/importantNews', '/m/detail/1001']) {
      await page.goto(path);
      // Where the main content starts and ends: inside .m-main's padding.
      const main = await page.locator('#main').evaluate((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return { left: box.left + Number.parseFloat(style.paddingLeft), right: box.right - Number.parseFloat(style.paddingRight) };
      });
      // Where the footer's text is: the extent of its lines of text.
      const footer = await page.locator('.site-footer').evaluate((el) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const rects: DOMRect[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          rects.push(...[...range.getClientRects()].filter((r) => r.width > 0));
        }
        return { left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right)) };
      });
      expect(main.left, path).toBeGreaterThan(8);
      expect(footer.left, path).toBeCloseTo(main.left, 0);
      expect(footer.right, path).toBeLessThanOrEqual(main.right + 0.5);
    }
  });

  test('no page scrolls sideways at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of [
      '/m',
      '/m/importantNews',
      '/m/detail/1001',
      '/m/service/commercial/ata',
      '/m/service/exhibition',
      '/m/search?q=RCEP',
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
