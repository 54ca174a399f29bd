// The site search index as rows: one document per searchable thing (release, guide or
// page column, FAQ, activity, exhibition, form) with its original text, and its tokens.
// Built in the import (content/sql.ts) so the index is never stale. Pure TS.

import { columnHref } from '../app/domain/column-pages.ts';
import { COLUMN_CODES } from '../app/domain/column-codes.ts';
import { SERVICES, serviceByCode, serviceByColumnCode } from '../app/domain/services.ts';
import type { ContentDocument, SynonymRecord } from './schema.ts';
import { indexedFactText } from './search-facts.ts';
import { buildDictionary, type Dictionary } from './segment.ts';

import { SEARCH_TYPE_KEYS, type SearchType } from '../app/domain/search-types.ts';

export type { SearchType };
export const SEARCH_TYPES: readonly SearchType[] = SEARCH_TYPE_KEYS;

export interface SearchDoc {
  type: SearchType;
  refId: string;
  title: string;
  /** Plain text, what snippets are cut from. */
  body: string;
  /** The desktop path that shows it. */
  url: string;
  /** `yyyy-MM-dd`, or '' */
  date: string;
  serviceCode: string | null;
  /** A list column's release: the part of the index that grows with the archive (search-layout.ts). */
  news: boolean;
  /**
   * A news item's tags: the editor's topics (RCEP, 关税减让), indexed with the title and shown
   * nowhere, so a topic's search finds what is about it even where the title does not say it.
   */
  topics?: string[];
}

