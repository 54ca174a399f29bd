// What a visitor can do when the office is closed (the contact page's 办公时间以外, decision
// 0112), PC and phone, in the browser: searching 12345 or 投诉 through the header's search form
// puts the contact page first, and that page lists the online filing hours, 12345 answering 24
// hours with its online channel, and each council e-mail with its reply time. The values come
// from content/seed/facts.json.

import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { ownerMark } from '../../app/domain/other-bodies.ts';
import { PHONE_USER_AGENT } from './chromium.ts';
import { hydrated } from './support.ts';

interface SeedFact {
  name: string;
  kind: string;
  value: string;
  label: string;
  owner: string;
  note?: string;
  external?: string;
}
const FACTS: SeedFact[] = JSON.parse(readFileSync(new URL('../../content/seed/facts.json', import.meta.url), 'utf8')).facts;

const ONLINE_FILING = FACTS.filter((f) => f.name.startsWith('hours.online-filing.'));
const EMAILS = FACTS.filter((f) => f.kind === 'email');
/** The government's line that answers round the clock: the external phone fact whose note says 24小时. */
const ROUND_THE_CLOCK = FACTS.find((f) => f.kind === 'phone' && f.external && f.note?.includes('24小时'))!;

/** Searches as a visitor does: the site-wide box in the header (on the phone, inside the menu). */
async function searchFromHeader(page: Page, prefix: '' | '/m', words: string) {
  await page.goto(prefix || '/');
  await hydrated(page);
  if (prefix) await page.locator('.m-drawer__toggle').click();
  const form = page.getByRole('search', { name: '全站搜索' });
  await form.getByRole('searchbox').fill(words);
  await form.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/search\\?q=${encodeURIComponent(words)}`));
}

test('the seed states what this spec reads', () => {
  expect(ONLINE_FILING.length).toBeGreaterThan(0);
  expect(EMAILS.length).toBeGreaterThan(0);
  expect(ROUND_THE_CLOCK?.note).toMatch(/网上渠道/);
});

for (const prefix of ['', '/m'] as const) {
  test.describe(prefix ? 'phone (/m)' : 'PC', () => {
    if (prefix) test.use({ userAgent: PHONE_USER_AGENT, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    for (const words of [ROUND_THE_CLOCK.value, '投诉']) {
      test(`searching ${words} from the header lists the contact page first`, async ({ page }) => {
        await searchFromHeader(page, prefix, words);
        const first = page.locator('.search-results__item').first();
        await expect(first.locator('.search-results__title')).toHaveAttribute('href', `${prefix}/contact`);
        await expect(first.locator('.search-results__title')).toHaveText('联系我们');
        await first.locator('.search-results__title').click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/contact$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('联系我们');
      });
    }

    test('the contact page says what works out of hours: online filing, 12345 round the clock, e-mail reply times', async ({ page }) => {
      await page.goto(`${prefix}/contact`);
      await hydrated(page);
      const closed = page.getByRole('region', { name: '办公时间以外' });
      await expect(closed).toBeVisible();
      const row = (name: string) => closed.locator(`[data-fact="${name}"]`);

      for (const f of ONLINE_FILING) {
        await expect(row(f.name).locator('dt'), f.name).toHaveText(f.label);
        await expect(row(f.name).locator('dd'), f.name).toContainText(f.value);
        if (f.note) await expect(row(f.name).locator('dd'), f.name).toContainText(f.note);
      }

      const hotline = row(ROUND_THE_CLOCK.name);
      await expect(hotline.locator('dt')).toHaveText(ROUND_THE_CLOCK.label);
      await expect(hotline.locator('dd')).toContainText(ROUND_THE_CLOCK.value);
      // 24小时接听 and the online channel: its note, on the page as stored.
      await expect(hotline.locator('dd')).toContainText(ROUND_THE_CLOCK.note!);
      // A number a phone can call, and whose line it is.
      await expect(hotline.locator(`a[href="tel:${ROUND_THE_CLOCK.value}"]`)).toHaveText(ROUND_THE_CLOCK.value);
      const { value: phone, label: name, owner, note } = ROUND_THE_CLOCK;
      await expect(hotline.locator('dd')).toContainText(`${phone}${ownerMark({ phone, name, owner, note: note ?? null })}`);

      for (const f of EMAILS) {
        expect(f.note, `${f.name}: its reply time`).toBeTruthy();
        await expect(row(f.name).locator('dt'), f.name).toHaveText(f.label);
        await expect(row(f.name).locator(`a[href="mailto:${f.value}"]`), f.name).toHaveText(f.value);
        await expect(row(f.name).locator('dd'), f.name).toContainText(f.note!);
      }
    });
  });
}
