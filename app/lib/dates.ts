// API times mean Beijing time without an offset (docs/api.md); parse them with +08:00 and
// format in Beijing time so that the worker (UTC) and the browser render the same text.

import { remembered } from './remembered.ts';

/**
 * Beijing time is UTC+8 all year (no daylight saving since 1991), so its calendar fields are
 * the UTC fields of the instant plus eight hours: plain arithmetic instead of an Intl
 * formatter, which cost ~4% of a listing render's CPU (docs/performance.md, "Render profile").
 */
const BEIJING_OFFSET_MS = 8 * 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');

function parts(date: Date): { year: string; month: string; day: string } {
  const beijing = new Date(date.getTime() + BEIJING_OFFSET_MS);
  return {
    year: String(beijing.getUTCFullYear()),
    month: pad(beijing.getUTCMonth() + 1),
    day: pad(beijing.getUTCDate()),
  };
}

/** '2026-11-18 09:30:00' or '2026-11-18' → a Date, or null when unparsable. */
export function parseBeijingTime(value: string | null | undefined): Date | null {
  const m = value?.match(/^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/);
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A time's Beijing calendar fields, as every formatter below shows them. */
interface Fields {
  year: string;
  month: string;
  day: string;
  /** HH:mm:ss, 00:00:00 for a date alone. */
  time: string;
}

/**
 * Fields by the API's text, remembered: a page shows the same few dozen times on every
 * render (lists, the home page's twenty), and Date's string parser is the costly part.
 */
const rememberedFields = remembered((value): Fields | null => {
  const date = parseBeijingTime(value);
  const hm = value.match(/(\d{2}):(\d{2})(?::(\d{2}))?$/);
  return date && { ...parts(date), time: hm ? `${hm[1]}:${hm[2]}:${hm[3] ?? '00'}` : '00:00:00' };
});

const fields = (value: string | null | undefined): Fields | null => (value ? rememberedFields(value) : null);

/** 2026-11-18 */
export function formatDate(value: string | null | undefined): string {
  const p = fields(value);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** 2026年11月18日 */
export function formatLongDate(value: string | null | undefined): string {
  const p = fields(value);
  return p ? `${p.year}年${Number(p.month)}月${Number(p.day)}日` : '';
}

/** The ISO form with the Beijing offset, for <time dateTime> and JSON-LD. */
export function isoBeijing(value: string | null | undefined): string | undefined {
  const p = fields(value);
  return p ? `${p.year}-${p.month}-${p.day}T${p.time}+08:00` : undefined;
}

/** Today's date in Beijing, yyyy-MM-dd (the worker runs in UTC). */
export function beijingToday(now = new Date()): string {
  const p = parts(now);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The Beijing minute, `yyyy-MM-dd HH:mm`: what a fair's registration status is judged on. */
export function beijingMinute(now = new Date()): string {
  const beijing = new Date(now.getTime() + BEIJING_OFFSET_MS);
  return `${beijingToday(now)} ${pad(beijing.getUTCHours())}:${pad(beijing.getUTCMinutes())}`;
}

/** 2026-11-18 09:30: the publish time as gov.cn's `PubDate` meta and the article page give it. */
export function formatMinute(value: string | null | undefined): string {
  const p = fields(value);
  return p ? `${p.year}-${p.month}-${p.day} ${p.time.slice(0, 5)}` : '';
}
