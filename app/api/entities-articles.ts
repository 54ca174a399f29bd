// Decoders of the tolerant decoder for articles: a release (a list item, or its detail with a
// guide's sections); a row without a usable id is dropped.

import type { Agreement } from '../domain/agreements.ts';
import type { Convention } from '../domain/apostille.ts';
import { arr, id, obj, str } from './decode.ts';
import { guideSections, journey } from './guide.ts';
import { decodeDetail, decodeRecord } from './records/decode-record.ts';
import { RECORD_KINDS } from './records/record-kinds.ts';
import type { Neighbour, Release, ReleaseDetail } from './types.ts';

const { fields } = RECORD_KINDS.releases;

export function release(raw: unknown): Release | null {
  const base = decodeRecord(fields, raw);
  const o = obj(raw);
  if (!base || !o) return null;
  return {
    ...base,
    columnCode: str(o.columnCode),
    tags: arr(o.tags).flatMap((t) => {
      const to = obj(t);
      const tid = to && id(to.id);
      return to && tid ? [{ id: tid, tagName: str(to.tagName) }] : [];
    }),
    attachments: arr(o.attachments).flatMap((a) => {
      const ao = obj(a);
      return ao && str(ao.url) ? [{ name: str(ao.name) || str(ao.url), url: str(ao.url) }] : [];
    }),
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
    ...decodeDetail(fields, o),
    prev: neighbour(o.prev),
    next: neighbour(o.next),
    // Flat as docs/api.md sends them, or already nested (the worker's normalised answer).
    guide: guideSections(obj(o.guide) ?? o),
    journey: journey(o.journey),
    // The import validated each agreement; only the list's shape is checked here (the entry's budget).
    agreements: arr(o.agreements) as Agreement[],
    // Likewise the Convention (validated on import): its reader stays out of every page's script.
    convention: (obj(o.convention) as Convention | null) ?? null,
  };
}
