// Decoders of the tolerant decoder for articles: a release (a list item, or its detail with a
// guide's sections); a row without a usable id is dropped.

import type { Agreement } from '../domain/agreements.ts';
import { arr, flag, id, num, obj, optStr, str } from './decode.ts';
import { guideSections, journey } from './guide.ts';
import type { Neighbour, Release, ReleaseDetail } from './types.ts';

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
