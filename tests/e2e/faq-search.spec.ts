// A freight agent asks the FAQ page whole questions (issue 35), PC and /m: the keyword box
// searches like the site, the right question first; the category list follows the service
// chosen, so the filters shown are always what is listed; an empty answer gives the
// hotline's number and a link to search the whole site.

import { expect, type Page, test } from '@playwright/test';
import { PHONE_USER_AGENT } from './chromium.ts';
import { hydrated } from './support.ts';
import { FOOTER_FACTS } from '../../app/domain/contact-facts.ts';
import { telHref } from '../../app/domain/phones.ts';
import { fact } from './council.ts';

const FAQ = '/service/commercial/components/problem';

const QUESTIONS: [string, string][] = [
  ['ATA单证册丢了怎么办', '单证册遗失了怎么办？'],
  ['领事认证要多少天', '办理领事认证大概需要多长时间？'],
  ['原产地证书上的发票号填错了还能改吗', '已签发的原产地证书内容有误，如何更改？'],
  ['发票号', '已签发的原产地证书内容有误，如何更改？'],
];

/** What the filters show, and the services of the categories the page lists. */
async function shown(page: Page) {
  const service = page.locator('select[name="service"]');
  const type = page.locator('select[name="type"]');
  return {
    service: await service.inputValue(),
    type: await type.inputValue(),
    typeLabel: (await type.locator('option:checked').textContent())?.trim(),
  };
}

for (const prefix of ['', '/m'] as const) {
  test.describe(prefix ? 'phone (/m)' : 'PC', () => {
    if (prefix) test.use({ userAgent: PHONE_USER_AGENT, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test('whole questions find the right question first', async ({ page }) => {
      await page.goto(`${prefix}${FAQ}`);
      await hydrated(page);
      for (const [asked, question] of QUESTIONS) {
        const box = page.getByRole('searchbox', { name: '关键词' });
        await box.fill(asked);
        await page.getByRole('button', { name: '查询' }).click();
        await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(asked)}`));
        await expect(page.locator('.faq__question').first(), asked).toHaveText(question);
      }
    });

    test('the categories follow the service, and what the filters show is what is listed', async ({ page }) => {
      await page.goto(`${prefix}${FAQ}`);
      await hydrated(page);
      // A category chosen first brings its service.
      await page.locator('select[name="type"]').selectOption({ label: '申请与担保' });
      expect(await shown(page)).toEqual({ service: 'ata', type: '14', typeLabel: '申请与担保' });
      await page.getByRole('button', { name: '查询' }).click();
      await expect(page).toHaveURL(/service=ata&type=14/);
      await expect(page.locator('.result-note')).toContainText('ATA单证册 · 申请与担保');
      expect(await shown(page)).toEqual({ service: 'ata', type: '14', typeLabel: '申请与担保' });
      // Another service: the category falls back to all, and lists only that service's.
      await page.locator('select[name="service"]').selectOption('origin');
      expect(await shown(page)).toEqual({ service: 'origin', type: '', typeLabel: '全部分类' });
      const labels = await page.locator('select[name="type"] option').allTextContents();
      expect(labels).toEqual(['全部分类', '首次申领', '证书申领', '证书更改与重发']);
      await page.getByRole('button', { name: '查询' }).click();
      await expect(page).toHaveURL(/service=origin$/);
      await expect(page.locator('.result-note')).toContainText('原产地证书：');
      expect(await shown(page)).toEqual({ service: 'origin', type: '', typeLabel: '全部分类' });

      // A mismatched address (a category of another service) shows what it lists.
      await page.goto(`${prefix}${FAQ}?service=origin&type=14`);
      await hydrated(page);
      expect(await shown(page)).toEqual({ service: 'origin', type: '', typeLabel: '全部分类' });
      await expect(page.locator('.result-note')).toHaveText(/^原产地证书：共 \d+ 个问题$/);
    });

    test('an empty answer gives the hotline number and a link to search the whole site', async ({ page }) => {
      await page.goto(`${prefix}${FAQ}?service=ata&q=${encodeURIComponent('发票号')}`);
      await hydrated(page);
      const empty = page.locator('.faq-empty');
      await expect(empty).toContainText('没有找到相关问题');
      const hotline = fact(FOOTER_FACTS.hotline);
      await expect(empty.getByRole('link', { name: hotline })).toHaveAttribute('href', telHref(hotline));
      await empty.getByRole('link', { name: '在全站搜索“发票号”' }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?q=${encodeURIComponent('发票号')}`));
      await expect(page.locator('.search-results__title').first()).toBeVisible();
    });
  });
}
