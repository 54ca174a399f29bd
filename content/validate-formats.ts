// The import document's value formats (content/README.md; docs/api.md "Common rules"):
// Beijing time with no offset, real calendar days, and what counts as an object.

/** A field the record does not have: usually a misspelling. */
export const UNKNOWN_FIELD = '未知字段：该记录没有这个字段，请检查拼写或删去';

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

/**
 * Why a value shaped like a date (`yyyy-MM-dd`, with or without ` HH:mm:ss`) names no real
 * moment, in Chinese (2026-13-40: 不存在的日期：没有13月), or null when it is real or not
 * shaped like a date at all (the format's own message says that).
 */
export function impossibleDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = DATE_TIME.exec(value) ?? DATE.exec(value);
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map(Number) as number[];
  const wrong =
    mo! < 1 || mo! > 12
      ? `没有${mo}月`
      : !isCalendarDate(y!, mo!, d!)
        ? `${y}年${mo}月没有${d}日`
        : h >= 24 || mi >= 60 || s >= 60
          ? `没有${m[4]}:${m[5]}:${m[6]}这个时刻`
          : null;
  return wrong && `是不存在的日期（${value}：${wrong}），请改为真实的日期`;
}

/** `HH:mm`, a time of day. */
export function isClock(value: unknown): value is string {
  const m = typeof value === 'string' ? /^(\d{2}):(\d{2})$/.exec(value) : null;
  return m !== null && Number(m[1]) < 24 && Number(m[2]) < 60;
}
