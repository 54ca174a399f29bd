// Reading a call's query parameters by the rules of docs/api.md ("Common rules"):
// paging clamps, ids, keywords (≤ 100 characters), times, Beijing "now".

import { isDate, isDateTime } from '../../../content/validate.ts';
import { isClock } from '../../../content/validate-formats.ts';

/** Input docs/api.md answers with `{ code: 400, msg: '参数格式不正确' }`. */
export class BadInput extends Error {
  override name = 'BadInput';
}

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
export const KEYWORD_MAX_CHARS = 100;
/** Far past any end, small enough that (pageNum - 1) * pageSize stays an exact integer. */
const PAGE_NUM_MAX = 1_000_000_000;

/** A whole number ≥ 1, or null (missing, not a number, below 1). */
function positiveInt(raw: string | null): number | null {
  const text = raw?.trim() ?? '';
  if (!/^\+?\d+$/.test(text)) return null;
  const n = Math.min(Number(text), PAGE_NUM_MAX);
  return n >= 1 ? n : null;
}

/** `pageSize`: missing, below 1 or no number → 10; above 100 → 100. */
export function pageSizeOf(raw: string | null): number {
  return Math.min(positiveInt(raw) ?? PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX);
}

export interface Paging {
  pageNum: number;
  pageSize: number;
  offset: number;
}

/** `pageNum` (missing, below 1 or no number → 1) and `pageSize`. */
export function pagingOf(query: URLSearchParams): Paging {
  const pageNum = positiveInt(query.get('pageNum')) ?? 1;
  const pageSize = pageSizeOf(query.get('pageSize'));
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

/** A decimal id as D1 binds it, or null when `raw` is none (never throws). */
export function idOf(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? '';
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/** A parameter's trimmed text; missing and empty are both "not given". */
export function textOf(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name)?.trim();
  return value ? value : undefined;
}

/** A keyword filter; over 100 characters (code points) is bad input. */
export function keywordOf(query: URLSearchParams, name: string): string | undefined {
  const value = textOf(query, name);
  if (value !== undefined && [...value].length > KEYWORD_MAX_CHARS) throw new BadInput(`${name} too long`);
  return value;
}

/**
 * `params[beginTime]` / `params[endTime]`: `yyyy-MM-dd HH:mm:ss`, or a bare date meaning
 * the start (or, for an end, the last second) of that day. Anything else is bad input.
 */
export function timeOf(query: URLSearchParams, name: string, end: boolean): string | undefined {
  const value = textOf(query, name);
  if (value === undefined || isDateTime(value)) return value;
  if (isDate(value)) return `${value} ${end ? '23:59:59' : '00:00:00'}`;
  throw new BadInput(`${name} is no time`);
}

/** A `yyyy-MM-dd` date parameter (`params[beginDate]`); anything else is bad input. */
export function dateOf(query: URLSearchParams, name: string): string | undefined {
  const value = textOf(query, name);
  if (value === undefined || isDate(value)) return value;
  throw new BadInput(`${name} is no date`);
}

/** A time of day, `HH:mm` (Beijing); absent is undefined, anything else a 400. */
export function clockOf(query: URLSearchParams, name: string): string | undefined {
  const value = textOf(query, name);
  if (value === undefined || isClock(value)) return value;
  throw new BadInput(`${name} is no time of day (HH:mm)`);
}

/**
 * `yyyy-MM-dd HH:mm:ss` in Beijing time, the form stored times take. Asia/Shanghai is
 * UTC+8 all year (no daylight saving since 1991), so a fixed offset is exact.
 */
export function beijingTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}
