// An exporter asks for the certificate for a destination (issue 35), PC and /m: for every
// partner of every agreement the content lists, a search with a certificate word shows the
// FTA guide first and names every agreement that covers that partner; a destination without
// an agreement gets the general certificate's guide; Hong Kong is answered as CEPA.

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { type Agreement, preferential } from '../../app/domain/agreements.ts';
import { SOURCED_AGREEMENT_COUNT, SOURCED_PARTNER_COUNT } from '../fixtures/sourced-agreements.ts';
import { PHONE_USER_AGENT } from './chromium.ts';
import { hydrated } from './support.ts';

const pages = JSON.parse(readFileSync(new URL('../../content/seed/pages.json', import.meta.url), 'utf8')) as {
  releases: { agreements?: Agreement[] }[];
};
const agreements = pages.releases.find((r) => r.agreements)?.agreements ?? [];
const partners = [...new Set(preferential(agreements).flatMap((a) => a.partners))];

for (const prefix of ['', '/m'] as const) {
  test.describe(prefix ? 'phone (/m)' : 'PC', () => {
    if (prefix) test.use({ userAgent: PHONE_USER_AGENT, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test('every partner with a certificate word: the FTA guide first, every agreement that applies named', async ({ page }) => {
      test.setTimeout(180_000);
      // The count is the sourced list's (tests/fixtures/sourced-agreements.ts), not the content's.
      expect(partners.length).toBe(SOURCED_PARTNER_COUNT);
      expect(preferential(agreements).length).toBe(SOURCED_AGREEMENT_COUNT);
      for (const partner of partners) {
        await page.goto(`${prefix}/search?q=${encodeURIComponent(`${partner} 原产地证`)}`);
        const bet = page.locator('.best-bet');
        await expect(bet.getByRole('heading', { level: 2 }), partner).toHaveText('自贸协定原产地证书');
        const panel = page.locator('.destination');
        await expect(panel.getByRole('heading', { level: 2 })).toContainText(partner);
        const applying = preferential(agreements).filter((a) => a.partners.includes(partner));
        const named = await panel.locator('.destination__agreement strong').allTextContents();
        expect(named, partner).toEqual(applying.map((a) => a.name));
      }
    });

    test('Thailand: China–ASEAN and RCEP, and the link leads to the guide’s list of agreements', async ({ page }) => {
      await page.goto(`${prefix}/search?q=${encodeURIComponent('泰国 原产地证')}`);
      await hydrated(page);
      const panel = page.locator('.destination');
      await expect(panel.locator('.destination__agreement strong')).toHaveText(['中国—东盟自由贸易协定', '区域全面经济伙伴关系协定']);
      await panel.getByRole('link', { name: /全部协定/ }).click();
      await expect(page).toHaveURL(/\/service\/commercial\/fta#guide-agreements$/);
      await expect(page.getByRole('heading', { name: '适用协定与缔约方' })).toBeVisible();
    });

    test('a destination without an agreement gets the general certificate first; Hong Kong is answered as CEPA', async ({ page }) => {
      await page.goto(`${prefix}/search?q=${encodeURIComponent('美国 原产地证')}`);
      await expect(page.locator('.best-bet').getByRole('heading', { level: 2 })).toHaveText('原产地证书');
      await expect(page.locator('.destination')).toHaveCount(0);

      await page.goto(`${prefix}/search?q=${encodeURIComponent('香港 原产地证')}`);
      await expect(page.locator('.best-bet').getByRole('heading', { level: 2 })).toHaveText('原产地证书');
      await expect(page.locator('.destination__cepa')).toContainText('CEPA是内地与香港特别行政区之间的安排');
    });
  });
}
