// Legalisation by destination in a real browser (issue 45), PC and /m: a party (沙特, the
// issue's case) gets the apostille guide first and a box naming it and the day the Convention
// applies with China; a non-party (阿联酋, under the word 海牙认证 the issue tried) gets consular
// legalisation first with who does what; the apostille guide lists the states from the same
// content; the FAQ search gives the same box; Malaysia's certificate box gives RCEP's day for
// Malaysia.

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { type Agreement, inForceFor } from '../../app/domain/agreements.ts';
import type { Convention } from '../../app/domain/apostille.ts';
import { PHONE_USER_AGENT } from './chromium.ts';
import { hydrated } from './support.ts';

const pages = JSON.parse(readFileSync(new URL('../../content/seed/pages.json', import.meta.url), 'utf8')) as {
  releases: { agreements?: Agreement[]; convention?: Convention }[];
};
const convention = pages.releases.find((r) => r.convention)!.convention!;
const state = (name: string) => convention.states.find((s) => s.name === name)!;
const rcep = pages.releases.find((r) => r.agreements)!.agreements!.find((a) => a.short === 'RCEP')!;

for (const prefix of ['', '/m'] as const) {
  test.describe(prefix ? 'phone (/m)' : 'PC', () => {
    if (prefix) test.use({ userAgent: PHONE_USER_AGENT, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test('沙特 认证: the apostille guide first, and the day the Convention applies with Saudi Arabia', async ({ page }) => {
      const saudi = state('沙特');
      expect(saudi.status).toBe('party');
      await page.goto(`${prefix}/search?q=${encodeURIComponent('沙特 认证')}`);
      await hydrated(page);
      await expect(page.locator('.best-bet').getByRole('heading', { level: 2 })).toHaveText('海牙认证');
      const box = page.locator('.legalisation');
      await expect(box.getByRole('heading', { level: 2 })).toContainText('沙特');
      await expect(box.locator('.legalisation__rule')).toContainText(saudi.withChina);
      await box.getByRole('link', { name: /海牙认证办理指南/ }).click();
      await expect(page).toHaveURL(/\/service\/commercial\/apostille$/);
      // The guide's list is the same content: Saudi Arabia among Asia's parties, India apart.
      const list = page.locator('#convention');
      await expect(list.getByRole('heading', { name: '《公约》缔约国与适用日期' })).toBeVisible();
      await expect(list.locator('.convention__list').first()).toContainText('沙特');
      await expect(list.locator('.convention__note').filter({ hasText: '印度' })).toContainText('领事认证');
    });

    test('阿联酋 海牙认证: consular legalisation first, with what the council and the embassy do', async ({ page }) => {
      expect(state('阿联酋').status).toBe('none');
      await page.goto(`${prefix}/search?q=${encodeURIComponent('阿联酋 海牙认证')}`);
      await expect(page.locator('.best-bet').getByRole('heading', { level: 2 })).toHaveText('领事认证');
      const box = page.locator('.legalisation');
      await expect(box.getByRole('heading', { level: 2 })).toHaveText('阿联酋：办理领事认证');
      await expect(box.locator('.legalisation__facts')).toContainText('本会做什么');
      await expect(box.locator('.legalisation__facts')).toContainText('阿联酋使领馆做什么');
      await expect(box.locator('.legalisation__facts')).toContainText('多少费用');
    });

    test('the FAQ search answers 阿联酋 使馆认证 for the UAE too', async ({ page }) => {
      await page.goto(`${prefix}/service/commercial/components/problem?q=${encodeURIComponent('阿联酋 使馆认证')}`);
      await hydrated(page);
      await expect(page.locator('.legalisation').getByRole('heading', { level: 2 })).toHaveText('阿联酋：办理领事认证');
    });

    test('马来西亚 原产地证: RCEP’s day for Malaysia, not China’s first day', async ({ page }) => {
      const day = inForceFor(rcep, '马来西亚');
      expect(day).not.toBe(rcep.inForce);
      await page.goto(`${prefix}/search?q=${encodeURIComponent('马来西亚 原产地证')}`);
      const item = page.locator('.destination__agreement').filter({ hasText: rcep.name });
      await expect(item.locator('.destination__in-force')).toHaveText(`${day}起在我国与马来西亚之间生效`);
    });
  });
}
