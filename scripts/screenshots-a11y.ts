// `node scripts/screenshots-a11y.ts [base]`: screenshots of the 无障碍 / 适老化 toolbar and of
// the ATA carnet guide with each tool on, PC (1366x900) and phone (375x812), into
// docs/screenshots/, from a running site (npm start). A stand-in voice is installed (headless
// Chromium has none), so 连读 shows the block it reads; a headless screenshot has no pointer,
// so 特大鼠标 cannot show: its tests read the computed cursor instead.

import fs from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';
import { DEVICES, deviceContext, JPEG_QUALITY } from './lib/screenshot-devices.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:8787';

/** A speechSynthesis that has a zh-CN voice and never finishes speaking. */
function fakeVoice() {
  class Utterance extends EventTarget {
    text: string;
    lang = '';
    rate = 1;
    voice: unknown = null;
    constructor(text: string) {
      super();
      this.text = text;
    }
  }
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  const voice = { lang: 'zh-CN', name: '普通话', default: true, localService: true, voiceURI: 'zh' };
  const synth = Object.assign(new EventTarget(), {
    speaking: false,
    paused: false,
    pending: false,
    getVoices: () => [voice],
    speak: () => undefined,
    cancel: () => undefined,
    pause: () => undefined,
    resume: () => undefined,
  });
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
}

async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: `docs/screenshots/${name}.jpg`, type: 'jpeg', quality: JPEG_QUALITY, fullPage });
}

fs.mkdirSync('docs/screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const target of DEVICES) {
  const { device, prefix } = target;
  const context = await deviceContext(browser, target);
  const page = await context.newPage();
  await page.addInitScript(fakeVoice);
  const guide = `${base}${prefix}/service/commercial/ata`;
  await page.goto(guide, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: '无障碍', exact: true }).click();
  await page.locator('#a11y-toolbar').waitFor();
  await shot(page, `a11y-toolbar-${device}`);
  // 连读 from the top: the block being read is outlined.
  await page.getByRole('button', { name: '连读' }).click();
  await page.locator('.a11y-reading-block').waitFor();
  await shot(page, `a11y-guide-read-${device}`);
  await page.getByRole('button', { name: '停止' }).click();
  // 快速定位: the page's sections.
  await page.getByText('快速定位').click();
  await shot(page, `a11y-guide-jump-${device}`);
  await page.getByText('快速定位').click();
  // 放大 to 200% with 高对比度 (the elder-friendly mode).
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: '放大' }).click();
  await page.getByRole('button', { name: '高对比度' }).click();
  // The guide's own text, zoomed, below the toolbar.
  await page.evaluate(() => document.querySelector('main h1')?.scrollIntoView());
  await shot(page, `a11y-guide-zoom200-elder-${device}`);
  await page.getByRole('button', { name: '重置' }).click();
  if (device === 'pc') {
    // 辅助线 following the pointer, with 指读 outlining what it reads.
    await page.getByRole('button', { name: '辅助线' }).click();
    await page.getByRole('button', { name: '特大鼠标' }).click();
    await page.getByRole('button', { name: '指读' }).click();
    const heading = page.locator('main h2').first();
    await heading.scrollIntoViewIfNeeded();
    await heading.hover();
    await page.locator('.a11y-reading').waitFor();
    await shot(page, `a11y-guide-pointer-${device}`);
    await page.getByRole('button', { name: '重置' }).click();
  }
  await context.close();
}
await browser.close();
