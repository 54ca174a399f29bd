// DESIGN "Device": which version a page navigation should get. The client's `device`
// cookie wins; else the Sec-CH-UA-Mobile client hint; else the User-Agent. Only a clear
// signal decides; anything ambiguous (bots, tools, tablets) leaves the visitor where they are.

export type DeviceMode = 'pc' | 'mobile';

export interface DeviceSignals {
  cookie?: string | null;
  hint?: string | null;
  userAgent?: string | null;
}

export interface DeviceDecision {
  mode: DeviceMode | null;
  /** The request headers the decision read (for Vary). */
  used: string[];
}

const MOBILE_UA =
  /\b(iPhone|iPod|Android.+Mobile|Mobile Safari|Windows Phone|IEMobile|Opera Mini|HarmonyOS.+Mobile|MicroMessenger.+Mobile)\b/i;
const TABLET_UA = /\b(iPad|Tablet|Android(?!.*Mobile))\b/i;
const DESKTOP_UA = /\b(Windows NT|Macintosh|X11; (Linux|CrOS)|CrOS)\b/;
const BOT_UA = /bot|crawl|spider|slurp|curl|wget|python|headless|lighthouse/i;

export function readDeviceCookie(cookieHeader: string | null | undefined): DeviceMode | null {
  const match = cookieHeader?.match(/(?:^|;\s*)device=(pc|mobile)(?:;|$)/);
  return (match?.[1] as DeviceMode | undefined) ?? null;
}

export function decideDevice({ cookie, hint, userAgent }: DeviceSignals): DeviceDecision {
  const used = ['Cookie'];
  const fromCookie = readDeviceCookie(cookie);
  if (fromCookie) return { mode: fromCookie, used };
  used.push('Sec-CH-UA-Mobile');
  if (hint === '?1') return { mode: 'mobile', used };
  if (hint === '?0') return { mode: 'pc', used };
  used.push('User-Agent');
  const ua = userAgent ?? '';
  if (!ua || BOT_UA.test(ua) || TABLET_UA.test(ua)) return { mode: null, used };
  if (MOBILE_UA.test(ua)) return { mode: 'mobile', used };
  if (DESKTOP_UA.test(ua)) return { mode: 'pc', used };
  return { mode: null, used };
}
