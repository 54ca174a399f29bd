// Non-critical page data (side lists, adverts, hot words): a failing call leaves its section
// empty instead of turning the whole page into a 500 (architecture.md "Request path": only the column list and the
// page's main content are critical).

import type { Page } from '../api/types.ts';

export function optional<T>(load: Promise<T>, fallback: T): Promise<T> {
  return load.catch(() => fallback);
}

/** An empty page of any entity, as a fallback. */
export function emptyPage<T>(): Page<T> {
  return { rows: [], total: 0 };
}
