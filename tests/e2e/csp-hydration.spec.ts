// A stored page is served as stored (architecture.md "CSP and caching"): one CSP per build lets only
// the site's files and its hashed pre-paint script run, the router's data travels as a data
// block, and hydration asks the API for nothing.

import { expect, test, type Page } from '@playwright/test';

/** Console errors and page errors, less the browser's own line for an HTTP error status. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource: the server responded with a status of (404|500)/.test(m.text()))
      errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('an inline script planted in a served page is blocked by the CSP, while the page’s own runs', async ({ page }) => {
  await page.route('**/detail/1001', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', '<script>window.__planted = true</script></body>');
    // The real headers, CSP included.
    await route.fulfill({ response, body: html });
  });
  const violations: string[] = [];
  page.on('console', (m) => /Content Security Policy/.test(m.text()) && violations.push(m.text()));
  await page.goto('/detail/1001');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { __planted?: boolean }).__planted)).toBeUndefined();
  expect(violations.length).toBeGreaterThan(0);
  // The pre-paint script ran (its hash is in the CSP): the colour mode is on <html>.
  await expect(page.locator('html')).toHaveClass(/\b(light|dark)\b/);
});

test('hydration runs no loader again: the page asks the API for nothing', async ({ page }) => {
  const api: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname.startsWith('/api/') && api.push(r.url()));
  for (const path of ['/', '/importantNews', '/service/commercial/ata', '/m/service/exhibition']) {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  }
  expect(api).toEqual([]);
});

test('the 404 page hydrates without errors', async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('页面');
  expect(errors).toEqual([]);
});

test('tracking parameters on a listing: the page hydrates without a mismatch and the address loses them', async ({ page }) => {
  const errors = collectErrors(page);
  // Page 2 of 贸促要闻 (a page past a tag's last one would redirect to it: issue 28).
  await page.goto('/importantNews?utm_source=x&page=2&size=20&fbclid=abc');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  expect(errors).toEqual([]);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/importantNews');
  expect([...url.searchParams.keys()].sort()).toEqual(['page', 'size']);
  // Links the page renders carry the kept parameters only.
  const hrefs = await page.locator('a[href*="?"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.some((h) => /utm_source|fbclid/.test(h))).toBe(false);
});
