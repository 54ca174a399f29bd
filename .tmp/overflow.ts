import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_USER_AGENT } from '/work/wt/elder/tests/e2e/chromium.ts';
const [path, w, zoom, phone] = [
  process.argv[2]!,
  Number(process.argv[3]),
  process.argv[4],
  process.argv[5] === 'phone',
];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const ctx = await browser.newContext({
  viewport: { width: w, height: 800 },
  ...(phone ? { userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true } : {}),
});
const page = await ctx.newPage();
await page.addInitScript(
  (z) => localStorage.setItem('a11y-tools', JSON.stringify({ bar: true, zoom: Number(z) })),
  zoom,
);
await page.goto('http://127.0.0.1:8831' + path);
await page.waitForSelector('html[data-hydrated="true"]');
await page.waitForTimeout(500);
const out = await page.evaluate(() => {
  const W = document.documentElement.clientWidth;
  const res = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.right > W + 1 && r.width > 0)
      res.push(`${el.tagName}.${el.className} right=${Math.round(r.right)} w=${Math.round(r.width)}`);
  }
  return [document.documentElement.scrollWidth - W, ...res.slice(0, 15)];
});
console.log(out.join('\n'));
await page.screenshot({ path: '/tmp/ov.png' });
await browser.close();
