// `npm run bench:nav`: client navigations on a phone network. Chromium as a phone on slow
// 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up, 4x CPU) opens /m as a new visitor, waits
// until the network is idle, then taps through a fixed journey of links. Per tap: time from
// the click to the URL commit, requests in its waterfall, round trips before its first data
// request, bytes; beside it the first contentful paint of a fresh load of the same URL. Then
// the same journey with Save-Data on. Median of NAV_VISITS visits (default 3). Writes
// docs/performance.md's "Navigation" section (architecture.md "Navigation": a tap commits ≤ 400 ms).
//
// Environment: DIST_DIR (default dist-bench), NAV_PORT (default 8900), NAV_VISITS;
// --no-build reuses DIST_DIR.

import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { distDir } from '../../scripts/lib/build-output.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_USER_AGENT } from '../e2e/chromium.ts';
import { median } from './measure.ts';
import { fmt, machine, table, writeSection } from './report.ts';
import { runBench, startSite } from './site.ts';
import { analyseTap, repeatedApiCalls, type ResourceEntry, type TapFigures } from './nav-waterfall.ts';

const dist = distDir('dist-bench');
const port = Number(process.env.NAV_PORT ?? 8900);
const visits = Number(process.env.NAV_VISITS ?? 3);
/** architecture.md "Navigation" and issue 27's goals. */
const GOAL_MS = 400;
const SAVE_DATA_GOAL_MS = 700;
/** Slow 4G as the issue measures it. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;

/** The journey: each tap's name and the link it follows on the page before (first match). */
const JOURNEY: ReadonlyArray<readonly [string, string]> = [
  ['home → listing', 'a[href="/m/importantNews"]'],
  ['listing → article', 'main a[href^="/m/detail/"]'],
  ['article → service hub', 'a[href="/m/service/commercial"]'],
  ['hub → guide', 'a[href="/m/service/commercial/ata"]'],
  ['guide → activity', 'a[href="/m/service/trade/activity"]'],
  ['activity → exhibitions', 'a[href="/m/service/exhibition"]'],
  ['exhibitions → home', 'a[href="/m"]'],
  ['home → search (hot word)', 'a[href^="/m/search?q="]'],
  ['search → column page', 'a[href="/m/aboutUs"]'],
  ['column page → service hub', 'a[href="/m/service/commercial"]'],
  ['hub → journey', 'a[href="/m/service/export-journey"]'],
  ['journey → FAQ', 'a[href="/m/service/commercial/components/problem"]'],
];

declare global {
  interface Window {
    __commits: Array<{ at: number; url: string }>;
    __tapAt?: number;
  }
}

// Records, in the page's own clock, when the router commits a URL; keeps every resource entry.
const INIT_SCRIPT = `
  performance.setResourceTimingBufferSize(5000);
  window.__commits = [];
  for (const type of ['pointerdown', 'click'])
    addEventListener(type, (event) => { window.__tapAt ??= event.timeStamp; }, true);
  const push = history.pushState.bind(history);
  history.pushState = (...args) => { push(...args); window.__commits.push({ at: performance.now(), url: location.pathname + location.search }); };
`;
const SAVE_DATA_SCRIPT = `Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {} }) });`;

async function throttledPage(browser: Browser, saveData: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    userAgent: PHONE_USER_AGENT,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  await context.addInitScript(INIT_SCRIPT);
  if (saveData) await context.addInitScript(SAVE_DATA_SCRIPT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

const resourceEntries = (page: Page): Promise<ResourceEntry[]> =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return { name: r.name, startTime: r.startTime, responseEnd: r.responseEnd, transferSize: r.transferSize };
    }),
  );

