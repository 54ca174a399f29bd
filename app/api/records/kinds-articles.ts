// The definitions of columns and releases (with a guide's sections): each field once, with
// what it means (docs/api.md "Entities" and content/README.md's field lists are generated
// from these comments by `npm run docs:records`).

import type { Agreement } from '../../domain/agreements.ts';
import type { Convention } from '../../domain/apostille.ts';
import type { ColumnClass } from '../../domain/column-class-labels.ts';
import type { GuideBasis, GuideLink, GuideMaterial, GuideSource } from '../guide-types.ts';
import type { Attachment } from '../types.ts';
import type { JourneyRecord } from './journey-record.ts';
import { code, count, flag, html, id, int, json, name, oneOf, opt, ref, text, time } from './field.ts';

/** The longest title and summary a record may have (characters): a title goes into `<title>`, lists and feeds whole. */
export const TITLE_MAX = 80;
export const SUMMARY_MAX = 200;

export const COLUMN_TYPES = ['list', 'page', 'link'] as const;

export const columnFields = {
  /** The column's id. */
  id: id(),
  /** Its parent column; "0": top level. */
  columnPid: ref('columns', true),
  /** Its code, unique: the navigation maps codes to routes (YW, ZX, WM, the services' codes…). */
  columnCode: code(),
  /** Its name in menus and headings. */
  columnName: name(),
  /** `list` (articles), `page` (one article) or `link` (leads to `linkUrl`). */
  columnType: oneOf(COLUMN_TYPES, { unknownAs: 'list' }),
  /** Where a link column leads (required for `link`). */
  linkUrl: text(),
  /** Its place among its siblings. */
  orderNum: int(),
  /** A sentence on what it holds: the column page's description. */
  description: text(),
  /**
   * Its class for the national inspection (news, notice, policy, disclosure, other, page, guide,
   * link): how long it may go without a new item; absent or null: from its code, type and name.
   */
  columnClass: text<ColumnClass, 'none'>({ check: 'columnClass', wire: 'none' }),
};

/** A guide's sections (docs/api.md "Guide sections"): only a guide or the journey page carries them. */
const guideSections = {
  /** 适用范围: who and what the service is for. */
  scope: text({ check: 'guide', guide: true, wire: 'none' }),
  /** 办理机构: the department or centre that handles the matter. */
  agency: text({ check: 'guide', guide: true, wire: 'none' }),
  /** 设定依据: `{name, number}[]`, each law or rule and its number (文号). */
  basis: json<GuideBasis[]>('guide', { guide: true }),
  /** 申请条件: string[]. */
  conditions: json<string[]>('guide', { guide: true }),
  /** 申请材料: `{name, original, copies, note, formUrl}[]` (原件 | 复印件 | 原件及复印件). */
  materials: json<GuideMaterial[]>('guide', { guide: true }),
  /** 办理流程: string[]. */
  steps: json<string[]>('guide', { guide: true }),
  /** 办理时限: `{promised, statutory}`. */
  timeLimit: json<{ promised: string; statutory: string }>('guide', { guide: true }),
  /** 收费标准: `{text, basis}`. */
  fees: json<{ text: string; basis: string }>('guide', { guide: true }),
  /** 办理地点与时间. */
  place: text({ check: 'guide', guide: true, wire: 'none' }),
  /** 到现场次数: a whole number. */
  visits: opt(int({ check: 'guide', guide: true, wire: 'none' })),
  /** 咨询电话. */
  hotline: text({ check: 'guide', guide: true, wire: 'none' }),
  /** 监督投诉电话. */
  complaintPhone: text({ check: 'guide', guide: true, wire: 'none' }),
  /** 在线办理: an absolute http(s) URL. */
  onlineUrl: text({ check: 'guide', guide: true, wire: 'none' }),
  /** 核验与查询: `{name, url}[]`, optional. */
  verifyLinks: json<GuideLink[]>('guide', { guide: true }),
  /** 信息来源: `{title, issuer, number, date, url, sections, checked}[]`, what backs each section. */
  sources: json<GuideSource[]>('guide', { guide: true }),
  /** The export journey's `{steps, sidePaths}` (the journey page's release only). */
  journey: json<JourneyRecord>('guide', { guide: true }),
  /** The preferential trade agreements in force (the FTA guide only; app/domain/agreements.ts). */
  agreements: json<Agreement[]>('guide', { guide: true }),
  /**
   * The Apostille Convention's states as checked, `{inForce, states, sources}` (the apostille
   * guide only; app/domain/apostille.ts): the guide's party list and the search's answer for a
   * destination.
   */
  convention: json<Convention>('guide', { guide: true }),
};

export const releaseFields = {
  /** The article's id. */
  id: id(),
  /** The column it is published in. */
  columnId: ref('columns'),
  /** Its title. */
  title: name({ maxLength: TITLE_MAX }),
  /** A subtitle. */
  subTitle: text(),
  /** One or two sentences for lists and search. */
  summary: text({ maxLength: SUMMARY_MAX }),
  /** The body: the editor's HTML, sanitised by the worker on the way out. */
  content: opt(html({ fallback: '', wire: 'detail' })),
  /** A picture for lists and sharing. */
  coverImage: text(),
  /** 来源: who issued it. */
  source: text(),
  /** 作者. */
  author: text(),
  /** When it was published, `yyyy-MM-dd HH:mm:ss` (Beijing). */
  releaseTime: time(),
  /** 阅读量. */
  readCount: opt(count({ fallback: 0 })),
  /** "1": pinned at the top of its column. */
  isTop: opt(flag({ fallback: 0 })),
  /** An external article: the item opens there. */
  linkUrl: text(),
  /** Tag names (the API sends `{id, tagName}[]`); tags belong to the release's column. */
  tags: json<string[]>('tags', { stored: false }),
  /** `{name, url}[]`: files to download. */
  attachments: json<Attachment[]>('attachments', { fallback: '[]' }),
  /** A notice's end, `yyyy-MM-dd HH:mm:ss` or null: past it the page says it has ended, search ranks it last. */
  validUntil: opt(time()),
  ...guideSections,
};
