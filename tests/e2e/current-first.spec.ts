// Current first (issue 35), PC and /m: the home page's hot news holds nothing released before
// the list's window; a notice past its "valid until" says it has ended; a topic's first search
// results put this year's item ahead of last year's.

import { expect, test } from '@playwright/test';
import { PHONE_USER_AGENT } from './chromium.ts';

/** listHotNews's window (worker/content/d1/releases.ts HOT_WINDOW_DAYS). */
const WINDOW_DAYS = 180;
const beijing = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

for (const prefix of ['', '/m'] as const) {
  test.describe(prefix ? 'phone (/m)' : 'PC', () => {
    if (prefix) test.use({ userAgent: PHONE_USER_AGENT, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test('the home page’s hot news holds nothing older than its window', async ({ page, request }) => {
      await page.goto(`${prefix}/`);
      const links = page.locator('.home-section--hot a[href*="/detail/"]');
      await expect(links.first()).toBeVisible();
      const edge = beijing(Date.now() - WINDOW_DAYS * 86_400_000);
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
        const id = /\/detail\/(\d+)/.exec(href)?.[1];
        const body = (await (await request.get(`/api/cn/releaseDetailById/${id}`)).json()) as {
          data: { title: string; releaseTime: string };
        };
        expect(body.data.releaseTime >= edge, `${body.data.title} ${body.data.releaseTime}`).toBe(true);
      }
      await expect(page.locator('.home-section--hot')).not.toContainText('2025年元旦春节期间廉洁提醒');
    });

    test('a notice past its “valid until” says it has ended', async ({ page }) => {
      await page.goto(`${prefix}/detail/1031`);
      await expect(page.getByRole('note')).toContainText('本通知已过有效期');
      await expect(page.getByRole('note')).toContainText('2025年2月8日');
      await page.goto(`${prefix}/detail/1108`);
      await expect(page.locator('.article__ended')).toHaveCount(0);
    });

    test('RCEP: the first results hold the 2026 tariff cut, ahead of the 2025 one', async ({ page }) => {
      // Every type at once, as the search box answers: the first page a visitor sees.
      await page.goto(`${prefix}/search?q=RCEP`);
      const titles = (await page.locator('.search-results__title').allTextContents()).map((t) => t.trim());
      const current = titles.indexOf('2026年1月1日起多个自贸协定实施新一轮降税');
      const last = titles.indexOf('RCEP第四轮关税减让自2025年1月1日起实施');
      expect(current, titles.join(' / ')).toBeGreaterThanOrEqual(0);
      expect(last === -1 || current < last).toBe(true);
    });
  });
}
