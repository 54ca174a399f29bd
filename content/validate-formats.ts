// The import document's value formats (content/README.md; docs/api.md "Common rules"):
// Beijing time with no offset, real calendar days, and what counts as an object.

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 0;
  return d <= days;
}

/** `yyyy-MM-dd HH:mm:ss` naming a real moment. */
export function isDateTime(value: unknown): value is string {
  const m = typeof value === 'string' ? DATE_TIME.exec(value) : null;
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return isCalendarDate(y, mo, d) && h < 24 && mi < 60 && s < 60;
}

/** `yyyy-MM-dd` naming a real day. */
export function isDate(value: unknown): value is string {
  const m = typeof value === 'string' ? DATE.exec(value) : null;
  if (!m) return false;
  const [y, mo, d] = m.slice(1).map(Number) as [number, number, number];
  return isCalendarDate(y, mo, d);
}

/** `HH:mm`, a time of day. */
export function isClock(value: unknown): value is string {
  const m = typeof value === 'string' ? /^(\d{2}):(\d{2})$/.exec(value) : null;
  return m !== null && Number(m[1]) < 24 && Number(m[2]) < 60;
}
