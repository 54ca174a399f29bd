// The visitor's PC/mobile choice (requirements §16), shared by the browser and the worker: the
// `device` cookie's one spelling, and the link that records the choice without JavaScript
// (the worker's device choice route, worker/device-choice.ts).

import { DEVICE_CHOICE_PATH, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from '../constants.ts';

export type DeviceMode = 'pc' | 'mobile';

export function isDeviceMode(value: unknown): value is DeviceMode {
  return value === 'pc' || value === 'mobile';
}

/**
 * The cookie recording `mode`, as `document.cookie` takes it and as a `Set-Cookie` value.
 * Not HttpOnly: the browser rewrites it when the width changes the version (§2.5).
 */
export function deviceCookie(mode: DeviceMode, secure = false): string {
  return `${DEVICE_COOKIE}=${mode}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The 电脑版/手机版 link's href: the worker route that records `mode`, then redirects to `to`
 * (a path and query of this site) in that version. It depends on the page's own URL alone,
 * so a cached page's link is right for every visitor.
 */
export function deviceChoiceHref(mode: DeviceMode, to: string): string {
  // Slashes stay readable; `?`, `&`, `=`, `#` and `+` of the page's query are escaped.
  return `${DEVICE_CHOICE_PATH}/${mode}?to=${encodeURIComponent(to).replace(/%2F/g, '/')}`;
}
