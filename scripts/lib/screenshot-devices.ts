// The two devices the screenshot scripts shoot: the PC site at 1366x900 and the phone site
// (under /m) at 375x812, each in a browser context of its own.

import type { Browser, BrowserContext } from 'playwright-core';
import { PHONE_USER_AGENT } from '../../tests/e2e/chromium.ts';

/** JPEG quality of every screenshot: Chinese text stays legible at about a tenth of a PNG's bytes. */
export const JPEG_QUALITY = 60;

export const DEVICES = [
  { device: 'pc', viewport: { width: 1366, height: 900 }, prefix: '' },
  { device: 'mobile', viewport: { width: 375, height: 812 }, prefix: '/m' },
] as const;

export function deviceContext(
  browser: Browser,
  { device, viewport }: (typeof DEVICES)[number],
): Promise<BrowserContext> {
  return browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    ...(device === 'mobile' ? { userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true } : {}),
  });
}
