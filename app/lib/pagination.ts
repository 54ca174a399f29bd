// requirements §5/§9 pagination: page kept within 1..page count, pager count odd 5..21 (default 7).

import { DEFAULT_PAGE_SIZE, DEFAULT_PAGER_COUNT, PAGE_SIZES, PAGER_COUNT_MAX, PAGER_COUNT_MIN } from '../constants.ts';

/** requirements §5: the pager count must be an odd integer from 5 to 21. */
export function isValidPagerCount(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= PAGER_COUNT_MIN &&
    value <= PAGER_COUNT_MAX &&
    value % 2 === 1
  );
}

export function pagerCountOrDefault(value: unknown): number {
  return isValidPagerCount(value) ? value : DEFAULT_PAGER_COUNT;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

/** Reads ?page= and ?size= from a URL: a bad page is 1, a size not offered is the default. */
export function readPaging(url: URL): { page: number; size: number } {
  const page = Number(url.searchParams.get('page') ?? '1');
  const size = Number(url.searchParams.get('size') ?? DEFAULT_PAGE_SIZE);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

export type PagerItem = number | 'prev-more' | 'next-more';

/**
 * The page numbers a pager shows: at most `pagerCount` buttons, first and last always,
 * ellipses where pages are skipped (the Element-style pager the original site used).
 */
export function pagerItems(current: number, count: number, pagerCount = DEFAULT_PAGER_COUNT): PagerItem[] {
  const size = pagerCountOrDefault(pagerCount);
  if (count <= size) return Array.from({ length: count }, (_, i) => i + 1);
  const half = (size - 1) / 2;
  const showPrevMore = current > size - half;
  const showNextMore = current < count - half;
  const items: PagerItem[] = [1];
  if (showPrevMore && !showNextMore) {
    items.push('prev-more');
    for (let i = count - (size - 2); i < count; i++) items.push(i);
  } else if (!showPrevMore && showNextMore) {
    for (let i = 2; i < size; i++) items.push(i);
    items.push('next-more');
  } else if (showPrevMore && showNextMore) {
    items.push('prev-more');
    const offset = Math.floor(size / 2) - 1;
    for (let i = current - offset; i <= current + offset; i++) items.push(i);
    items.push('next-more');
  } else {
    for (let i = 2; i < count; i++) items.push(i);
  }
  items.push(count);
  return items;
}
