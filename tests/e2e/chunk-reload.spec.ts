// SPEC §8: a page chunk that fails during a client navigation loads the destination (the
// URL has not changed yet, so a plain reload would lose the click), at most once per 10 s
// for that destination path.

import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support.ts';

const SEARCH_CHUNK = /\/assets\/search-[\w-]+\.js$/;

async function searchFor(page: Page, words: string) {
  await page.locator('form[role="search"]').first().locator('input').fill(words);
  await page.keyboard.press('Enter');
}

/** From the home page, a search whose page chunk fails once (it is not loaded there yet); resolves once the page has loaded again. */
async function searchWithFailingChunk(page: Page) {
  await page.goto('/');
  await hydrated(page);
  await page.route(SEARCH_CHUNK, (route) => route.abort(), { times: 1 });
  const loaded = page.waitForEvent('load');
  await searchFor(page, 'RCEP');
  await loaded;
}

test('a search whose page chunk fails loads the search page itself, with the query', async ({ page }) => {
  await searchWithFailingChunk(page);
  await expect(page).toHaveURL(/\/search\?q=RCEP$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('站内搜索');
  await hydrated(page);
  const guard = await page.evaluate(() => JSON.parse(sessionStorage.getItem('chunk-reload') ?? '{}') as Record<string, number>);
  expect(Object.keys(guard)).toEqual(['/search']);
});

test('a second failure for the same destination within 10 s shows the explanation instead of looping', async ({ page }) => {
  await searchWithFailingChunk(page);
  await hydrated(page);
  // A few seconds later, the same destination fails again from the home page.
  await page.goto('/');
  await hydrated(page);
  await page.unrouteAll();
  await page.route(SEARCH_CHUNK, (route) => route.abort());
  let loads = 0;
  page.on('load', () => loads++);
  await searchFor(page, 'ATA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面加载失败');
  expect(loads).toBe(0);
});
