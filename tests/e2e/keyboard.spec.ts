// Keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7): from the home page to a news article, then
// through the main menu's sub-menu to the ATA carnet guide and its FAQ, with Tab, Shift+Tab,
// Enter and Space only — no mouse, no page.goto after the first.

import { expect, test, type Locator, type Page } from '@playwright/test';

test.use({ viewport: { width: 1366, height: 900 } });

/** Presses Tab (or Shift+Tab) until `target` has focus; each stop must show a focus ring. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const state = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { ring: true };
      const style = getComputedStyle(el);
      return { ring: el.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 };
    });
    expect(state.ring, `focus stop ${i + 1} has a visible focus ring`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target} not reached within ${max} key presses`);
}

test('a keyboard user reads a news article and then the ATA carnet guide and its FAQ', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

  // The first Tab lands on the skip link, which takes focus into the page's main content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '跳到主要内容' })).toBeFocused();
  await expect(page.getByRole('link', { name: '跳到主要内容' })).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // An article from the important-news section.
  const news = page.getByRole('region', { name: '贸促要闻' }).getByRole('listitem').first().getByRole('link');
  const title = (await news.textContent())!.replace(/^置顶/, '').trim();
  await tabTo(page, news);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/detail\/\d+$/);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(title);
  // Focus moved to the new page's heading, so the next Tab continues in its content.
  await expect(h1).toBeFocused();

  // Back up to the main menu: its 业务服务 sub-menu opens on focus, and Tab reaches 商事认证 inside it.
  const menu = page.getByRole('navigation', { name: '主导航' });
  const certification = menu.getByRole('list', { name: '业务服务' }).getByRole('link', { name: '商事认证' });
  await tabTo(page, menu.getByRole('link', { name: '业务服务', exact: true }), { back: true });
  await expect(certification).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(certification).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/service\/commercial$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // The ATA carnet entry in the page's own list of services.
  await tabTo(page, page.locator('.with-sidebar__main a[href="/service/commercial/ata"]').first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/service\/commercial\/ata$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ATA单证册办理指南');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // The table of contents jumps to the FAQ; the next Tab is its first question, Space opens it.
  await tabTo(page, page.getByRole('navigation', { name: '本页目录' }).getByRole('link', { name: '常见问题' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#faq$/);
  await page.keyboard.press('Tab');
  const question = page.locator('#faq summary').first();
  await expect(question).toBeFocused();
  await expect(page.locator('#faq .faq__answer').first()).toBeHidden();
  await page.keyboard.press('Space');
  await expect(page.locator('#faq details').first()).toHaveAttribute('open', '');
  await expect(page.locator('#faq .faq__answer').first()).toBeVisible();
  await expect(page.locator('#faq .faq__answer').first()).toBeInViewport();
  await page.keyboard.press('Space');
  await expect(page.locator('#faq details').first()).not.toHaveAttribute('open', '');
});

test('Escape closes an open sub-menu and the arrow keys move through it', async ({ page }) => {
  await page.goto('/service/commercial/ata');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const menu = page.getByRole('navigation', { name: '主导航' });
  const top = menu.getByRole('link', { name: '关于我们', exact: true });
  const sub = menu.getByRole('list', { name: '关于我们' });
  await tabTo(page, top);
  await expect(sub).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(sub.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(top).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(sub.getByRole('link').last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(top).toBeFocused();
  await expect(sub).toBeHidden();
  // Leaving and coming back opens it again.
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, top);
  await expect(sub).toBeVisible();
});

test('the banner carousel can be paused and turned with the keyboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const pause = page.getByRole('button', { name: '暂停轮播' });
  await tabTo(page, pause);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: '播放轮播' })).toBeFocused();
  const current = page.locator('.carousel__slide:not([hidden])');
  const first = await current.getAttribute('aria-label');
  await tabTo(page, page.getByRole('button', { name: '下一张' }));
  await page.keyboard.press('Enter');
  await expect(current).not.toHaveAttribute('aria-label', first!);
  await expect(current).toHaveAttribute('aria-label', /^2 \//);
});
