// GET /device/{pc|mobile}?to=/path?query (requirements §16): the 电脑版/手机版 links' target. It
// records the visitor's choice in the `device` cookie the device redirect reads first, then
// sends them (302, relative) to `to` in the chosen version, so the choice holds without
// JavaScript. Never stored (`no-store`: it sets a cookie); `to` must be one of the site's own
// pages, anything else (another origin, a file, an unknown path) leads to the chosen home.

import { Hono } from 'hono';
import { DEVICE_CHOICE_PATH } from '../app/constants.ts';
import { deviceCookie, isDeviceMode } from '../app/lib/device-choice.ts';
import { toDesktopPath, toMobilePath } from '../app/lib/links.ts';
import { inSameVariant } from '../app/lib/variant.ts';
import type { AppEnv } from './app-env.ts';
import { isPageType, pageType } from './lib/page-type.ts';
import { ownPath, safeLocalPath } from './lib/safe-path.ts';

export const deviceChoice = new Hono<AppEnv>();

deviceChoice.get(`${DEVICE_CHOICE_PATH}/:mode{pc|mobile}`, (c) => {
  const mode = c.req.param('mode');
  if (!isDeviceMode(mode)) return c.notFound();
  c.get('log').device = mode;
  const to = ownPath(c.req.query('to'));
  const type = to ? pageType(to.pathname) : 'not-found';
  const page = isPageType(type) && type !== 'not-found' ? to : null;
  const home = mode === 'mobile' ? toMobilePath('/') : '/';
  const target = page
    ? safeLocalPath(inSameVariant(page.pathname, mode === 'mobile' ? toMobilePath : toDesktopPath)) + page.search
    : home;
  const secure = new URL(c.req.url).protocol === 'https:';
  return c.body(null, 302, {
    Location: target,
    'Set-Cookie': deviceCookie(mode, secure),
    'Cache-Control': 'private, no-store',
    // A crawler following the link learns nothing to index here (rel="nofollow" asks it not to).
    'X-Robots-Tag': 'noindex',
  });
});
