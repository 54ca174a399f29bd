// requirements §4/§7/§8: when polling finds a newer build, its route-rule manifest
// (builds/meta/{id}.json) decides where the next navigation's full page load goes; when that
// manifest cannot be fetched, the failure is only logged. The "newer build" is served by the
// test (this site has one build at a time): latest.json and its manifest, as upstream would.

import { expect, test, type Page, type Route } from '@playwright/test';
import { PHONE_USER_AGENT } from './chromium.ts';
import { hydrated, markDocument, runtimeStarted } from './support.ts';

const NEW_BUILD = 'build-2026-11-24-0930';

/** Serves a newer latest.json and lets the tab check it; resolves once the client is done with its manifest. */
async function announceNewBuild(page: Page, manifest: (route: Route) => Promise<void>, failing = false) {
  await page.route('**/builds/latest.json*', (route) => route.fulfill({ json: { id: NEW_BUILD, timestamp: Date.now() } }));
  await page.route(`**/builds/meta/${NEW_BUILD}.json`, manifest);
  // The build poller starts with the runtime, after hydration: announce nothing before it listens.
  await runtimeStarted(page);
  const logged = failing
    ? page.waitForEvent('console', (message) => message.text().includes('route-rule manifest fetch failed'))
    : undefined;
  // The client checks when the tab becomes visible (and on its interval).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await logged;
  // Set once the newer build and its rules (or their failure) are in hand.
  await expect(page.locator(`html[data-newer-build="${NEW_BUILD}"]`)).toHaveCount(1);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

test('a redirect added by a newer build applies to the next navigation of an open tab', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const stillSameDocument = await markDocument(page);
  await announceNewBuild(page, (route) =>
    route.fulfill({
      json: { id: NEW_BUILD, timestamp: Date.now(), redirects: [{ from: '/importantNews', to: '/information', status: 301 }] },
    }),
  );
  await mainNav(page).getByRole('link', { name: '贸促要闻', exact: true }).click();
  await expect(page).toHaveURL(/\/information$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('贸易资讯');
  expect(await stillSameDocument()).toBe(false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true });

  test('a newer build’s redirect leads to the mobile twin of its target', async ({ page }) => {
    await page.goto('/m/service/commercial');
    await hydrated(page);
    await announceNewBuild(page, (route) =>
      route.fulfill({
        json: {
          id: NEW_BUILD,
          redirects: [{ from: '/service/commercial/ata', to: '/service/commercial/components/problem', status: 301 }],
        },
      }),
    );
    await page.locator('main a[href="/m/service/commercial/ata"]:visible').first().click();
    await expect(page).toHaveURL(/\/m\/service\/commercial\/components\/problem$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('认证常见问题');
  });
});

test('a newer build’s manifest that fails to load is only logged; the next navigation is still a full load', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const stillSameDocument = await markDocument(page);
  // Resolves only once the failure has been logged to the console.
  await announceNewBuild(page, (route) => route.fulfill({ status: 503, body: '' }), true);
  await expect(page.locator('.toasts .notice, .notifications .notice')).toHaveCount(0);
  await mainNav(page).getByRole('link', { name: '贸促要闻', exact: true }).click();
  await expect(page).toHaveURL(/\/importantNews$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('贸促要闻');
  expect(await stillSameDocument()).toBe(false);
});
