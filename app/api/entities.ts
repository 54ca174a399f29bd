// Per-entity readers for the tolerant decoder: a row without a usable id is dropped.

import { arr, flag, id, num, obj, optStr, str } from './decode.ts';
import type { Agreement } from '../domain/agreements.ts';
import { guideSections, journey } from './guide.ts';
import type {
  Activity,
  ActivityDetail,
  AdPosition,
  Advertising,
  AuthQu,
  AuthQuType,
  Catalogue,
  Column,
  Exhibition,
  ExhibitionTheme,
  HotWord,
  Neighbour,
  Release,
  ReleaseDetail,
  Tag,
} from './types.ts';
import { CERTIFICATION_CODES } from '../domain/services.ts';
import { isColumnClass } from '../domain/column-classes.ts';
import type { EntityName } from './calls.ts';
import { decodeSearch } from './search.ts';

const COLUMN_TYPES = ['list', 'page', 'link'] as const;
const POSITIONS: AdPosition[] = ['home-banner', 'home-middle', 'sidebar', 'mobile-banner'];

function oneOf<T extends string>(v: unknown, allowed: readonly T[], fallback: T): T {
  const s = str(v) as T;
  return allowed.includes(s) ? s : fallback;
}

export function column(raw: unknown): Column | null {
  const o = obj(raw);
  const cid = o && id(o.id);
  if (!o || !cid) return null;
  return {
    id: cid,
    columnPid: id(o.columnPid) ?? '0',
    columnCode: str(o.columnCode),
    columnName: str(o.columnName),
    columnType: oneOf(o.columnType, COLUMN_TYPES, 'list'),
    linkUrl: optStr(o.linkUrl),
    orderNum: num(o.orderNum),
    description: optStr(o.description),
    // An upstream without classes, or with one this site does not know: the default applies.
    ...(isColumnClass(o.columnClass) ? { columnClass: o.columnClass } : {}),
  };
}

export function release(raw: unknown): Release | null {
  const o = obj(raw);
  const rid = o && id(o.id);
  if (!o || !rid) return null;
  return {
    id: rid,
    columnId: id(o.columnId) ?? '0',
    columnCode: str(o.columnCode),
    title: str(o.title),
    subTitle: optStr(o.subTitle),
    summary: optStr(o.summary),
    coverImage: optStr(o.coverImage),
    source: optStr(o.source),
    author: optStr(o.author),
    releaseTime: str(o.releaseTime),
    readCount: num(o.readCount),
    isTop: flag(o.isTop),
    linkUrl: optStr(o.linkUrl),
    tags: arr(o.tags).flatMap((t) => {
      const to = obj(t);
      const tid = to && id(to.id);
      return to && tid ? [{ id: tid, tagName: str(to.tagName) }] : [];
    }),
    attachments: arr(o.attachments).flatMap((a) => {
      const ao = obj(a);
      return ao && str(ao.url) ? [{ name: str(ao.name) || str(ao.url), url: str(ao.url) }] : [];
    }),
    validUntil: optStr(o.validUntil) ?? null,
  };
}

function neighbour(raw: unknown): Neighbour | null {
  const o = obj(raw);
  const nid = o && id(o.id);
  return o && nid ? { id: nid, title: str(o.title) } : null;
}

export function releaseDetail(raw: unknown): ReleaseDetail | null {
  const base = release(raw);
  const o = obj(raw);
  if (!base || !o) return null;
  return {
    ...base,
    content: str(o.content),
    prev: neighbour(o.prev),
    next: neighbour(o.next),
    updateTime: optStr(o.updateTime),
    // Flat as docs/api.md sends them, or already nested (the worker's normalised answer).
    guide: guideSections(obj(o.guide) ?? o),
    journey: journey(o.journey),
    // The import validated each agreement; only the list's shape is checked here (the entry's budget).
    agreements: arr(o.agreements) as Agreement[],
  };
}

export function activity(raw: unknown): Activity | null {
  const o = obj(raw);
  const aid = o && id(o.id);
  if (!o || !aid) return null;
  return {
    id: aid,
    columnId: id(o.columnId) ?? '0',
    columnCode: str(o.columnCode),
    title: str(o.title),
    summary: optStr(o.summary),
    coverImage: optStr(o.coverImage),
    address: optStr(o.address),
    organizer: optStr(o.organizer),
    startTime: str(o.startTime),
    endTime: str(o.endTime),
    status: oneOf(o.status, ['0', '1', '2'] as const, '0'),
    signUpUrl: optStr(o.signUpUrl),
  };
}

