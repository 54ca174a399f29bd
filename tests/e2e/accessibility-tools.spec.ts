// The 无障碍 / 适老化 toolbar (issue 23, decision 0019), PC and phone, on home, a listing, an
// article and a guide: every tool by pointer and by keyboard, remembered across pages and
// reloads; 语音阅读 through a recorded speechSynthesis (headless Chromium has no voice); the
// reading guide, reflow at 200% text and at 320 px; the elder-friendly mode without adverts
// or movement; axe with every tool on.

import { expect, test, type Page } from '@playwright/test';
import { MANDARIN, navigate, open, openToolbar, overflow, PAGES, PC, recordSpeech, tool, toolbar } from './a11y-tools.ts';
import { hydrated } from './support.ts';

test.describe('on the PC site', () => {
  test.use(PC);

  test('the toolbar opens from the second Tab stop, the header and Alt+Shift+A, and stays open across pages and reloads', async ({
    page,
  }) => {
    await open(page, '/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '跳到主要内容' })).toBeFocused();
    await page.keyboard.press('Tab');
    const switchButton = page.getByRole('button', { name: '无障碍', exact: true });
    await expect(switchButton).toBeFocused();
    await expect(switchButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toolbar(page)).toBeVisible();
    await expect(toolbar(page)).toBeFocused();
    await expect(switchButton).toHaveAttribute('aria-expanded', 'true');
    await navigate(page, '/importantNews');
    await expect(toolbar(page)).toBeVisible();
    // Remembered: the prepaint script marks <html> before any script of the app has run.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\ba11y-bar\b/);
    await page.unroute('**/assets/*.js');
    await open(page, '/detail/1001');
    await expect(toolbar(page)).toBeVisible();
    await tool(page, '关闭工具栏').click();
    await expect(toolbar(page)).toBeHidden();
    await expect(switchButton).toBeFocused();
    await page.keyboard.press('Alt+Shift+A');
    await expect(toolbar(page)).toBeVisible();
    await page.keyboard.press('Alt+Shift+A');
    await expect(toolbar(page)).toBeHidden();
    await page.reload();
    await hydrated(page);
    await expect(toolbar(page)).toBeHidden();
  });

  // Each tool: on by pointer on one page, still on after a link, a full load of the next and a reload,
  // off by keyboard on the third, still off after a reload on the fourth.
  const TOGGLES: Array<[name: string, isOn: (page: Page) => Promise<boolean>]> = [
    ['特大鼠标', (p) => p.evaluate(() => document.documentElement.classList.contains('a11y-cursor'))],
    ['辅助线', (p) => p.evaluate(() => document.documentElement.classList.contains('a11y-guide'))],
    ['高对比度', (p) => p.evaluate(() => document.documentElement.classList.contains('a11y-contrast'))],
    ['适老模式', (p) => p.evaluate(() => document.documentElement.classList.contains('elder'))],
    ['指读', async (p) => (await tool(p, '指读').getAttribute('aria-pressed')) === 'true'],
  ];
  TOGGLES.forEach(([name, isOn], n) => {
    test(`${name} switches on by pointer and off by keyboard, and survives navigation and reload`, async ({ page }) => {
      // Several pages, each loaded and checked: more than the default 30 s on a busy machine.
      test.slow();
      await recordSpeech(page, MANDARIN);
      const [a, b, c, d] = [0, 1, 2, 3].map((i) => PAGES[(i + n) % PAGES.length]!) as [string, string, string, string];
      await open(page, a);
      await openToolbar(page);
      await tool(page, name).click();
      await expect(tool(page, name)).toHaveAttribute('aria-pressed', 'true');
      expect(await isOn(page)).toBe(true);
      // A link within the site (client-side), then a full load of the next page.
      await navigate(page, a === '/importantNews' ? '/' : '/importantNews');
      await expect(tool(page, name)).toHaveAttribute('aria-pressed', 'true');
      expect(await isOn(page)).toBe(true);
      await open(page, b);
      expect(await isOn(page)).toBe(true);
      await page.reload();
      await hydrated(page);
      await expect(tool(page, name)).toHaveAttribute('aria-pressed', 'true');
      expect(await isOn(page)).toBe(true);
      await open(page, c);
      await tool(page, name).focus();
      await page.keyboard.press('Space');
      await expect(tool(page, name)).toHaveAttribute('aria-pressed', 'false');
      expect(await isOn(page)).toBe(false);
      await open(page, d);
      await expect(tool(page, name)).toHaveAttribute('aria-pressed', 'false');
      expect(await isOn(page)).toBe(false);
    });
  });

  test('the extra-large pointer is the arrow and, over links and buttons, the hand, also in the elder-friendly mode', async ({ page }) => {
    await open(page, '/service/commercial/ata');
    const cursor = (selector: string) => page.evaluate((s) => getComputedStyle(document.querySelector(s)!).cursor, selector);
    expect(await cursor('main p')).not.toContain('/cursors/');
    await page.keyboard.press('Alt+Shift+M');
    await expect(page.locator('html')).toHaveClass(/\ba11y-cursor\b/);
    expect(await cursor('main p')).toContain('/cursors/arrow.svg');
    expect(await cursor('main a[href]')).toContain('/cursors/hand.svg');
    expect(await cursor('.search-box button')).toContain('/cursors/hand.svg');
    await page.locator('.top-bar .elder-toggle').click();
    await expect(page.locator('html')).toHaveClass(/\belder\b/);
    expect(await cursor('main p')).toContain('/cursors/arrow.svg');
    const served = await page.request.get('/cursors/hand.svg');
    expect(served.headers()['content-type']).toContain('image/svg+xml');
  });

  test('text zooms in steps to 200% by pointer and by keyboard, remembered, without sideways scrolling', async ({ page }) => {
    // Several pages, each loaded and checked: more than the default 30 s on a busy machine.
    test.slow();
    await open(page, '/');
    await openToolbar(page);
    for (let i = 0; i < 4; i++) await tool(page, '放大').click();
    await expect(toolbar(page).locator('output')).toHaveText('文字 200%');
    await expect(tool(page, '放大')).toBeDisabled();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    for (const path of PAGES) {
      await open(page, path);
      expect(await page.evaluate(() => document.documentElement.dataset.zoom)).toBe('200');
      expect(await overflow(page), path).toBeLessThanOrEqual(0);
    }
    await page.keyboard.press('Alt+Shift+Minus');
    await expect(toolbar(page).locator('output')).toHaveText('文字 175%');
    await tool(page, '缩小').focus();
    await page.keyboard.press('Enter');
    await expect(toolbar(page).locator('output')).toHaveText('文字 150%');
    await page.reload();
    await hydrated(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('24px');
  });

  test('no page scrolls sideways at 320 px wide, with the toolbar open', async ({ page }) => {
    // Several pages, each loaded and checked: more than the default 30 s on a busy machine.
    test.slow();
    await page.setViewportSize({ width: 320, height: 800 });
    await open(page, '/');
    await openToolbar(page);
    for (const path of PAGES) {
      await open(page, path);
      await expect(toolbar(page)).toBeVisible();
      expect(await overflow(page), path).toBeLessThanOrEqual(0);
    }
  });

  test('the reading guide follows the pointer', async ({ page }) => {
    await open(page, '/detail/1001');
    await page.keyboard.press('Alt+Shift+G');
    await expect(page.locator('html')).toHaveClass(/\ba11y-guide\b/);
    const across = page.locator('.a11y-guide-line--across');
    const down = page.locator('.a11y-guide-line--down');
    for (const [x, y] of [
      [400, 300],
      [900, 620],
    ] as const) {
      await page.mouse.move(x, y);
      await expect.poll(async () => Math.round((await across.boundingBox())!.y + 1)).toBe(y);
      await expect.poll(async () => Math.round((await down.boundingBox())!.x + 1)).toBe(x);
    }
    await page.keyboard.press('Alt+Shift+G');
    await expect(across).toHaveCount(0);
  });
});