/** The dictionary of domain terms: the synonyms' words and variants, the services' names. */
export function searchDictionary(synonyms: readonly Pick<SynonymRecord, 'word' | 'variants'>[]): Dictionary {
  return buildDictionary([...synonyms.flatMap((s) => [s.word, ...s.variants]), ...SERVICES.map((s) => s.name)]);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** HTML as the plain text a visitor reads: tags dropped (blocks become spaces), entities decoded. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const n = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
        return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : m;
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const join = (...parts: unknown[]) =>
  parts
    .filter((p) => typeof p === 'string' || typeof p === 'number')
    .map(String)
    .filter((p) => p.trim() !== '')
    .join(' ');

/**
 * A guide's searchable text: summary and body, then its structured sections when the
 * release carries them (docs/api.md "Guide sections"); upstream guides without them still work.
 */
export function guideText(release: Record<string, unknown>): string {
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
  const obj = (v: unknown): Record<string, unknown> =>
    typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  return join(
    release.summary,
    plainText(release.content as string),
    release.scope,
    release.agency,
    ...list(release.basis).map((b) => join(obj(b).name, obj(b).number)),
    ...list(release.conditions),
    // The FTA guide's agreements: a partner's name (泰国) finds the guide that covers it.
    ...list(release.agreements).map((a) =>
      join(obj(a).name, obj(a).short, ...list(obj(a).partners), ...list(obj(a).aliases), obj(a).certificate),
    ),
    ...list(release.materials).map((m) => join(obj(m).name, obj(m).note)),
    ...list(release.steps),
    obj(release.timeLimit).promised,
    obj(release.timeLimit).statutory,
    obj(release.fees).text,
    obj(release.fees).basis,
    release.place,
    release.hotline,
    release.complaintPhone,
    // The cases people bring (更改、重发; 跨境电商小包): their words find the guide.
    ...list(release.cases).map((c) => join(obj(c).name, obj(c).when, ...list(obj(c).how))),
  );
}

const day = (time: string | null | undefined) => (time ?? '').slice(0, 10);

/**
 * The hit type of a page column's article. 服务指南 (`guide`) are the eight services' guides
 * (app/domain/services.ts) and the export journey that ties them together; nothing else is.
 * The other page columns (关于我们, 机构简介, 组织机构, 商会服务, 服务外资企业工作专班, the
 * overviews of 商事认证, 展览服务, 法律服务, 经贸交流…) are introductions, and docs/api.md's six
 * search types have none for them: they are `release`, the closest existing type, because
 * docs/api.md models a page column's article as a Release (it is one, shown on its column's page
 * rather than at /detail/{id}); their `url` stays that column's page.
 */
export function pageType(columnCode: string): SearchType {
  return serviceByColumnCode(columnCode) || columnCode === COLUMN_CODES.exportJourney ? 'guide' : 'release';
}

/** Every searchable document of an import document. */
export function searchDocs(doc: ContentDocument): SearchDoc[] {
  return [...eachSearchDoc(doc)];
}

/** The same, one at a time: a large import never holds them all. References to facts as search-facts.ts says. */
export function* eachSearchDoc(doc: ContentDocument): Generator<SearchDoc> {
  const indexed = indexedFactText(doc.facts);
  for (const d of rawSearchDocs(doc)) yield { ...d, title: indexed(d.title), body: indexed(d.body) };
}

function* rawSearchDocs(doc: ContentDocument): Generator<SearchDoc> {
  const columns = new Map((doc.columns ?? []).map((c) => [c.id, c]));
  for (const r of doc.releases ?? []) {
    const column = columns.get(r.columnId);
    if (column?.columnType === 'page') {
      const service = serviceByColumnCode(column.columnCode);
      yield {
        type: pageType(column.columnCode),
        refId: r.id,
        title: r.title,
        body: guideText(r as unknown as Record<string, unknown>),
        url: columnHref({ ...column, linkUrl: column.linkUrl ?? undefined } as Parameters<typeof columnHref>[0]).href,
        date: day(r.updateTime ?? r.releaseTime),
        serviceCode: service?.code ?? null,
        news: false,
      };
    } else {
      yield {
        type: 'release',
        refId: r.id,
        title: r.title,
        body: join(r.subTitle, r.summary, plainText(r.content)),
        url: r.linkUrl || `/detail/${r.id}`,
        date: day(r.releaseTime),
        topics: r.tags ?? [],
        serviceCode: null,
        news: true,
      };
    }
  }
  const types = new Map((doc.authQuTypes ?? []).map((t) => [t.id, t]));
  for (const q of doc.authQus ?? []) {
    const type = types.get(q.typeId);
    const code = type?.serviceCode ?? null;
    const query = new URLSearchParams({ ...(code ? { service: code } : {}), q: q.question });
    yield {
      type: 'faq',
      refId: q.id,
      title: q.question,
      body: join(type?.typeName, plainText(q.answer)),
      // The problem page filtered to this question opens its answers; the anchor scrolls to it.
      url: `/service/commercial/components/problem?${query}#faq-${q.id}`,
      date: day(q.updateTime),
      serviceCode: code,
      news: false,
    };
  }
  for (const a of doc.activities ?? []) {
    yield {
      type: 'activity',
      refId: a.id,
      title: a.title,
      body: join(a.summary, a.address, a.organizer, plainText(a.content)),
      url: `/detail/${a.id}?type=activity`,
      date: day(a.startTime),
      serviceCode: null,
      news: false,
    };
  }
  const themes = new Map((doc.exhibitionThemes ?? []).map((t) => [t.id, t.themeName]));
  for (const e of doc.exhibitions ?? []) {
    yield {
      type: 'exhibition',
      refId: e.id,
      title: e.exhibitionName,
      body: join(
        e.country,
        e.city,
        e.venue,
        e.industry,
        themes.get(e.themeId),
        e.organizer,
        e.summary,
        plainText(e.content),
      ),
      // The fair's own view on the fairs page, its arrangements open (decision 0043).
      url: `/service/exhibition?fair=${e.id}`,
      date: e.startDate,
      serviceCode: null,
      news: false,
    };
  }
  for (const c of doc.catalogue ?? []) {
    if (!c.fileUrl) continue; // the forms; the other entries are the services, found by their guides
    const code = c.catalogueCode.replace(/^form-/, '').split('-')[0];
    yield {
      type: 'form',
      refId: c.id,
      title: c.catalogueName,
      body: join(c.summary),
      url: c.fileUrl,
      date: day(c.updateTime),
      serviceCode: serviceByCode(code)?.code ?? null,
      news: false,
    };
  }
}

/** The key a synonym's `target` names a search document by: `service:<code>` or `faq:<id>`. */
export function targetKey(d: Pick<SearchDoc, 'type' | 'refId' | 'serviceCode'>): string | null {
  if (d.type === 'faq') return `faq:${d.refId}`;
  return d.type === 'guide' && d.serviceCode ? `service:${d.serviceCode}` : null;
}

/**
 * The words each target is also found by: its synonyms' words (issue 22: 加签 finds the
 * consular guide, 退证 the FAQ on returned certificates, though neither text says so).
 */
export function targetWords(synonyms: readonly SynonymRecord[]): Map<string, string[]> {
  const words = new Map<string, string[]>();
  for (const s of synonyms) {
    if (s.target) words.set(s.target, [...(words.get(s.target) ?? []), s.word, ...s.variants]);
  }
  return words;
}
