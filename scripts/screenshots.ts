// `node scripts/screenshots.ts [base]`: screenshots of the key pages at 1366x900 (PC) and
// 375x812 (phone) into docs/screenshots/, from a running site (npm start). Each page is
// scrolled through first, so lazy pictures load before the shot. A shot is the page's first
// two screens, in JPEG (quality in lib/screenshot-devices.ts): what a reader of the docs
// looks at, and the folder stays within 5 MB (whole pages in PNG were 16 MB).

import fs from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';
import { DEVICES, deviceContext, JPEG_QUALITY } from './lib/screenshot-devices.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:8787';
const only = process.argv[3];
/** How many screens of a page a shot shows (VIEWPORT_ONLY=1: one). */
const SCREENS = 2;
const pages: Array<[name: string, path: string]> = [
  ['home', '/'],
  ['listing', '/importantNews'],
  ['article', '/detail/1001'],
  ['activity', '/detail/120?type=activity'],
  ['guide', '/service/commercial/origin'],
  ['journey', '/service/export-journey'],
  ['faq', '/service/commercial/components/problem'],
  ['exhibitions', '/service/exhibition'],
  ['activities', '/service/trade/activity'],
  ['search', '/search?q=RCEP'],
  ['search-bestbet', `/search?q=${encodeURIComponent('ATA单证册 押金')}`],
  ['search-corrected', `/search?q=${encodeURIComponent('原产地正')}`],
  ['search-question', `/search?q=${encodeURIComponent('我们公司的产品出口到泰国，怎么享受关税优惠？')}`],
  ['coic', '/service/coic'],
  ['about', '/aboutUs/components/base'],
  ['not-found', '/no-such-page'],
];

fs.mkdirSync('docs/screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const target of DEVICES) {
  const { device, prefix } = target;
  const context = await deviceContext(browser, target);
  const page = await context.newPage();
  for (const [name, path] of pages) {
    if (only && name !== only) continue;
    const url = base + (prefix ? (path === '/' ? prefix : prefix + path) : path);
    await page.goto(url, { waitUntil: 'networkidle' });
    await scrollThrough(page);
    const { width, height } = target.viewport;
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    const screens = process.env.VIEWPORT_ONLY ? 1 : SCREENS;
    await page.screenshot({
      path: `docs/screenshots/${name}-${device}.jpg`,
      type: 'jpeg',
      quality: JPEG_QUALITY,
      fullPage: true,
      clip: { x: 0, y: 0, width, height: Math.min(pageHeight, screens * height) },
      timeout: 120_000,
    });
  }
  await context.close();
}
await browser.close();

/**
 * Scrolls down one screen at a time, waiting at each stop until the pictures on screen have
 * loaded (a lazy <img> starts loading only near the viewport), then back to the top.
 */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction(() =>
      [...document.images]
        .filter((img) => {
          const r = img.getBoundingClientRect();
          return r.bottom > 0 && r.top < window.innerHeight;
        })
        .every((img) => img.complete),
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}
