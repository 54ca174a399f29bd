// The `device` cookie (requirements §2): the visitor's PC/mobile choice, which the server honours
// before the User-Agent. Its own module: the version switch link needs only this at
// hydration, the width watcher (device-mode.ts) loads after it.

import { DEVICE_COOKIE } from '../constants.ts';

export type DeviceMode = 'pc' | 'mobile';

export function writeDeviceCookie(mode: DeviceMode): void {
  document.cookie = `${DEVICE_COOKIE}=${mode}; path=/; max-age=31536000; samesite=lax`;
}
