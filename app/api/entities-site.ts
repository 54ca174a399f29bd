// Decoders of the tolerant decoder for the site's frame: columns, adverts, hot words, tags, the
// catalogue and the certification FAQ; a row without a usable id is dropped.

import { columnClass } from '../domain/column-classes.ts';
import { CERTIFICATION_CODES } from '../domain/services.ts';
import { id, num, obj, optStr, oneOf, str } from './decode.ts';
import type { AdPosition, Advertising, AuthQu, AuthQuType, Catalogue, Column, HotWord, Tag } from './types.ts';

const COLUMN_TYPES = ['list', 'page', 'link'] as const;
const POSITIONS: AdPosition[] = ['home-banner', 'home-middle', 'sidebar', 'mobile-banner'];

export function column(raw: unknown): Column | null {
  const o = obj(raw);
  const cid = o && id(o.id);
  if (!o || !cid) return null;
  const decoded = {
    id: cid,
    columnPid: id(o.columnPid) ?? '0',
    columnCode: str(o.columnCode),
    columnName: str(o.columnName),
    columnType: oneOf(o.columnType, COLUMN_TYPES, 'list'),
    linkUrl: optStr(o.linkUrl),
    orderNum: num(o.orderNum),
    description: optStr(o.description),
  };
  // The class it keeps, else (none stated, or one this site does not know) the default from its
  // code: decoded once here, so a page writes its ColumnType meta without the default's rules.
  return { ...decoded, columnClass: columnClass({ ...decoded, columnClass: optStr(o.columnClass) }) };
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
