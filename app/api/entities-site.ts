// Decoders of the tolerant decoder for the site's frame: columns, adverts, hot words, tags, the
// catalogue and the certification FAQ, from their definitions; a row without a usable id is dropped.

import { columnClass } from '../domain/column-classes.ts';
import { id, obj, optStr, str } from './decode.ts';
import { decodeRecord } from './records/decode-record.ts';
import { RECORD_KINDS } from './records/record-kinds.ts';
import type { Fact } from '../domain/fact-refs.ts';
import type { Advertising, AuthQu, AuthQuType, Catalogue, Column, HotWord, Tag } from './types.ts';

const { columns, advertising: adverts, hotWords, authQuTypes, authQus, catalogue: entries, facts } = RECORD_KINDS;

export function column(raw: unknown): Column | null {
  const decoded = decodeRecord(columns.fields, raw);
  if (!decoded) return null;
  // The class it keeps, else (none stated, or one this site does not know) the default from its
  // code: decoded once here, so a page writes its ColumnType meta without the default's rules.
  return { ...decoded, columnClass: columnClass({ ...decoded, columnClass: optStr(obj(raw)?.columnClass) }) };
}

/** An advert without a picture shows nothing: it is dropped. */
export function advertising(raw: unknown): Advertising | null {
  const decoded = decodeRecord(adverts.fields, raw);
  return decoded?.imageUrl ? decoded : null;
}

/** A hot word without its word is dropped. */
export function hotWord(raw: unknown): HotWord | null {
  const decoded = decodeRecord(hotWords.fields, raw);
  return decoded?.word ? decoded : null;
}

export function tag(raw: unknown): Tag | null {
  const o = obj(raw);
  const tid = o && id(o.id);
  return o && tid ? { id: tid, columnId: id(o.columnId) ?? '0', tagName: str(o.tagName) } : null;
}

export const authQuType = (raw: unknown): AuthQuType | null => decodeRecord(authQuTypes.fields, raw);

export const authQu = (raw: unknown): AuthQu | null => decodeRecord(authQus.fields, raw);

export const catalogue = (raw: unknown): Catalogue | null => decodeRecord(entries.fields, raw);

/** A fact without a name or a value is dropped; `external` travels as "0"/"1" and is read as a boolean. */
export function fact(raw: unknown): Fact | null {
  const d = decodeRecord(facts.fields, raw);
  if (!d?.name || !d.value) return null;
  return {
    name: d.name,
    kind: d.kind,
    value: d.value,
    label: d.label,
    owner: d.owner,
    note: d.note || null,
    external: d.external === '1',
  };
}