export function activityDetail(raw: unknown): ActivityDetail | null {
  const base = activity(raw);
  const o = obj(raw);
  return base && o ? { ...base, content: str(o.content) } : null;
}

export function exhibitionTheme(raw: unknown): ExhibitionTheme | null {
  const o = obj(raw);
  const tid = o && id(o.id);
  return o && tid ? { id: tid, themeName: str(o.themeName), orderNum: num(o.orderNum) } : null;
}

export function exhibition(raw: unknown): Exhibition | null {
  const o = obj(raw);
  const eid = o && id(o.id);
  if (!o || !eid) return null;
  return {
    id: eid,
    themeId: id(o.themeId) ?? '0',
    exhibitionName: str(o.exhibitionName),
    country: str(o.country),
    city: optStr(o.city),
    venue: optStr(o.venue),
    industry: optStr(o.industry),
    organizer: optStr(o.organizer),
    contact: optStr(o.contact),
    phone: optStr(o.phone),
    startDate: str(o.startDate).slice(0, 10),
    endDate: str(o.endDate).slice(0, 10),
    registrationDeadline: optStr(o.registrationDeadline)?.slice(0, 10) || null,
    coverImage: optStr(o.coverImage),
    summary: optStr(o.summary),
    content: optStr(o.content),
    linkUrl: optStr(o.linkUrl),
  };
}

export function advertising(raw: unknown): Advertising | null {
  const o = obj(raw);
  const aid = o && id(o.id);
  if (!o || !aid || !str(o.imageUrl)) return null;
  return {
    id: aid,
    title: str(o.title),
    subTitle: optStr(o.subTitle),
    imageUrl: str(o.imageUrl),
    linkUrl: optStr(o.linkUrl),
    position: oneOf(o.position, POSITIONS, 'sidebar'),
    orderNum: num(o.orderNum),
    startTime: optStr(o.startTime),
    endTime: optStr(o.endTime),
  };
}

export function hotWord(raw: unknown): HotWord | null {
  const o = obj(raw);
  const hid = o && id(o.id);
  return o && hid && str(o.word)
    ? { id: hid, columnId: id(o.columnId) ?? '0', word: str(o.word), orderNum: num(o.orderNum) }
    : null;
}

export function tag(raw: unknown): Tag | null {
  const o = obj(raw);
  const tid = o && id(o.id);
  return o && tid ? { id: tid, columnId: id(o.columnId) ?? '0', tagName: str(o.tagName) } : null;
}

export function authQuType(raw: unknown): AuthQuType | null {
  const o = obj(raw);
  const tid = o && id(o.id);
  return o && tid
    ? {
        id: tid,
        typeName: str(o.typeName),
        serviceCode: oneOf(o.serviceCode, CERTIFICATION_CODES, 'origin'),
        orderNum: num(o.orderNum),
      }
    : null;
}

export function authQu(raw: unknown): AuthQu | null {
  const o = obj(raw);
  const qid = o && id(o.id);
  return o && qid
    ? {
        id: qid,
        typeId: id(o.typeId) ?? '0',
        question: str(o.question),
        answer: str(o.answer),
        orderNum: num(o.orderNum),
      }
    : null;
}

export function catalogue(raw: unknown): Catalogue | null {
  const o = obj(raw);
  const cid = o && id(o.id);
  if (!o || !cid) return null;
  return {
    id: cid,
    parentId: id(o.parentId) ?? '0',
    catalogueName: str(o.catalogueName),
    catalogueCode: str(o.catalogueCode),
    summary: optStr(o.summary),
    icon: optStr(o.icon),
    linkUrl: optStr(o.linkUrl),
    fileUrl: optStr(o.fileUrl),
    orderNum: num(o.orderNum),
  };
}

/** Every decoder by the name the call table gives it. */
export const DECODERS = {
  column,
  release,
  releaseDetail,
  activity,
  activityDetail,
  exhibitionTheme,
  exhibition,
  advertising,
  hotWord,
  tag,
  authQuType,
  authQu,
  catalogue,
  searchResult: decodeSearch,
} satisfies Record<EntityName, (raw: unknown) => unknown>;
