// API times are Beijing time without an offset: every page shows them as Beijing dates, the
// same in the worker (UTC) and in a browser anywhere, checked against Intl's Asia/Shanghai.

import { describe, expect, it } from 'vitest';
import { beijingToday, formatDate, formatLongDate, isoBeijing, parseBeijingTime } from '../../../../app/lib/dates.ts';

const shanghai = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

describe('Beijing dates', () => {
  it.each([
    ['2026-11-18 09:30:00', '2026-11-18', '2026年11月18日', '2026-11-18T09:30:00+08:00'],
    ['2026-11-18', '2026-11-18', '2026年11月18日', '2026-11-18T00:00:00+08:00'],
    // Just after Beijing midnight, still the day before in UTC.
    ['2026-01-01 00:05', '2026-01-01', '2026年1月1日', '2026-01-01T00:05:00+08:00'],
    ['2025-12-31 23:59:59', '2025-12-31', '2025年12月31日', '2025-12-31T23:59:59+08:00'],
    ['2028-02-29T08:00:00', '2028-02-29', '2028年2月29日', '2028-02-29T08:00:00+08:00'],
  ])('%s shows as %s / %s / %s', (value, short, long, iso) => {
    expect(formatDate(value)).toBe(short);
    expect(formatLongDate(value)).toBe(long);
    expect(isoBeijing(value)).toBe(iso);
  });

  it.each([null, undefined, '', '18/11/2026', '2026-13-01', 'not a date'])('%s shows nothing', (value) => {
    expect(parseBeijingTime(value)).toBeNull();
    expect(formatDate(value)).toBe('');
    expect(formatLongDate(value)).toBe('');
    expect(isoBeijing(value)).toBeUndefined();
  });

  it("today is Beijing's date, also when it is still yesterday in UTC", () => {
    for (const instant of ['2026-11-23T16:00:00Z', '2026-11-23T15:59:59Z', '2026-06-30T23:30:00Z', '2024-02-28T18:00:00Z']) {
      const now = new Date(instant);
      expect(beijingToday(now)).toBe(shanghai.format(now));
    }
  });
});
