// requirements §8.4: a page chunk missing after a deploy (its URL answers 404) during a client
// navigation loads the destination (the URL has not changed yet, so a plain reload would lose
// the click), at most once per 10 s for that destination path. A chunk that is there but whose
// import failed as the page was left reloads nothing: leaving-while-loading.spec.ts.

import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support.ts';

const SEARCH_CHUNK = /\/assets\/search-[\w-]+\.js$/;

async function searchFor(page: Page, words: string) {
  await page.locator('form[role="search"]').first().locator('input').fill(words);
  await page.keyboard.press('Enter');
}

/** What the site answers for a chunk a deploy removed (the page's check asks for it too). */
const deleted = { status: 404, contentType: 'text/plain', body: 'Not Found' };

/**
 * From the home page, a search whose page chunk is gone (a deploy removed it) until the browser
 * loads the search page afresh; resolves once it has. The chunk is gone from the start, so the
 * route preloader's attempt fails too, and must not reload anything by itself.
 */
async function searchWithFailingChunk(page: Page) {
  let failing = true;
  await page.route(SEARCH_CHUNK, (route) => (failing ? route.fulfill(deleted) : route.continue()));
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/search') failing = false;
  });
  await page.goto('/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
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
  await page.unrouteAll();
  await page.route(SEARCH_CHUNK, (route) => route.fulfill(deleted));
  await page.goto('/');
  await hydrated(page);
  let loads = 0;
  page.on('load', () => loads++);
  await searchFor(page, 'ATA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面加载失败');
  expect(loads).toBe(0);
});
