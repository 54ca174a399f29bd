// The colour sets derived from the configured council's brand colours (virtual:brand.css,
// scripts/lib/brand-palette.ts) pass axe's colour-contrast rule on home, a guide and the
// contact page in every display mode: light, dark, the high-contrast tool, elder light and
// elder dark. It checks the configured council's build (SITE): the example by default, and a
// second fictional council with #0B5394 / #F9A825 with
//   SITE=linjiang DIST_DIR=dist-linjiang E2E_PORT=5319 npx playwright test tests/e2e/brand-contrast.spec.ts

import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { A11Y_TOOLS_STORAGE_KEY } from '../../app/constants.ts';
import { derivePalette } from '../../scripts/lib/brand-palette.ts';
import { readIdentity, SITE_FILES, siteDir } from '../../scripts/lib/site-identity.ts';

const { colours } = readIdentity();
const palette = derivePalette(colours.primary, colours.accent);

/** Each mode with the fill it should use: the derived one, or the high-contrast tool's black. */
const MODES: Array<{ name: string; storage: Record<string, string>; classes: RegExp[]; fill: string }> = [
  { name: 'light', storage: { 'nuxt-color-mode': 'light' }, classes: [/\blight\b/], fill: palette.light.fill },
  { name: 'dark', storage: { 'nuxt-color-mode': 'dark' }, classes: [/\bdark\b/], fill: palette.dark.fill },
  {
    name: 'high contrast',
    storage: { 'nuxt-color-mode': 'light', [A11Y_TOOLS_STORAGE_KEY]: JSON.stringify({ contrast: true }) },
    classes: [/\ba11y-contrast\b/],
    fill: '#000',
  },
  {
    name: 'elder (light)',
    storage: { 'nuxt-color-mode': 'light', 'elder-mode': '1' },
    classes: [/\belder\b/, /\blight\b/],
    fill: palette.elder.fill,
  },
  {
    name: 'elder (dark)',
    storage: { 'nuxt-color-mode': 'dark', 'elder-mode': '1' },
    classes: [/\belder\b/, /\bdark\b/],
    fill: palette.elderDark.fill,
  },
];
const PAGES = ['/', '/service/commercial/origin', '/contact'];

for (const mode of MODES) {
  test.describe(`brand colours, ${mode.name}`, () => {
    test.use({ viewport: { width: 1366, height: 900 } });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((entries) => {
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      }, mode.storage);
    });
    for (const path of PAGES) {
      test(`${path}: every text meets its contrast`, async ({ page }) => {
        await page.goto(path);
        for (const cls of mode.classes) await expect(page.locator('html')).toHaveClass(cls);
        const result = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
        const failures = result.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`));
        expect(failures).toEqual([]);
        // The colour set in use is the one derived from the identity's brand colours.
        const fill = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--fill').trim());
        expect(fill).toBe(mode.fill);
      });
    }
  });
}

test('the web app manifest, favicon and icons are the identity folder’s', async ({ request }) => {
  const identity = readIdentity();
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: identity.app.name,
    short_name: identity.app.shortName,
    description: identity.app.description,
    theme_color: palette.light.fill,
  });
  for (const [from, served] of Object.entries(SITE_FILES)) {
    const res = await request.get(`/${served}`);
    expect(res.status(), served).toBe(200);
    expect(Buffer.compare(await res.body(), fs.readFileSync(path.join(siteDir(), from))), served).toBe(0);
  }
});
