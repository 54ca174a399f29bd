// requirements §2 device mode: on resize (throttled to once per 1000 ms) the body width decides:
// below 768 px Mobile, else PC. When mode and path prefix disagree, the `device` cookie is
// written (the server honours it first, so the two never disagree twice) and the location
// is replaced by the path with its prefix swapped.

import { MOBILE_BREAKPOINT_PX, RESIZE_THROTTLE_MS } from '../constants.ts';
import { isMobilePath, toDesktopPath, toMobilePath } from '../lib/links.ts';
import { writeDeviceCookie, type DeviceMode } from './device-cookie.ts';
import { throttle } from './throttle.ts';

export type { DeviceMode };

export function modeForWidth(width: number): DeviceMode {
  return width < MOBILE_BREAKPOINT_PX ? 'mobile' : 'pc';
}

/** The same page for the other device, query and hash kept. */
export function swappedLocation(loc: Pick<Location, 'pathname' | 'search' | 'hash'>, mode: DeviceMode): string {
  const path = mode === 'mobile' ? toMobilePath(loc.pathname) : toDesktopPath(loc.pathname);
  return path.replace(/^\/+/, '/') + loc.search + loc.hash;
}

export function checkDeviceMode(): void {
  const mode = modeForWidth(document.body.clientWidth);
  if ((mode === 'mobile') === isMobilePath(window.location.pathname)) return;
  writeDeviceCookie(mode);
  window.location.replace(swappedLocation(window.location, mode));
}

export function watchDeviceMode(): () => void {
  const onResize = throttle(checkDeviceMode, RESIZE_THROTTLE_MS);
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}
