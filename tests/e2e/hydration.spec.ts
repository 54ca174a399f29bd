// The server-rendered page hydrates without errors and the client router navigates from
// then on: no full page load, back and forward work.

import { expect, test } from '@playwright/test';
import { IDENTITY } from './council.ts';

test('the home page hydrates without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a menu link navigates client-side, and back and forward work', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.evaluate(() => ((window as unknown as { __sameDocument: number }).__sameDocument = 42));
  const marker = () => page.evaluate(() => (window as unknown as { __sameDocument?: number }).__sameDocument);

  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '贸促要闻', exact: true }).click();
  await expect(page).toHaveURL(/\/importantNews$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('贸促要闻');
  expect(await marker()).toBe(42);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(IDENTITY.name);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('贸促要闻');
  expect(await marker()).toBe(42);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a service guide reads completely from the server HTML', async ({ page }) => {
    await page.goto('/service/commercial/ata');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ATA单证册办理指南');
    await expect(page.getByRole('heading', { name: '申请材料' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '常见问题', level: 2 })).toBeVisible();
  });

  test('a listing pages with plain links', async ({ page }) => {
    await page.goto('/importantNews');
    await page.getByRole('link', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('.pagination__current')).toContainText('2');
  });
});
