// Opened from WeChat (issue 35): its in-app browser sends its own user agent, grants no
// clipboard permission, has no speech synthesis and refuses downloads. Share never claims a
// copy that did not happen, the annual report can be read, the PC version chosen on a phone
// lays out at desktop width, the read-aloud tools say what to do, every page has a share image.

import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { hydrated } from './support.ts';
import { titleEnding } from './council.ts';

const WECHAT_PHONE =
  'Mozilla/5.0 (Linux; Android 14; V2227A Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160083 MMWEBSDK/20240301 MMWEBID/2590 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const WECHAT_PC =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/107.0.0.0 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13) XWEB/9129 Flue';

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, userAgent: WECHAT_PHONE, isMobile: true, hasTouch: true, prefix: '/m' },
  pc: { viewport: { width: 1366, height: 900 }, userAgent: WECHAT_PC, isMobile: false, hasTouch: false, prefix: '' },
} as const;

/** A context as WeChat's browser is: its user agent, no clipboard permission, no speech, no downloads. */
async function wechat(browser: Browser, device: keyof typeof DEVICES): Promise<BrowserContext> {
  const { prefix: _, ...options } = DEVICES[device];
  const context = await browser.newContext({ ...options, acceptDownloads: false, permissions: [] });
  await context.addInitScript(() => {
    for (const target of [window, Window.prototype] as object[]) {
      delete (target as Record<string, unknown>).speechSynthesis;
      delete (target as Record<string, unknown>).SpeechSynthesisUtterance;
    }
    if ('speechSynthesis' in window) Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
  });
  return context;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

for (const device of ['phone', 'pc'] as const) {
  const at = (path: string) => `${DEVICES[device].prefix}${path}`;

  test.describe(`in WeChat's browser (${device})`, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeEach(async ({ browser }) => {
      context = await wechat(browser, device);
      page = await context.newPage();
    });
    test.afterEach(() => context.close());

    test('the browser is as WeChat’s: no speech synthesis, no clipboard permission', async () => {
      await open(page, at('/detail/1001'));
      expect(await page.evaluate(() => typeof window.speechSynthesis === 'undefined' || !window.speechSynthesis)).toBe(true);
      const copied = await page.evaluate(() =>
        navigator.clipboard.writeText('x').then(
          () => true,
          () => false,
        ),
      );
      expect(copied).toBe(false);
    });

    test('Share never claims a copy that did not happen, and gives the link to copy by hand', async () => {
      await open(page, at('/detail/1001'));
      await page.getByRole('button', { name: '分享', exact: true }).click();
      const status = page.locator('.share-tools__status');
      await expect(status).toContainText('右上角');
      await expect(status).not.toContainText('已复制');
      await expect(page.getByRole('textbox', { name: '本页链接' })).toHaveValue(page.url());
    });

    test('the 2025 annual report can be read without a download', async () => {
      await open(page, at('/detail/2122'));
      const body = page.locator('.article-body');
      await expect(body).toContainText('共收到政府信息公开申请4件');
      await expect(body.locator('table').filter({ hasText: '本年新收政府信息公开申请数量' })).toBeVisible();
      await page.getByRole('link', { name: '在线阅读：2025年政府信息公开工作年度报告.docx' }).click();
      // The static assets serve the .html file at its address without the extension.
      await expect(page).toHaveURL(/\/files\/disclosure-annual-report-2025(\.html)?$/);
      await expect(page.locator('h1')).toHaveText(titleEnding('2025年政府信息公开工作年度报告'));
      await expect(page.locator('body')).toContainText('共收到政府信息公开申请4件');
    });

    test('the read-aloud tools say the browser cannot speak and where to open the page', async () => {
      await open(page, at('/detail/1001'));
      await page.getByRole('button', { name: '无障碍', exact: true }).first().click();
      const toolbar = page.locator('#a11y-toolbar');
      await expect(toolbar).toBeVisible();
      const status = toolbar.locator('#a11y-status');
      await expect(status).toContainText('不支持语音朗读');
      await expect(status).toContainText('在浏览器中打开');
      await expect(toolbar.getByRole('button', { name: '指读', exact: true })).toBeDisabled();
      await expect(toolbar.getByRole('button', { name: '连读', exact: true })).toBeDisabled();
    });

    test('a shared page carries a picture for its card', async () => {
      for (const path of ['/', '/detail/1001', '/detail/2122']) {
        await open(page, at(path));
        const image = await page.locator('meta[property="og:image"]').getAttribute('content');
        expect(image, path).toMatch(/^https?:\/\/.+\.(png|jpe?g)$/);
        const res = await page.request.get(image!);
        expect(res.status()).toBe(200);
        expect(res.headers()['content-type']).toMatch(/^image\/(png|jpeg)/);
      }
    });
  });
}

test('电脑版 chosen on a phone renders the PC pages at desktop width, not squeezed to the phone', async ({ browser }) => {
  const context = await wechat(browser, 'phone');
  const page = await context.newPage();
  await open(page, '/m/detail/1001');
  expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(390);
  await page.locator('.m-drawer__toggle').click();
  await page.getByRole('link', { name: '电脑版', exact: true }).click();
  await expect(page).toHaveURL(/\/detail\/1001$/);
  await hydrated(page);
  expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(1200);
  // The PC header lays out as on a PC: the menu in one row, nothing wider than the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1200);
  await expect(page.locator('.top-bar')).toBeVisible();
  await context.close();
});

test('Share in an ordinary browser that refuses to copy says so and shows the link', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, permissions: [] });
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    document.execCommand = () => false;
  });
  const page = await context.newPage();
  await open(page, '/detail/1001');
  await page.getByRole('button', { name: '分享', exact: true }).click();
  const status = page.locator('.share-tools__status');
  await expect(status).toContainText('未能自动复制');
  await expect(status).not.toContainText('已复制');
  await expect(page.getByRole('textbox', { name: '本页链接' })).toHaveValue(page.url());
  await context.close();
});
