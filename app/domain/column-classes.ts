// How often each column must change, as the national government-website inspection classes
// columns: news-type columns (要闻, 动态) within 14 days, notices and policy documents within
// six months, pages and guides not dated. Also the Chinese category (`ColumnType` meta) the
// inspectors' crawlers read. A column keeps its class (`columnClass`, docs/api.md); one that
// states none is classed here from its code, type and name. The page metas, the content audit
// and the daily job all ask columnClass().

import { type ColumnClass, COLUMN_TYPE_LABELS, isColumnClass } from './column-class-labels.ts';
import { COLUMN_CODES } from './column-codes.ts';
import { SERVICES } from './services.ts';

export { type ColumnClass, isColumnClass };

export interface ClassRule {
  /** The category the gov.cn `ColumnType` meta names. */
  label: string;
  /** Days without a new item after which the column is stale; null: not dated. */
  limitDays: number | null;
}

/**
 * The inspection's limits: 动态、要闻 two weeks; 通知公告、政策文件 (and the disclosure column,
 * which holds notices) six months; other list columns count toward "columns that should
 * update and don't" after a year. Pages and guides carry no date limit.
 */
export const CLASS_RULES: Readonly<Record<ColumnClass, ClassRule>> = {
  news: { label: COLUMN_TYPE_LABELS.news, limitDays: 14 },
  notice: { label: COLUMN_TYPE_LABELS.notice, limitDays: 183 },
  policy: { label: COLUMN_TYPE_LABELS.policy, limitDays: 183 },
  disclosure: { label: COLUMN_TYPE_LABELS.disclosure, limitDays: 183 },
  other: { label: COLUMN_TYPE_LABELS.other, limitDays: 365 },
  page: { label: COLUMN_TYPE_LABELS.page, limitDays: null },
  guide: { label: COLUMN_TYPE_LABELS.guide, limitDays: null },
  link: { label: COLUMN_TYPE_LABELS.link, limitDays: null },
};

/** Every class, as the import format and the database spell them. */
export const COLUMN_CLASSES = Object.keys(CLASS_RULES) as readonly ColumnClass[];

/** Known columns' default class, by code (their names do not always say it: 信息公开 holds notices). */
const BY_CODE: Readonly<Record<string, ColumnClass>> = {
  [COLUMN_CODES.importantNews]: 'news',
  'YW-TZGG': 'notice',
  [COLUMN_CODES.information]: 'news',
  'ZX-JMZX': 'news',
  'ZX-ZCFG': 'policy',
  [COLUMN_CODES.ftaNews]: 'news',
  [COLUMN_CODES.activityReports]: 'news',
  [COLUMN_CODES.chamberNews]: 'news',
  [COLUMN_CODES.taskForceNews]: 'news',
  [COLUMN_CODES.aboutDisclosure]: 'disclosure',
  [COLUMN_CODES.exhibitions]: 'other',
};

const GUIDE_CODES = new Set<string>([
  ...SERVICES.map((s) => s.columnCode),
  COLUMN_CODES.services,
  COLUMN_CODES.certification,
  COLUMN_CODES.exportJourney,
  COLUMN_CODES.certificationFaq,
  COLUMN_CODES.certificationResources,
  COLUMN_CODES.legalService,
]);

export interface ColumnClassInput {
  columnCode: string;
  columnType: string;
  columnName: string;
  /** The class the column keeps; absent or null: defaulted (defaultColumnClass). */
  columnClass?: string | null;
}

/** A column's class: the one it keeps, else the default. */
export function columnClass(column: ColumnClassInput): ColumnClass {
  return isColumnClass(column.columnClass) ? column.columnClass : defaultColumnClass(column);
}

/** The class a column without one gets: by its code where the code is known, else by its type and name. */
export function defaultColumnClass(column: ColumnClassInput): ColumnClass {
  const known = BY_CODE[column.columnCode];
  if (known) return known;
  if (column.columnType === 'link') return 'link';
  if (GUIDE_CODES.has(column.columnCode)) return 'guide';
  if (column.columnType === 'page') return 'page';
  const name = column.columnName;
  if (/通知|公告/.test(name)) return 'notice';
  if (/政策|法规|文件/.test(name)) return 'policy';
  if (/要闻|动态|资讯|报道|新闻/.test(name)) return 'news';
  return 'other';
}
