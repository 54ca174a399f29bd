// API times mean Beijing time without an offset (API.md); parse them with +08:00 and
// format in Asia/Shanghai so that the worker (UTC) and the browser render the same text.

const dateFmt = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** '2026-11-18 09:30:00' or '2026-11-18' → a Date, or null when unparsable. */
export function parseBeijingTime(value: string | null | undefined): Date | null {
  const m = value?.match(/^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/);
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parts(date: Date): Record<string, string> {
  return Object.fromEntries(dateFmt.formatToParts(date).map((p) => [p.type, p.value]));
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
