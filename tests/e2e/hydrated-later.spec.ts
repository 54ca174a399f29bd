// Parts a page hydrates after the page (decision 0088): the footer, a guide's place in the
// export journey, the FTA guide's agreements table and 协定资讯. The server's HTML shows them
// from the first paint; the browser hydrates them in place once their chunks arrive, without
// a warning; a client navigation renders them with the page, never a moment without them.

import { expect, type Page, test } from '@playwright/test';
import { PHONE_USER_AGENT } from './chromium.ts';
import { hydrated, settle } from './support.ts';

/** The later parts on the FTA guide, by selector. */
const PARTS = ['#guide-agreements', '.journey-nav', '.related-column', 'footer.site-footer'];

/** Keeps, as the parser inserts them, the elements of the later parts (before any script runs). */
function keepParsedParts(page: Page) {
  return page.addInitScript((selectors: string[]) => {
    const parsed: Record<string, Element> = {};
    (window as unknown as { __parsed: Record<string, Element> }).__parsed = parsed;
    new MutationObserver((_, observer) => {
      for (const s of selectors) parsed[s] ??= document.querySelector(s)!;
      if (selectors.every((s) => parsed[s])) observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  }, PARTS);
}

for (const [device, prefix] of [
  ['PC', ''],
  ['phone', '/m'],
] as const) {
  test.describe(`${device} pages`, () => {
    if (prefix) test.use({ userAgent: PHONE_USER_AGENT, viewport: { width: 390, height: 844 }, isMobile: true });

    test('the FTA guide hydrates its later parts in place, the server’s own elements, without a warning', async ({ page }) => {
      const problems: string[] = [];
      // Playwright's own notice (the config blocks service workers) is no warning of the page's.
      page.on(
        'console',
        (m) => ['error', 'warning'].includes(m.type()) && !m.text().includes('blocked by Playwright') && problems.push(m.text()),
      );
      page.on('pageerror', (e) => problems.push(e.message));
      await keepParsedParts(page);
      await page.goto(`${prefix}/service/commercial/fta`);
      await hydrated(page);
      // Until React has hydrated each part (their chunks come after the page's), then at once.
      const parts = () =>
        page.evaluate((selectors) => {
          const parsed = (window as unknown as { __parsed: Record<string, Element> }).__parsed;
          return selectors.map((s) => {
            const now = document.querySelector(s);
            // React DOM keys each element it has hydrated or rendered with `__reactFiber$…`.
            const hydratedByReact = now ? Object.keys(now).some((k) => k.startsWith('__reactFiber$')) : false;
            return { part: s, kept: now !== null && now === parsed[s], hydratedByReact };
          });
        }, PARTS);
      await expect.poll(parts).toEqual(PARTS.map((part) => ({ part, kept: true, hydratedByReact: true })));
      await settle(page);
      await expect(page.getByRole('heading', { name: '适用协定与缔约方' })).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('a navigation to the FTA guide shows its later parts with the page, in the same commit', async ({ page }) => {
      await page.goto(`${prefix}/service/commercial`);
      await hydrated(page);
      // Every change of the DOM while the guide is shown: what the guide had at that moment.
      await page.evaluate((selectors) => {
        const seen: string[][] = [];
        (window as unknown as { __seen: string[][] }).__seen = seen;
        new MutationObserver(() => {
          if (!document.querySelector('.guide-sections')) return;
          seen.push(selectors.filter((s) => !document.querySelector(s)));
        }).observe(document.body, { subtree: true, childList: true });
      }, PARTS);
      await page.locator(`main a[href="${prefix}/service/commercial/fta"]:visible`).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('自贸协定原产地证书办理指南');
      await settle(page);
      const seen = await page.evaluate(() => (window as unknown as { __seen: string[][] }).__seen);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen, 'the parts missing at each DOM change').toEqual(seen.map(() => []));
    });
  });
}
