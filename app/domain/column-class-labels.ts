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

export const isColumnClass = (value: unknown): value is ColumnClass =>
  typeof value === 'string' && Object.hasOwn(COLUMN_TYPE_LABELS, value);
