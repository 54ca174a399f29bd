// What the content refers to must exist (issue 35: an article sent readers to a column that
// was not there): columns and pages named in quotes (“协定资讯”栏目, 本网站“信息公开”), the
// council's own documents named in 《》, and the links inside texts; and facts about the
// council told once: one name per office, the count of service points on the organisation
// page only. Pure TS: the worker tests run it on the seed, the audit can run it on an import.

import type { ContentDocument } from './schema.ts';

export interface Reference {
  where: string;
  /** What the text names: a column or page, a document title, a link. */
  ref: string;
}

/** Every text a visitor reads, with where it is. */
export function texts(doc: ContentDocument): Array<{ where: string; text: string }> {
  const out: Array<{ where: string; text: string }> = [];
  for (const r of doc.releases ?? [])
    out.push({ where: `releases#${r.id}`, text: `${r.summary ?? ''}\n${r.content ?? ''}` });
  for (const a of doc.activities ?? [])
    out.push({ where: `activities#${a.id}`, text: `${a.summary ?? ''}\n${a.content ?? ''}` });
  for (const e of doc.exhibitions ?? [])
    out.push({ where: `exhibitions#${e.id}`, text: `${e.summary ?? ''}\n${e.content ?? ''}` });
  for (const q of doc.authQus ?? []) out.push({ where: `authQus#${q.id}`, text: q.answer ?? '' });
  for (const c of doc.catalogue ?? []) out.push({ where: `catalogue#${c.id}`, text: c.summary ?? '' });
  return out;
}

const QUOTED_COLUMN = /“([^“”]{2,16})”(?:栏目|专栏|页面|频道)/g;
const OTHER_SYSTEM = /企业端|系统|平台|APP|小程序/;
const SITE_PLACE = /(?:本网站|门户网站|本会网站|本栏目下的)“([^“”]{2,16})”/g;
const UNQUOTED_COLUMN = /(?:查看|关注|进入)(?:本网站|网站)?([\u4e00-\u9fa5]{2,8})栏目/g;
/**
 * The council's own documents: 《<its short or full name>…公示》 and the like must be published
 * here. The names are the configured council's (its identity, sites/<SITE>/site.json).
 */
function ownDocument(names: readonly string[]): RegExp {
  const alternatives = names.filter(Boolean).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`《((?:${alternatives.join('|')})[^》]{2,40}(?:公示|指南|目录|报告|制度|清单))》`, 'g');
}
const LINK = /href="(\/[^"#?]*)(?:[?#][^"]*)?"/g;

/**
 * References that lead nowhere. `routeExists` says whether a path (desktop form) is one of
 * the site's pages; `fileExists` whether a /files/ path is on the site; `councilNames` are the
 * council's names (short first) that open the titles of its own documents.
 */
export function danglingReferences(
  doc: ContentDocument,
  routeExists: (path: string) => boolean,
  fileExists: (path: string) => boolean,
  councilNames: readonly string[],
): Reference[] {
  const OWN_DOCUMENT = ownDocument(councilNames);
  const columns = new Set((doc.columns ?? []).map((c) => c.columnName));
  const columnIds = new Set((doc.columns ?? []).map((c) => c.id));
  const titles = new Set((doc.releases ?? []).map((r) => r.title));
  const releaseIds = new Set((doc.releases ?? []).map((r) => r.id));
  const out: Reference[] = [];
  for (const { where, text } of texts(doc)) {
    const plain = text.replace(/<[^>]+>/g, '');
    for (const m of plain.matchAll(QUOTED_COLUMN)) {
      // A section of another body's system (登录企业端，在“企业信息”栏目…) is not one of ours.
      if (OTHER_SYSTEM.test(plain.slice(Math.max(0, m.index - 20), m.index))) continue;
      if (!columns.has(m[1]!)) out.push({ where, ref: `“${m[1]}”栏目` });
    }
    for (const m of plain.matchAll(SITE_PLACE))
      if (!columns.has(m[1]!) && !titles.has(m[1]!)) out.push({ where, ref: `本网站“${m[1]}”` });
    for (const m of plain.matchAll(UNQUOTED_COLUMN)) if (!columns.has(m[1]!)) out.push({ where, ref: `${m[1]}栏目` });
    for (const m of plain.matchAll(OWN_DOCUMENT)) if (!titles.has(m[1]!)) out.push({ where, ref: `《${m[1]}》` });
    for (const m of text.matchAll(LINK)) {
      const path = m[1]!.replace(/^\/m(?=\/|$)/, '') || '/';
      const detail = /^\/detail\/(\w+)$/.exec(path);
      const column = /^\/column\/(\w+)$/.exec(path);
      const ok = detail
        ? releaseIds.has(detail[1]!)
        : column
          ? columnIds.has(column[1]!)
          : path.startsWith('/files/')
            ? fileExists(path)
            : routeExists(path);
      if (!ok) out.push({ where, ref: m[1]! });
    }
  }
  return out;
}

/** Office names the organisation chart no longer uses, and the name it uses. */
export const RETIRED_OFFICE_NAMES: Readonly<Record<string, string>> = { 商事认证处: '商事认证中心' };

/** Texts (and sources) calling an office by a name the organisation chart does not use. */
export function retiredOfficeNames(doc: ContentDocument): Reference[] {
  const out: Reference[] = [];
  const all = [
    ...texts(doc),
    ...(doc.releases ?? []).map((r) => ({ where: `releases#${r.id}.source`, text: `${r.source ?? ''} ${r.title}` })),
  ];
  for (const { where, text } of all)
    for (const old of Object.keys(RETIRED_OFFICE_NAMES)) if (text.includes(old)) out.push({ where, ref: old });
  return out;
}

/** The organisation page (组织机构): where the council's units and service points are stated. */
export const ORGANISATION_PAGE_ID = '3019';
const POINT_COUNT = /(?:设有|设立了?|现有|共有|建成|和)(\d+|[两二三四五六七八九十])个(?:商事认证|签证)服务点/g;

/**
 * Statements of how many service points the council has: only the organisation page may
 * make one (others refer to it), and its count must be the number of points it lists.
 */
export function servicePointStatements(doc: ContentDocument): {
  elsewhere: Reference[];
  stated?: number;
  listed: number;
} {
  const elsewhere: Reference[] = [];
  let stated: number | undefined;
  let listed = 0;
  const DIGITS: Record<string, number> = { 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
  for (const { where, text } of texts(doc)) {
    const plain = text.replace(/<[^>]+>/g, '');
    const counts = [...plain.matchAll(POINT_COUNT)].map((m) => DIGITS[m[1]!] ?? Number(m[1]));
    if (where === `releases#${ORGANISATION_PAGE_ID}`) {
      stated = counts[0];
      listed = new Set(plain.match(/[\u4e00-\u9fa5]{2,6}商事认证服务点(?=：)/g) ?? []).size;
    } else {
      for (const n of counts) elsewhere.push({ where, ref: `${n}个服务点` });
    }
  }
  return { elsewhere, stated, listed };
}
