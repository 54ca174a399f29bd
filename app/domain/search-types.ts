// The six kinds of site search hit (docs/api.md `/api/cn/search` `type`) and their labels: one
// list for the index builder (content/), the worker and the results page. No imports.

export type SearchType = 'release' | 'guide' | 'faq' | 'activity' | 'exhibition' | 'form';

export const SEARCH_TYPE_LABELS: Readonly<Record<SearchType, string>> = {
  release: '新闻',
  guide: '服务指南',
  faq: '常见问题',
  activity: '活动',
  exhibition: '展会',
  form: '表格',
};

export const SEARCH_TYPE_KEYS = Object.keys(SEARCH_TYPE_LABELS) as SearchType[];

// A list lookup, not `Object.hasOwn` (Safari 15.4+, requirements §13.9) nor `in` (which
// would take "toString" for a type).
export const isSearchType = (v: unknown): v is SearchType =>
  typeof v === 'string' && (SEARCH_TYPE_KEYS as readonly string[]).includes(v);
