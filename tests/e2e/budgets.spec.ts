// requirements §13's performance budgets on the production build the webServer built: initial
// JavaScript per page type counted two ways (decision 0006), home HTML size, and no React
// development build anywhere.

import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SERVICES } from '../../app/domain/services.ts';
import { buildOutput } from '../../scripts/lib/build-output.ts';
import { gzipSize, JS_BUDGET, kb, KB, pageModules, pageTypes } from './initial-js.ts';
import { PHONE_USER_AGENT } from './chromium.ts';
import { hydrated, runtimeStarted } from './support.ts';

const HOME_HTML_BUDGET = 40 * KB;

const clientDir = buildOutput().client;

/** A page of each page type (module of app/routes/), as a visitor opens it. */
const SAMPLE_PAGES: Record<string, string> = {
  home: '/',
  column: '/importantNews',
  detail: '/detail/1001',
  guide: '/service/commercial/ata',
  commercial: '/service/commercial',
  problem: '/service/commercial/components/problem',
  exhibition: '/service/exhibition',
  activity: '/service/trade/activity',
  coic: '/service/coic',
  search: '/search?q=RCEP',
  sitemap: '/sitemap',
  journey: '/service/export-journey',
  contact: '/contact',
  'not-found': '/no-such-page',
  accessibility: '/accessibility',
};

/**
 * Pages of a type that show more than its sample: every service guide, for the FTA guide's
 * agreements table and 协定资讯 and a guide's place in the export journey, which no other
 * guide shows (their code loads after hydration, decision 0088; counted here, not assumed).
 */
const MORE_PAGES: ReadonlyArray<[module: string, url: string]> = SERVICES.filter((s) => s.path !== SAMPLE_PAGES.guide).map((s) => [
  'guide',
  s.path,
]);

test('every page type has a sample page for the fetched-scripts count', () => {
  expect(Object.keys(SAMPLE_PAGES).sort()).toEqual(pageModules().sort());
  expect(MORE_PAGES.map(([, url]) => url)).toContain('/service/commercial/fta');
});

test.describe('initial JavaScript of each page type, by the manifest: entry and route chunk with their static imports (≤ 120 KB gzip)', () => {
  for (const module of pageModules()) {
    test(`the ${module} page's static closure is at most ${JS_BUDGET / KB} KB`, () => {
      // Read here, not at load time: the webServer (re)builds the site after the specs load.
      const page = pageTypes(clientDir).find((p) => p.module === module)!;
      test.info().annotations.push({ type: 'initial JS (manifest)', description: kb(page.gzip) });
      const list = page.files.map((f) => `  ${f}: ${kb(gzipSize(fs.readFileSync(path.join(clientDir, f))))}`).join('\n');
      expect(
        page.gzip,
        `${module}: ${kb(page.gzip)} gzip, ${kb(page.gzip - JS_BUDGET)} over ${kb(JS_BUDGET)} (npm run bench: per module):\n${list}`,
      ).toBeLessThanOrEqual(JS_BUDGET);
    });
  }
});

test.describe('initial JavaScript of each page type, as fetched: every script Chromium requests until the page is hydrated (≤ 120 KB gzip)', () => {
  for (const [module, url] of [...Object.entries(SAMPLE_PAGES), ...MORE_PAGES]) {
    test(`${url} (${module}) fetches at most ${JS_BUDGET / KB} KB of script before it is hydrated`, async ({ page, request }) => {
      // The moment root.tsx marks <html>, on the page's own clock (Resource Timing's).
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.documentElement?.dataset.hydrated !== 'true') return;
          (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now();
          observer.disconnect();
        }).observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
      });
      await page.goto(url);
      await hydrated(page);
      const scripts = await page.evaluate(() => {
        const at = (window as unknown as { __hydratedAt: number }).__hydratedAt;
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime <= at && new URL(e.name).pathname.endsWith('.js'))
          .map((e) => new URL(e.name).pathname);
      });
      expect(scripts.length, `${url} fetched no script before hydrating`).toBeGreaterThan(0);
      const sizes = await Promise.all(
        [...new Set(scripts)].map(async (src) => {
          const response = await request.get(src);
          expect(response.status(), `${src} is not served`).toBe(200);
          return { src, gzip: gzipSize(await response.body()) };
        }),
      );
      const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
      test.info().annotations.push({ type: 'initial JS (fetched)', description: `${kb(total)} in ${sizes.length} scripts` });
      const list = sizes
        .sort((a, b) => b.gzip - a.gzip)
        .map((s) => `  ${s.src}: ${kb(s.gzip)}`)
        .join('\n');
      expect(
        total,
        `${url}: ${kb(total)} of script fetched before hydration, ${kb(total - JS_BUDGET)} over ${kb(JS_BUDGET)}:\n${list}`,
      ).toBeLessThanOrEqual(JS_BUDGET);
    });
  }
});

