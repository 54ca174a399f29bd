// 扫码在手机上阅读 and 添加到日历 in Chromium: the QR code a PC reader sees decodes (jsQR, from a
// screenshot) to the page's /m twin, also after a client navigation and on paper; the calendar
// links fetch iCalendar files.

import { expect, test, type Browser, type Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PHONE_USER_AGENT } from './chromium.ts';
import { hydrated } from './support.ts';

test.use({ viewport: { width: 1366, height: 900 } });

/** Decodes the QR code in an element's screenshot: pixels read back through a canvas in a blank page. */
async function decode(browser: Browser, element: Locator): Promise<string | null> {
  const png = await element.screenshot();
  const blank = await browser.newPage();
  try {
    const { width, height, pixels } = await blank.evaluate(async (base64) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
      return { width: bitmap.width, height: bitmap.height, pixels: Array.from(data) };
    }, png.toString('base64'));
    return jsQR(Uint8ClampedArray.from(pixels), width, height)?.data ?? null;
  } finally {
    await blank.close();
  }
}

test('a PC guide’s QR code decodes to its /m twin, with a label and the short address beside it', async ({ page, browser }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/service/commercial/ata');
  await hydrated(page);
  const origin = new URL(page.url()).origin;
  const qr = page.getByRole('complementary', { name: '扫码在手机上阅读' });
  await expect(qr).toBeVisible();
  await expect(qr.getByRole('img', { name: '本页手机版二维码' })).toBeVisible();
  await expect(qr).toContainText(`${new URL(origin).host}/m/service/commercial/ata`);
  expect(await decode(browser, qr.locator('svg'))).toBe(`${origin}/m/service/commercial/ata`);
  // The markup came from the server and hydrated as it was: no mismatch, no script of its own.
  expect(errors).toEqual([]);
});

test('after a client navigation to an article the QR code is the new page’s (drawn by the worker)', async ({ page, browser }) => {
  await page.goto('/importantNews');
  await hydrated(page);
  const origin = new URL(page.url()).origin;
  const first = page.locator('.release-list a[href^="/detail/"]').first();
  const href = (await first.getAttribute('href'))!;
  const qrAsked = page.waitForResponse((r) => r.url().includes('/qr.json?'));
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect((await qrAsked).status()).toBe(200);
  const qr = page.getByRole('complementary', { name: '扫码在手机上阅读' });
  await expect(qr).toContainText(`/m${href}`);
  expect(await decode(browser, qr.locator('svg'))).toBe(`${origin}/m${href}`);
});

test('a printed guide keeps its QR code', async ({ page }) => {
  await page.goto('/service/commercial/ata');
  await hydrated(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.mobile-qr svg')).toBeVisible();
  await expect(page.locator('.mobile-qr__url')).toBeVisible();
});

test('the phone’s page shows no QR code of itself', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, userAgent: PHONE_USER_AGENT, isMobile: true });
  const page = await phone.newPage();
  await page.goto('/m/service/commercial/ata');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ATA单证册办理指南');
  await expect(page.locator('.mobile-qr')).toHaveCount(0);
  await phone.close();
});

test('添加到日历 on an activity and on a fair fetches an iCalendar file; the subscription is linked', async ({ page }) => {
  await page.goto('/detail/120?type=activity');
  const add = page.getByRole('link', { name: '添加到日历' });
  await expect(add).toHaveAttribute('href', '/calendar/activity/120.ics');
  const file = await page.request.get((await add.getAttribute('href'))!);
  expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await file.text()).toContain('UID:activity-120@');
  await expect(page.getByRole('link', { name: /订阅活动日历/ })).toHaveAttribute('href', '/feeds/activities.ics');

  await page.goto('/service/exhibition');
  const fair = page
    .locator('.exhibition')
    .first()
    .getByRole('link', { name: /添加到日历/ });
  await expect(fair).toHaveAccessibleName(/^添加到日历\s*：\S+/);
  const ics = await page.request.get((await fair.getAttribute('href'))!);
  expect(await ics.text()).toMatch(/DTSTART;VALUE=DATE:\d{8}/);

  await page.goto('/sitemap');
  await expect(page.getByRole('link', { name: /经贸活动与境外展会日历/ })).toHaveAttribute('href', '/feeds/activities.ics');
});
