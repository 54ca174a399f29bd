// The national inspection's column classes and the Chinese category each is named by in the
// gov.cn `ColumnType` meta: all a page needs to write the meta (a decoded column always carries
// its class). How a class is defaulted and how long it may go unchanged: column-classes.ts.

export type ColumnClass = 'news' | 'notice' | 'policy' | 'disclosure' | 'other' | 'page' | 'guide' | 'link';

export const COLUMN_TYPE_LABELS: Readonly<Record<ColumnClass, string>> = {
  news: '要闻动态',
  notice: '通知公告',
  policy: '政策文件',
  disclosure: '信息公开',
  other: '工作动态',
  page: '机构职能',
  guide: '办事服务',
  link: '链接',
};

const COLUMN_CLASSES: readonly string[] = Object.keys(COLUMN_TYPE_LABELS);

// A list lookup, not `Object.hasOwn` (Safari 15.4+, requirements §13.9) nor `in` (which
// would take "toString" for a class).
export const isColumnClass = (value: unknown): value is ColumnClass =>
  typeof value === 'string' && COLUMN_CLASSES.includes(value);
