// The 无障碍 toolbar, continued (issue 23): 语音阅读 (指读 and 连读) through a recorded
// speechSynthesis, a browser without a Chinese voice, the elder-friendly mode without
// adverts, carousel or movement, the phone's toolbar with 快速定位, and axe with every tool on.

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  actions,
  lastSpoken,
  MANDARIN,
  open,
  openToolbar,
  overflow,
  PAGES,
  PC,
  recordSpeech,
  spoken,
  tool,
  toolbar,
  WCAG_AA,
} from './a11y-tools.ts';
import { PHONE_USER_AGENT } from './chromium.ts';

const PHONE = { viewport: { width: 375, height: 812 }, userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true };
const finish = (page: Page) => page.evaluate(() => (window as unknown as { __speech: { finish(): void } }).__speech.finish());
const mainHeading = (page: Page) => page.locator('main h1').innerText();

/** Every tool on: toolbar, large pointer, guide, 指读, 200% text, the elder-friendly mode. */
const storeEveryTool = (page: Page) =>
  page.addInitScript(() => {
    localStorage.setItem('a11y-tools', JSON.stringify({ bar: true, cursor: true, guide: true, point: true, zoom: 200 }));
    localStorage.setItem('elder-mode', '1');
  });

test.describe('on the PC site', () => {
  test.use(PC);

  test('指读 reads the link, button or paragraph under the pointer or in focus, in Mandarin, with its role', async ({ page }) => {
    await recordSpeech(page, MANDARIN);
    await open(page, '/detail/1001');
    await openToolbar(page);
    await tool(page, '指读').click();
    await expect(page.locator('#a11y-status')).toContainText('指读已开启');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '贸促要闻', exact: true }).hover();
    await expect.poll(() => lastSpoken(page)).toEqual({ text: '链接，贸促要闻', lang: 'zh-CN', rate: 1 });
    await page.locator('.search-box button').first().focus();
    await expect.poll(async () => (await lastSpoken(page))?.text).toBe('按钮，搜索');
    const paragraph = page.locator('.article-body p').first();
    await paragraph.hover();
    const text = (await paragraph.innerText()).replace(/\s+/g, ' ').trim();
    await expect.poll(async () => (await lastSpoken(page))?.text).toBe(text);
    // Off: pointing reads nothing more.
    await page.keyboard.press('Alt+Shift+R');
    await expect(tool(page, '指读')).toHaveAttribute('aria-pressed', 'false');
    const count = (await spoken(page)).length;
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '关于我们', exact: true }).hover();
    await page.locator('.article-body p').nth(1).hover();
    await expect(page.locator('.a11y-reading')).toHaveCount(0);
    expect((await spoken(page)).length).toBe(count);
  });

  for (const path of PAGES) {
    test(`连读 reads ${path} from its heading, block by block, and pauses, resumes and stops`, async ({ page }) => {
      await recordSpeech(page, MANDARIN);
      await open(page, path);
      await openToolbar(page);
      await tool(page, '连读').click();
      await expect(tool(page, '连读')).toHaveAttribute('aria-pressed', 'true');
      const first = await lastSpoken(page);
      expect(first).toEqual({ text: (await mainHeading(page)).trim(), lang: 'zh-CN', rate: 1 });
      await finish(page);
      await expect.poll(async () => (await spoken(page)).length).toBe(2);
      await expect(page.locator('.a11y-reading-block')).toHaveCount(1);
      expect((await lastSpoken(page))?.text).toBe((await page.locator('.a11y-reading-block').innerText()).replace(/\s+/g, ' ').trim());
      await tool(page, '暂停').click();
      await expect(tool(page, '继续')).toBeVisible();
      await tool(page, '继续').click();
      expect(await actions(page)).toEqual(expect.arrayContaining(['pause', 'resume']));
      await tool(page, '停止').click();
      await expect(tool(page, '连读')).toHaveAttribute('aria-pressed', 'false');
      expect((await actions(page)).at(-1)).toBe('cancel');
      // A late 'end' of the stopped utterance starts nothing.
      await finish(page);
      expect((await spoken(page)).length).toBe(2);
      await expect(page.locator('.a11y-reading-block')).toHaveCount(0);
    });
  }

  test('连读 starts from the selected paragraph, by shortcut, at the chosen speed', async ({ page }) => {
    await recordSpeech(page, MANDARIN);
    await open(page, '/detail/1001');
    await openToolbar(page);
    await toolbar(page).getByLabel('语速').selectOption('1.25');
    const paragraph = page.locator('.article-body p').nth(2);
    await paragraph.selectText();
    await page.keyboard.press('Alt+Shift+L');
    const text = (await paragraph.innerText()).replace(/\s+/g, ' ').trim();
    await expect.poll(() => lastSpoken(page)).toEqual({ text, lang: 'zh-CN', rate: 1.25 });
    await page.keyboard.press('Alt+Shift+S');
    await expect(tool(page, '连读')).toHaveAttribute('aria-pressed', 'false');
  });

  test('a browser without a Chinese voice says so, for 指读 and for 连读', async ({ page }) => {
    await recordSpeech(page, [{ lang: 'en-US', name: 'English' }]);
    await open(page, '/service/commercial/ata');
    await openToolbar(page);
    await tool(page, '连读').click();
    const status = page.locator('#a11y-status');
    await expect(status).toContainText('本浏览器没有中文（普通话）语音，无法朗读');
    await expect(tool(page, '连读')).toHaveAttribute('aria-pressed', 'false');
    await tool(page, '指读').click();
    await expect(tool(page, '指读')).toHaveAttribute('aria-pressed', 'false');
    await expect(status).toContainText('没有中文（普通话）语音');
    expect(await spoken(page)).toEqual([]);
  });

  test('in the elder-friendly mode adverts and the carousel give way to a list of their links, and nothing animates', async ({ page }) => {
    // Several pages, each loaded and checked: more than the default 30 s on a busy machine.
    test.slow();
    await open(page, '/');
    const slides = await page.locator('.carousel__slide a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const middle = await page.locator('.home-middle-ad a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    await expect(page.locator('.ad-links')).toBeHidden();
    await page.locator('.top-bar .elder-toggle').click();
    await expect(page.locator('html')).toHaveClass(/\belder\b/);
    await expect(page.locator('.carousel')).toBeHidden();
    await expect(page.locator('.home-middle-ad')).toBeHidden();
    const list = page.getByRole('navigation', { name: '重点推荐' });
    await expect(list).toBeVisible();
    expect(await list.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([...slides, ...middle]);
    for (const path of PAGES) {
      await open(page, path);
      await expect(page.locator('.carousel:visible, .home-middle-ad:visible')).toHaveCount(0);
      // Hover what has a transition in the standard look, then ask for every running animation.
      await page.locator('main a[href]:visible').first().hover();
      const moving = await page.evaluate(() => [
        ...document.getAnimations().map((a) => (a as CSSAnimation).animationName ?? 'transition'),
        ...[...document.querySelectorAll('body *')].filter((el) => getComputedStyle(el).animationName !== 'none').map((el) => el.className),
      ]);
      expect(moving, path).toEqual([]);
    }
  });

  test('the elder-friendly mode spaces lines at 1.3 or more and paragraphs at 1.3 lines or more', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('elder-mode', '1'));
    for (const path of ['/detail/1001', '/detail/1002']) {
      await open(page, path);
      const spacing = await page.evaluate(() => {
        const ps = [...document.querySelectorAll<HTMLElement>('main p:not([class])')].filter((p) => p.getClientRects().length > 0);
        const pairs = ps.slice(0, -1).filter((p, i) => p.nextElementSibling === ps[i + 1]);
        const line = (p: HTMLElement) => parseFloat(getComputedStyle(p).lineHeight);
        return {
          lineRatio: Math.min(...ps.map((p) => line(p) / parseFloat(getComputedStyle(p).fontSize))),
          gapRatio: Math.min(
            ...pairs.map(
              (p, i) => (pairs[i]!.nextElementSibling!.getBoundingClientRect().top - p.getBoundingClientRect().bottom) / line(p),
            ),
          ),
          pairs: pairs.length,
        };
      });
      expect(spacing.pairs, path).toBeGreaterThan(0);
      expect(spacing.lineRatio, path).toBeGreaterThanOrEqual(1.3);
      expect(spacing.gapRatio, path).toBeGreaterThanOrEqual(1.3 - 0.01);
    }
  });

  test('axe finds no violation with every tool on', async ({ page }) => {
    // Several pages, each loaded and checked: more than the default 30 s on a busy machine.
    test.slow();
    await recordSpeech(page, MANDARIN);
    await storeEveryTool(page);
    for (const path of [...PAGES, '/accessibility']) {
      await open(page, path);
      await expect(toolbar(page)).toBeVisible();
      await page.mouse.move(500, 400);
      await tool(page, '连读').click();
      await toolbar(page).getByText('快速定位').click();
      const result = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
      expect(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        path,
      ).toEqual([]);
    }
  });
});

