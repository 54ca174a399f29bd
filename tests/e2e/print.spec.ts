// Printing an article or a service guide: only the content, every link followed by its full
// address, FAQ answers shown, on A4.

import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 1366, height: 900 } });

async function printView(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.emulateMedia({ media: 'print' });
}

/** The text a link's ::after adds in print (CSS content, as computed). */
const printedAfter = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((a) => getComputedStyle(a, '::after').content);

test('a printed service guide shows no navigation, header, footer or side column', async ({ page }) => {
  await printView(page, '/service/commercial/ata');
  for (const name of ['主导航', '当前位置', '本页目录', '商事认证栏目']) await expect(page.getByRole('navigation', { name })).toBeHidden();
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.getByRole('button', { name: '打印本页' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ATA单证册办理指南');
  await expect(page.getByRole('heading', { name: '申请材料' })).toBeVisible();
  // The screen hides FAQ answers in closed <details>; paper shows them.
  await expect(page.locator('.faq__answer').first()).toBeVisible();
});

test('a printed guide follows each link with its full address, also for links within the site', async ({ page }) => {
  await printView(page, '/service/commercial/apostille');
  const origin = new URL(page.url()).origin;
  const external = '.guide-sections a[href^="http"]';
  const internal = '.guide-sections a[href^="/"]';
  expect(await printedAfter(page, external)).toBe(`" (${await page.locator(external).first().getAttribute('href')})"`);
  expect(await printedAfter(page, internal)).toBe(`" (${origin}${await page.locator(internal).first().getAttribute('href')})"`);

  await page.emulateMedia({ media: 'screen' });
  expect(await printedAfter(page, external)).toBe('none');
});

test('a printed article keeps its title, date and body and drops the hot-news column', async ({ page }) => {
  await printView(page, '/detail/1001');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2024年我会签发原产地证书9.6万份');
  await expect(page.locator('.article__meta')).toBeVisible();
  await expect(page.locator('.with-sidebar__aside')).toBeHidden();
  await expect(page.getByRole('navigation', { name: '上一篇和下一篇' })).toBeHidden();
  await expect(page.locator('.article-body')).toBeVisible();
});

test('a guide prints on A4 pages in black on white, also from the dark mode', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('nuxt-color-mode', 'dark'));
  await printView(page, '/service/commercial/ata');
  const colours = await page.evaluate(() => ({
    body: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.querySelector('.article-body p')!).color,
  }));
  expect(colours).toEqual({ body: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  // A4 is 595×842 pt: the media box of every page says so.
  const boxes = [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => [
    Math.round(+m[1]!),
    Math.round(+m[2]!),
  ]);
  expect(boxes.length).toBeGreaterThanOrEqual(2);
  for (const box of boxes) expect(box).toEqual([595, 842]);
});
