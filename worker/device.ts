// requirements §16: which version a page navigation should get. The `device` cookie (the
// visitor's choice, written by the browser or the device choice route) wins; else the
// Sec-CH-UA-Mobile client hint; else the User-Agent. Only a clear signal decides; anything
// ambiguous (desktop crawlers, tools, tablets) leaves the visitor where they are. Phones'
// crawlers are phones: Google and Baidu ask that a site with separate mobile URLs send their
// smartphone crawlers where it sends phones.

import type { DeviceMode } from '../app/lib/device-choice.ts';

export type { DeviceMode };

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
/**
 * OpenHarmony (HarmonyOS NEXT) names its device type first: `(Phone; OpenHarmony 5.0)`,
 * `(Tablet; …)`, `(PC; …)` (2-in-1s). Tablets send `Mobile` too, so the type decides.
 */
const OPENHARMONY_UA = /\((Phone|Tablet|PC|Wearable|TV|Car);\s*OpenHarmony\b/i;
/** Search engines' crawlers that fetch pages as a phone sees them. */
const MOBILE_CRAWLER_UA = /\b(wap spider|Mobile Safari|iPhone|Android.+Mobile)\b|Mobile\b.*(spider|bot)/i;

export function readDeviceCookie(cookieHeader: string | null | undefined): DeviceMode | null {
  const match = cookieHeader?.match(/(?:^|;\s*)device=(pc|mobile)(?:;|$)/);
  return (match?.[1] as DeviceMode | undefined) ?? null;
}

/** A search engine's or tool's user agent (not a person's browser). */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return BOT_UA.test(userAgent ?? '');
}

/** What the user agent alone says: a phone, a PC, or nothing clear. */
export function deviceFromUserAgent(ua: string): DeviceMode | null {
  if (!ua) return null;
  if (BOT_UA.test(ua)) return MOBILE_CRAWLER_UA.test(ua) ? 'mobile' : null;
  const harmony = OPENHARMONY_UA.exec(ua)?.[1]?.toLowerCase();
  if (harmony) return harmony === 'phone' ? 'mobile' : harmony === 'pc' ? 'pc' : null;
  if (TABLET_UA.test(ua)) return null;
  if (MOBILE_UA.test(ua)) return 'mobile';
  if (DESKTOP_UA.test(ua)) return 'pc';
  return null;
}

export function decideDevice({ cookie, hint, userAgent }: DeviceSignals): DeviceDecision {
  const used = ['Cookie'];
  const fromCookie = readDeviceCookie(cookie);
  if (fromCookie) return { mode: fromCookie, used };
  used.push('Sec-CH-UA-Mobile');
  if (hint === '?1') return { mode: 'mobile', used };
  if (hint === '?0') return { mode: 'pc', used };
  used.push('User-Agent');
  return { mode: deviceFromUserAgent(userAgent ?? ''), used };
}