/** Waits until the page has had no request for 500 ms and the main thread has been idle once. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  await page.waitForLoadState('networkidle');
}

/** One visit: each tap's figures, and the content API requests it repeated. */
async function visit(browser: Browser, base: string, saveData: boolean) {
  const { context, page } = await throttledPage(browser, saveData);
  try {
    await page.goto(`${base}/m`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await settle(page);
    const taps: TapFigures[] = [];
    for (const [name, selector] of JOURNEY) {
      const visible = page.locator(selector).filter({ visible: true }).first();
      // A link in the menu: the visitor opens the menu first, and reads it for a moment. One
      // in a folded sub-menu is then clicked as a script would (unfolding it is no navigation).
      if ((await visible.count()) === 0) {
        await page.locator('.m-drawer__toggle').tap();
        await settle(page);
      }
      const tappable = (await visible.count()) > 0;
      const link = tappable ? visible : page.locator(selector).first();
      const href = await link.getAttribute('href');
      if (!href) throw new Error(`${name}: no link ${selector} on ${page.url()}`);
      // A real tap (touch events, then the click); its time in the page's own clock, the
      // clock of the commits and the resource entries.
      const commits = await page.evaluate(() => {
        window.__tapAt = undefined;
        return window.__commits.length;
      });
      if (tappable) await link.tap();
      else await link.evaluate((a: HTMLAnchorElement) => a.click());
      await page.waitForFunction((n) => window.__commits.length > n, commits, { timeout: 30_000 });
      const [clickedAt, commit] = await page.evaluate((n) => [window.__tapAt!, window.__commits[n]!] as const, commits);
      // A tap that landed elsewhere measures another page: say so rather than report it.
      if (commit.url !== href) throw new Error(`${name}: the tap on ${href} went to ${commit.url}`);
      taps.push(analyseTap(name, href, clickedAt, commit.at, await resourceEntries(page)));
      await settle(page);
    }
    return { taps, repeats: repeatedApiCalls(await resourceEntries(page)) };
  } finally {
    await context.close();
  }
}

/** First contentful paint of a fresh load of `path` by a new visitor, same throttling. */
async function freshPaint(browser: Browser, base: string, path: string): Promise<number> {
  const { context, page } = await throttledPage(browser, false);
  try {
    await page.goto(base + path, { waitUntil: 'load' });
    return await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
  } finally {
    await context.close();
  }
}

async function main() {
  const site = await startSite({ name: 'nav', port, dist, via: 'start' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const normal: Array<Awaited<ReturnType<typeof visit>>> = [];
    const saving: typeof normal = [];
    for (let i = 0; i < visits; i++) {
      normal.push(await visit(browser, site.url, false));
      saving.push(await visit(browser, site.url, true));
    }
    const fresh = new Map<string, number>();
    for (const { href } of normal[0]!.taps) {
      if (fresh.has(href)) continue;
      const paints: number[] = [];
      for (let i = 0; i < visits; i++) paints.push(await freshPaint(browser, site.url, href));
      fresh.set(href, median(paints));
    }
    const verdict = (ms: number, goal: number, paint?: number) => (ms <= goal && (paint === undefined || ms <= paint) ? 'yes' : '**no**');
    const body = [
      `Measured ${machine()}; Chromium as a phone, slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up), ${CPU_SLOWDOWN}x CPU; a new visitor opens /m, waits until the network is idle, then taps through; median of ${visits} visits (each tap's commits in brackets). "Trips before data": sequential request rounds after the click before the first /api request (0: the data request is the first thing asked).`,
      '',
      table(
        [
          'tap',
          'commit ms',
          '≤ 400 and ≤ fresh paint',
          'fresh load FCP ms',
          'requests',
          'trips before data',
          'KB',
          'click → first request ms',
          'Save-Data commit ms',
          '≤ 700',
        ],
        JOURNEY.map(([name], i) => {
          const taps = normal.map((v) => v.taps[i]!);
          const pick = (f: (t: TapFigures) => number) => median(taps.map(f));
          const commit = pick((t) => t.commitMs);
          const saveData = median(saving.map((v) => v.taps[i]!.commitMs));
          const paint = fresh.get(taps[0]!.href);
          return [
            `${name} (\`${decodeURI(taps[0]!.href)}\`)`,
            `${fmt(commit)} (${taps.map((t) => fmt(t.commitMs)).join(', ')})`,
            verdict(commit, GOAL_MS, paint),
            fmt(paint),
            fmt(pick((t) => t.requests)),
            fmt(pick((t) => t.tripsBeforeData)),
            fmt(
              pick((t) => t.kilobytes),
              1,
            ),
            fmt(pick((t) => t.firstRequestMs)),
            fmt(saveData),
            verdict(saveData, SAVE_DATA_GOAL_MS),
          ];
        }),
      ),
      '',
      `Content API requests repeated within a visit (the read count aside): ${normal.flatMap((v) => v.repeats).join(', ') || 'none'}.`,
    ].join('\n');
    console.log(body);
    writeSection('bench:nav', body);
  } finally {
    await browser.close();
  }
}

await runBench('bench:nav', dist, 30, main);
