// 信息公开 as the Regulations on the Disclosure of Government Information ask (issue 39),
// PC and phone: the section's five parts, each with its content; how to apply with the form
// to download or read; the leaders' names and duties under 关于我们, where the council's
// catalogue says they are; the annual reports found by 年报 and 年度报告; and 高对比度 and
// 适老模式 as two controls that do two things (issue 35).

import { expect, test, type Page } from '@playwright/test';
import { PHONE_USER_AGENT } from './chromium.ts';
import { hydrated } from './support.ts';
import { fact, IDENTITY, titleEnding } from './council.ts';

const DEVICES = {
  pc: { options: { viewport: { width: 1366, height: 900 } }, prefix: '' },
  phone: {
    options: { viewport: { width: 390, height: 844 }, userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true },
    prefix: '/m',
  },
} as const;

const PARTS = ['信息公开指南', '信息公开制度', '法定主动公开内容', '信息公开年报', '依申请公开'];
const REPORTS = [titleEnding('2025年政府信息公开工作年度报告'), titleEnding('2024年政府信息公开工作年度报告')];

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

for (const [device, { options, prefix }] of Object.entries(DEVICES)) {
  test.describe(`information disclosure (${device})`, () => {
    test.use(options);

    test('the 信息公开 section has its five parts, each with what it promises', async ({ page }) => {
      await open(page, `${prefix}/aboutUs/infDisclosure`);
      await expect(page.locator('h1')).toHaveText('信息公开');
      const main = page.locator('main');
      for (const part of PARTS) await expect(main.getByRole('link', { name: part, exact: true }).first()).toBeVisible();
      const expected: Record<string, string> = {
        信息公开指南: titleEnding('政府信息公开指南'),
        信息公开制度: titleEnding('政府信息公开工作制度'),
        法定主动公开内容: titleEnding('2025年部门决算公开'),
        信息公开年报: REPORTS[0]!,
      };
      for (const [part, item] of Object.entries(expected)) {
        await open(page, `${prefix}/aboutUs/infDisclosure`);
        await main.getByRole('link', { name: part, exact: true }).first().click();
        await expect(page.locator('h1')).toHaveText(part);
        await expect(page.locator('main')).toContainText(item);
      }
    });

    test('依申请公开 says how to apply in person, by post and by e-mail, with the form to download or read', async ({ page }) => {
      await open(page, `${prefix}/aboutUs/infDisclosure`);
      await page.locator('main').getByRole('link', { name: '依申请公开', exact: true }).first().click();
      await expect(page.locator('h1')).toHaveText('依申请公开');
      const main = page.locator('main');
      for (const way of ['当面提交', '邮寄', '电子邮件', fact('email.disclosure'), '20个工作日']) await expect(main).toContainText(way);
      const form = main.getByRole('link', { name: '政府信息公开申请表.docx', exact: true });
      await expect(form).toHaveAttribute('href', '/files/disclosure-application-form.docx');
      expect((await page.request.get('/files/disclosure-application-form.docx')).status()).toBe(200);
      await main.getByRole('link', { name: '在线阅读：政府信息公开申请表.docx' }).click();
      await expect(page.locator('h1')).toHaveText(`${IDENTITY.shortName}政府信息公开申请表`);
    });

    test('the leaders’ names and duties are published under 关于我们, as the catalogue says', async ({ page }) => {
      await open(page, `${prefix}/detail/2126`);
      await expect(page.locator('.article-body')).toContainText('领导信息');
      await expect(page.locator('.article-body')).toContainText('门户网站“关于我们”');
      await open(page, `${prefix}/aboutUs`);
      await page.locator('main').getByRole('link', { name: '领导信息', exact: true }).first().click();
      await expect(page.locator('h1')).toHaveText('领导信息');
      await expect(page.locator('.breadcrumbs')).toContainText('关于我们');
      const table = page.locator('main table');
      for (const [name, post] of [
        ['周立衡', '党组书记、会长'],
        ['陈雅琴', '副会长'],
        ['林启明', '副会长'],
        ['吴国栋', '二级巡视员'],
      ]) {
        const row = table.locator('tr', { hasText: name! });
        await expect(row).toContainText(post!);
        await expect(row.locator('td').nth(2)).toContainText('分管');
      }
    });

    for (const q of ['年报', '年度报告']) {
      test(`a search for ${q} finds the annual reports`, async ({ page }) => {
        await open(page, `${prefix}/search?q=${encodeURIComponent(q)}`);
        const results = page.locator('.search-results');
        for (const title of REPORTS) await expect(results).toContainText(title);
      });
    }
  });
}

test('高对比度 and 适老模式 are two controls that do two things', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, '/detail/1001');
  await page.getByRole('button', { name: '无障碍', exact: true }).click();
  const toolbar = page.locator('#a11y-toolbar');
  const html = page.locator('html');
  await toolbar.getByRole('button', { name: '高对比度', exact: true }).click();
  await expect(html).toHaveClass(/\ba11y-contrast\b/);
  await expect(html).not.toHaveClass(/\belder\b/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(0, 0, 0)');
  await toolbar.getByRole('button', { name: '高对比度', exact: true }).click();
  await expect(html).not.toHaveClass(/\ba11y-contrast\b/);
  // The header's 适老模式 and the toolbar's are one switch under one name.
  await page.locator('.top-bar').getByRole('button', { name: '适老模式' }).click();
  await expect(html).toHaveClass(/\belder\b/);
  await expect(html).not.toHaveClass(/\ba11y-contrast\b/);
  await expect(toolbar.getByRole('button', { name: '适老模式', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(toolbar.getByRole('button', { name: '高对比度', exact: true })).toHaveAttribute('aria-pressed', 'false');
});
