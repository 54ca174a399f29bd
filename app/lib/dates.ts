// API times mean Beijing time without an offset (API.md); parse them with +08:00 and
// format in Beijing time so that the worker (UTC) and the browser render the same text.

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

/** 2026-11-18 */
export function formatDate(value: string | null | undefined): string {
  const date = parseBeijingTime(value);
  if (!date) return '';
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day}`;
}

/** 2026年11月18日 */
export function formatLongDate(value: string | null | undefined): string {
  const date = parseBeijingTime(value);
  if (!date) return '';
  const p = parts(date);
  return `${p.year}年${Number(p.month)}月${Number(p.day)}日`;
}

/** The ISO form with the Beijing offset, for <time dateTime> and JSON-LD. */
export function isoBeijing(value: string | null | undefined): string | undefined {
  const date = parseBeijingTime(value);
  if (!date) return undefined;
  const p = parts(date);
  const hm = value?.match(/(\d{2}):(\d{2})(?::(\d{2}))?$/);
  const time = hm ? `${hm[1]}:${hm[2]}:${hm[3] ?? '00'}` : '00:00:00';
  return `${p.year}-${p.month}-${p.day}T${time}+08:00`;
}

/** Today's date in Beijing, yyyy-MM-dd (the worker runs in UTC). */
export function beijingToday(now = new Date()): string {
  const p = parts(now);
  return `${p.year}-${p.month}-${p.day}`;
}
