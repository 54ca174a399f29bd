// requirements §8.4: a visitor who leaves a page while its code is still loading lands where
// they asked: a link, the search form, back. WebKit and Gecko fail the page's pending imports
// as the navigation starts (Chromium does not); here the test does the same to the held-back
// page chunk when the destination is asked for, and holds the destination back until the page
// has dealt with the failure. Before, the page took that for a chunk missing after a deploy
// and reloaded itself over the visitor's navigation. `npm run test:engines` runs the same
// walks in WebKit and Firefox, whose cancellation is real.

import { expect, test, type Page, type Request, type Route } from '@playwright/test';

const HOME_CHUNK = /\/assets\/home-[\w-]+\.js$/;

/**
 * Opens the home page with its page chunk held back (the page shows; its code has not
 * loaded, so it is not hydrated), then does `leave` and arranges what WebKit and Gecko do.
 * Resolves with how the page reacted to its failed import: it checked the chunk, or reloaded.
 */
async function leaveHomeWhileLoading(page: Page, destination: string, leave: () => Promise<unknown>) {
  const held: Route[] = [];
  let holding = true;
  let heldBack!: () => void;
  const chunkAsked = new Promise<void>((resolve) => {
    heldBack = resolve;
  });
  await page.route(HOME_CHUNK, (route) => {
    if (holding && route.request().method() === 'GET') {
      held.push(route);
      heldBack();
    } else void route.continue().catch(() => undefined);
  });
  let reacted!: (how: 'checked' | 'reloaded') => void;
  const reaction = new Promise<'checked' | 'reloaded'>((resolve) => {
    reacted = resolve;
  });
  const leftAt = { time: Number.POSITIVE_INFINITY };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.isNavigationRequest() && url.pathname === '/' && Date.now() >= leftAt.time) reacted('reloaded');
  });
  // The page asks whether the chunk is really there (what it learns does not matter here:
  // Chromium was seen to abort that request while a navigation is pending).
  const checked = (request: Request) => {
    if (request.method() === 'HEAD' && HOME_CHUNK.test(request.url())) reacted('checked');
  };
  page.on('requestfinished', checked);
  page.on('requestfailed', checked);
  const target = new URL(destination, 'http://site');
  await page.route(
    (url) => url.pathname === target.pathname,
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.continue();
      // The navigation has started: fail the pending import as WebKit and Gecko do, and let
      // the destination answer once the page has dealt with that.
      holding = false;
      for (const chunk of held.splice(0)) await chunk.abort('aborted');
      await reaction;
      await route.continue().catch(() => undefined);
    },
  );
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await chunkAsked;
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
  leftAt.time = Date.now();
  await leave();
  return reaction;
}

test('a link followed while the page’s code loads lands on the link’s page', async ({ page }) => {
  const how = await leaveHomeWhileLoading(page, '/importantNews', () => page.locator('main a[href="/importantNews"]').first().click());
  await expect(page).toHaveURL(/\/importantNews$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('贸促要闻');
  expect(how).toBe('checked');
});

test('a search sent while the page’s code loads lands on the results', async ({ page }) => {
  const how = await leaveHomeWhileLoading(page, '/search?q=RCEP', async () => {
    await page.locator('form[role="search"]').first().locator('input').fill('RCEP');
    await page.keyboard.press('Enter');
  });
  await expect(page).toHaveURL(/\/search\?q=RCEP$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('站内搜索');
  expect(how).toBe('checked');
});

test('back while the page’s code loads lands on the page before', async ({ page }) => {
  // A page of the app, whose answer is asked for again on the way back (a static file comes
  // from the cache with no request to hold, so the cancellation could not be played).
  await page.goto('/aboutUs');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toBeEmpty();
  const title = (await heading.textContent()) ?? '';
  const how = await leaveHomeWhileLoading(page, '/aboutUs', () => page.goBack({ waitUntil: 'commit' }));
  await expect(page).toHaveURL(/\/aboutUs$/);
  await expect(heading).toHaveText(title);
  expect(how).toBe('checked');
});
