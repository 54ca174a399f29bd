// Issue 45's cases in the browser, PC and phone: every fair open for registration shows when
// it closes (date and time, Beijing) and how its form must arrive, as the seed says; a
// small-parcel seller's search is answered for small parcels first; the certificate guide's
// section on correcting, replacing, issuing after shipment and verifying, reached from its
// table of contents and from FAQ 11 and release 1092.

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { fairCloses, fairDeadline, fairStatus, SUBMIT_LABEL, type SubmitChannel } from '../../app/domain/fairs.ts';
import { beijingMinute } from '../../app/lib/dates.ts';
import { PHONE_USER_AGENT } from './chromium.ts';
import { hydrated } from './support.ts';

const seed = (file: string) => JSON.parse(readFileSync(new URL(`../../content/seed/${file}`, import.meta.url), 'utf8'));
interface Fair {
  id: string;
  exhibitionName: string;
  startDate: string;
  endDate: string;
  registrationDeadline?: string | null;
  registrationCloseTime?: string | null;
  submitBy?: SubmitChannel;
  submitTo?: string;
}
const fairs = seed('events.json').exhibitions as Fair[];
const facts = new Map((seed('facts.json').facts as { name: string; value: string }[]).map((f) => [f.name, f.value]));
/** A seed text with its fact references filled in, as the worker serves it. */
const resolved = (s: string) => s.replace(/\{\{fact:([\w.-]+)\}\}/g, (_, name: string) => facts.get(name) ?? _);
const synonyms = seed('synonyms.json').synonyms as { word: string; variants: string[]; target?: string }[];
const parcel = synonyms.find((s) => s.variants.includes('Shopee'))!;
const faqs = seed('faqs.json').authQus as { id: string; question: string }[];
const parcelQuestion = faqs.find((q) => `faq:${q.id}` === parcel.target)!.question;
const longDate = (d: string) => `${Number(d.slice(0, 4))}年${Number(d.slice(5, 7))}月${Number(d.slice(8, 10))}日`;

for (const prefix of ['', '/m'] as const) {
  test.describe(prefix ? 'phone (/m)' : 'PC', () => {
    if (prefix) test.use({ userAgent: PHONE_USER_AGENT, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test('every open fair shows its closing date and time and how to send its form', async ({ page }) => {
      await page.goto(`${prefix}/service/exhibition?status=open&size=100`);
      await hydrated(page);
      const now = beijingMinute();
      const open = fairs.filter((f) => fairStatus(f, now) === 'open');
      expect(open.length).toBeGreaterThan(0);
      const cards = page.locator('.exhibition');
      await expect(cards).toHaveCount(open.length);
      for (const f of open) {
        const card = page.locator(`#fair-${f.id}`);
        const closes = fairCloses(f);
        const deadline = card.locator('.exhibition__deadline time');
        await expect(deadline).toHaveAttribute('datetime', closes.dateTime);
        await expect(deadline).toHaveText(`${longDate(fairDeadline(f))}${closes.time ? ` ${closes.time}` : ''}`);
        const submit = card.locator('.exhibition__submit');
        await expect(submit).toBeVisible();
        await expect(submit).toContainText(SUBMIT_LABEL[f.submitBy ?? 'email']);
        const target = resolved(f.submitTo ?? '{{fact:email.exhibition}}');
        expect(target, f.id).not.toContain('{{');
        await expect(submit).toContainText(target);
        if ((f.submitBy ?? 'email') === 'email') await expect(submit.getByRole('link')).toHaveAttribute('href', `mailto:${target}`);
      }
      // The page no longer sends everyone to one department in words of its own.
      await expect(page.locator('.fair-howto')).not.toContainText('报送本会展览部');
    });

    test('a small-parcel seller is answered for small parcels first', async ({ page }) => {
      for (const q of ['跨境电商 原产地证', 'Shopee', '小包']) {
        await page.goto(`${prefix}/search?q=${encodeURIComponent(q)}`);
        const first = page.locator('.search-results__item').first();
        await expect(first, q).toContainText(parcelQuestion);
      }
    });

    test('the certificate guide’s cases: from its contents, FAQ 11 and release 1092', async ({ page }) => {
      await page.goto(`${prefix}/service/commercial/origin`);
      await hydrated(page);
      const toc = page.getByRole('navigation', { name: '本页目录' });
      await toc.getByRole('link', { name: /^特殊情形：更改、重发、后发、核查/ }).click();
      const section = page.locator('#guide-cases');
      await expect(section).toBeInViewport();
      for (const name of ['更改证书', '重发证书', '后发证书', '核查证书']) {
        await expect(section.getByRole('heading', { level: 3, name })).toBeVisible();
      }
      // FAQ 11 on the same page says which case it is and leads there.
      const faq = page.locator('#faq-11');
      await faq.locator('summary').click();
      await faq.getByRole('link', { name: '重发证书' }).click();
      await expect(page).toHaveURL(/#guide-case-replace$/);
      await expect(page.locator('#guide-case-replace')).toBeInViewport();
      // Release 1092 names the same four cases and links each to the guide.
      await page.goto(`${prefix}/detail/1092`);
      for (const [name, key] of [
        ['更改证书', 'correct'],
        ['重发证书', 'replace'],
        ['后发证书', 'retro'],
        ['核查证书', 'verify'],
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: new RegExp(name!) })).toBeVisible();
        await expect(page.locator('main').getByRole('link', { name: name!, exact: true })).toHaveAttribute(
          'href',
          new RegExp(`/service/commercial/origin#guide-case-${key}$`),
        );
      }
    });
  });
}