/** Script until idle, with the code of the pages that links in view lead to preloaded. */
const IDLE_JS_BUDGET = 161 * KB;
const SAVE_DATA = `Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) });`;

/** Every script a phone's home page has fetched once the page is idle and the network quiet. */
async function scriptsUntilIdle(page: import('@playwright/test').Page): Promise<string[]> {
  await page.goto('/m');
  await runtimeStarted(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => [
    ...new Set(
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.endsWith('.js') && p.startsWith('/assets/')),
    ),
  ]);
}

test.describe('script until idle on a phone’s home page', () => {
  test.use({ userAgent: PHONE_USER_AGENT, viewport: { width: 390, height: 844 }, isMobile: true, serviceWorkers: 'block' });

  test(`with the links in view preloaded, at most ${IDLE_JS_BUDGET / KB} KB`, async ({ page, request }) => {
    const scripts = await scriptsUntilIdle(page);
    const sizes = await Promise.all(scripts.map(async (src) => gzipSize(await (await request.get(src)).body())));
    const total = sizes.reduce((sum, s) => sum + s, 0);
    test.info().annotations.push({ type: 'JS until idle', description: `${kb(total)} in ${scripts.length} scripts` });
    // Links in view were preloaded: the listing's code is among them.
    expect(scripts.some((s) => /\/assets\/column-/.test(s))).toBe(true);
    expect(total, `${kb(total)} until idle:\n${scripts.join('\n')}`).toBeLessThanOrEqual(IDLE_JS_BUDGET);
  });

  test('under Save-Data, nothing speculative: no other page type’s code', async ({ page }) => {
    await page.addInitScript(SAVE_DATA);
    const scripts = await scriptsUntilIdle(page);
    const others = pageTypes(clientDir)
      .filter((p) => p.module !== 'home')
      .map((p) => p.module);
    const speculative = scripts.filter((s) => others.some((m) => new RegExp(`/assets/${m}(\\.loader)?-[\\w-]+\\.js$`).test(s)));
    expect(speculative).toEqual([]);
  });
});

test('the home page HTML is at most 40 KB gzip', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.body();
  const size = gzipSize(html);
  expect(
    size,
    `home HTML is ${kb(size)} gzip (${kb(html.byteLength)} raw), ${kb(size - HOME_HTML_BUDGET)} over the budget`,
  ).toBeLessThanOrEqual(HOME_HTML_BUDGET);
});

/** Strings only React's development builds contain (checked against react-dom's cjs files). */
const DEV_MARKERS = [
  'Each child in a list should have a unique',
  'Download the React DevTools',
  'validateDOMNesting',
  'react-dom.development',
];

const findDevMarkers = (text: string) => DEV_MARKERS.filter((m) => text.includes(m));

test('no page ships React’s development build', async ({ request }) => {
  const scripts = new Set<string>();
  for (const page of ['/', '/importantNews', '/detail/1001', '/service/commercial/ata', '/m']) {
    const html = await (await request.get(page)).text();
    for (const m of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)) scripts.add(m[1]!);
  }
  expect(scripts.size, 'the pages reference no script').toBeGreaterThan(0);
  const offenders: string[] = [];
  for (const src of scripts) {
    const response = await request.get(src);
    expect(response.status(), `${src} is not served`).toBe(200);
    const found = findDevMarkers(await response.text());
    if (found.length) offenders.push(`${src}: ${found.join(', ')}`);
  }
  expect(offenders, 'served JavaScript contains React development-only code').toEqual([]);
});

test('the worker renders with React’s production build', () => {
  const bundle = buildOutput().bundle;
  expect(fs.existsSync(bundle), `${bundle} is missing`).toBe(true);
  expect(findDevMarkers(fs.readFileSync(bundle, 'utf8')), `${bundle} bundles React's development build (SSR ~3x slower)`).toEqual([]);
});

test('hashed build files are cached by browsers for a year', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const src = /<script[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(src, 'the home page loads no /assets/ script').toBeTruthy();
  const response = await request.get(src!);
  // A year, immutable; the no-transform every static file also carries joins the same header.
  const cacheControl = response.headers()['cache-control']?.split(/,\s*/) ?? [];
  expect(cacheControl).toEqual(expect.arrayContaining(['public', 'max-age=31536000', 'immutable']));
  // One nosniff, not a list of them (public/_headers rules add up).
  expect(response.headersArray().filter((h) => h.name.toLowerCase() === 'x-content-type-options')).toHaveLength(1);
});