test.describe('on the mobile site', () => {
  test.use(PHONE);
  const M_PAGES = PAGES.map((p) => (p === '/' ? '/m' : `/m${p}`));

  test('the toolbar reads aloud, jumps to the page’s sections, has large targets, and is remembered', async ({ page }) => {
    // Several pages, each loaded and checked: more than the default 30 s on a busy machine.
    test.slow();
    await recordSpeech(page, MANDARIN);
    await open(page, '/m/service/commercial/ata');
    const switchButton = page.getByRole('button', { name: '无障碍', exact: true });
    await expect(switchButton).toBeInViewport();
    await switchButton.tap();
    await expect(toolbar(page)).toBeVisible();
    await expect(tool(page, '特大鼠标')).toHaveCount(0);
    const small = await toolbar(page)
      .locator('button, summary, select, a')
      .evaluateAll((els) =>
        els
          .filter((el) => el.getClientRects().length > 0)
          .map((el) => [el.textContent, el.getBoundingClientRect()] as const)
          .filter(([, r]) => r.height < 44 - 0.01 || r.width < 44 - 0.01)
          .map(([t]) => t),
      );
    expect(small).toEqual([]);
    // 快速定位: the guide's sections; choosing one moves focus there.
    await toolbar(page).getByText('快速定位').tap();
    const jump = toolbar(page).locator('.a11y-jump__list button');
    await expect(jump.first()).toBeVisible();
    const target = page.locator('main h2').nth(2);
    const label = (await target.innerText()).trim();
    await jump.filter({ hasText: label }).first().tap();
    await expect(target).toBeFocused();
    await expect(target).toBeInViewport();
    // 连读 from the top, then 指读 on, both remembered on the next page.
    await tool(page, '连读').tap();
    expect(await lastSpoken(page)).toEqual({ text: (await page.locator('main h1').innerText()).trim(), lang: 'zh-CN', rate: 1 });
    await tool(page, '停止').tap();
    await tool(page, '指读').tap();
    await tool(page, '放大').tap();
    for (const path of M_PAGES) {
      await open(page, path);
      await expect(tool(page, '指读')).toHaveAttribute('aria-pressed', 'true');
      await expect(toolbar(page).locator('output')).toHaveText('文字 125%');
    }
    await page.getByRole('link', { name: '跳到主要内容' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await lastSpoken(page))?.text).toMatch(/^按钮，/);
  });

  test('no page scrolls sideways at 200% text', async ({ page }) => {
    // Several pages, each loaded and checked: more than the default 30 s on a busy machine.
    test.slow();
    await page.addInitScript(() => localStorage.setItem('a11y-tools', JSON.stringify({ bar: true, zoom: 200 })));
    for (const path of M_PAGES) {
      await open(page, path);
      expect(await overflow(page), path).toBeLessThanOrEqual(0);
    }
  });

  test('no page scrolls sideways at 320 px wide, with the toolbar open', async ({ page }) => {
    // Several pages, each loaded and checked: more than the default 30 s on a busy machine.
    test.slow();
    await page.addInitScript(() => localStorage.setItem('a11y-tools', JSON.stringify({ bar: true })));
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of M_PAGES) {
      await open(page, path);
      await expect(toolbar(page)).toBeVisible();
      expect(await overflow(page), path).toBeLessThanOrEqual(0);
    }
  });

  test('axe finds no violation with every tool on', async ({ page }) => {
    // Several pages, each loaded and checked: more than the default 30 s on a busy machine.
    test.slow();
    await recordSpeech(page, MANDARIN);
    await storeEveryTool(page);
    for (const path of M_PAGES) {
      await open(page, path);
      await expect(toolbar(page)).toBeVisible();
      await toolbar(page).getByText('快速定位').tap();
      const result = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
      expect(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        path,
      ).toEqual([]);
    }
  });
});
