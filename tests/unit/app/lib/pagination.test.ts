// requirements §4/§5/§9 pagination: pager count odd 5..21 (default 7), page within 1..page count.

import { describe, expect, it } from 'vitest';
import { clampPage, isValidPagerCount, pageCount, pagerCountOrDefault, pagerItems, readPaging } from '../../../../app/lib/pagination.ts';

describe('pager count', () => {
  it.each([5, 7, 9, 21])('%i is valid', (n) => expect(isValidPagerCount(n)).toBe(true));
  it.each([3, 4, 6, 8, 22, 23, 7.5, Number.NaN, '7'])('%s is not valid and falls back to 7', (n) => {
    expect(isValidPagerCount(n)).toBe(false);
    expect(pagerCountOrDefault(n)).toBe(7);
  });
});

describe('pages', () => {
  it('keeps the page within 1..page count', () => {
    expect(pageCount(57, 10)).toBe(6);
    expect(pageCount(0, 10)).toBe(1);
    expect(clampPage(9, 6)).toBe(6);
    expect(clampPage(0, 6)).toBe(1);
    expect(clampPage(-3, 6)).toBe(1);
    expect(clampPage(Number.NaN, 6)).toBe(1);
  });

  it('reads ?page and ?size, refusing sizes that are not offered', () => {
    expect(readPaging(new URL('http://x/?page=3&size=20'))).toEqual({ page: 3, size: 20 });
    expect(readPaging(new URL('http://x/?page=abc&size=15'))).toEqual({ page: 1, size: 10 });
    expect(readPaging(new URL('http://x/?size=100'))).toEqual({ page: 1, size: 100 });
  });

  it('shows every page when there are few, else first, last and a window with ellipses', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'next-more', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'prev-more', 8, 9, 10, 11, 12, 'next-more', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'prev-more', 15, 16, 17, 18, 19, 20]);
    expect(pagerItems(10, 20, 5)).toEqual([1, 'prev-more', 9, 10, 11, 'next-more', 20]);
    expect(pagerItems(10, 20, 4).length).toBe(9);
  });
});
