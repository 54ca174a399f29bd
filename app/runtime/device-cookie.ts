// The `device` cookie (requirements §2): the visitor's PC/mobile choice, which the server honours
// before the User-Agent. Its own module: the version switch link needs only this at
// hydration, the width watcher (device-mode.ts) loads after it.

import { type DeviceMode, deviceCookie } from '../lib/device-choice.ts';

export type { DeviceMode };

export function writeDeviceCookie(mode: DeviceMode): void {
  // Secure over HTTPS, as the worker's device-choice route writes it.
  document.cookie = deviceCookie(mode, location.protocol === 'https:');
}
