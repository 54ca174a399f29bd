// The tolerant decoder's generic part: a record's fields as its definition says the API sends
// them (docs/api.md "Common rules"), whatever type the upstream used. Structures (`json`
// fields) and what the API derives (a column's code, an activity's status) are each entity's own.

import { flag, id, num, obj, oneOf, optStr, str } from '../decode.ts';
import type { DetailShape, FieldDef, Fields, WireShape } from './field.ts';

type Json = Record<string, unknown>;

function decodeField(def: FieldDef, value: unknown): unknown {
  switch (def.format) {
    case 'id':
    case 'ref':
      return id(value) ?? '0';
    case 'int':
    case 'count':
      return num(value);
    case 'flag':
      return flag(value);
    case 'enum':
      return oneOf(value, def.values ?? [], def.unknownAs ?? def.values?.[0] ?? '');
    case 'date':
      // A CMS may send a date as a time: the day is what the field means.
      return def.required ? str(value).slice(0, 10) : optStr(value)?.slice(0, 10) || null;
    case 'clock': {
      // `HH:mm`, whatever the CMS added (seconds) or sent instead (nothing usable: none).
      const hm = /^([01]\d|2[0-3]):[0-5]\d/.exec(str(value))?.[0];
      return hm ?? (def.required ? '' : null);
    }
    case 'text':
    case 'time':
      return def.required ? str(value) : optStr(value);
    default:
      return str(value);
  }
}

/** The fields of `fields` whose wire is `wire`, read from `o`. */
function decodeWire(fields: Fields, o: Json, wire: 'always' | 'detail'): Json {
  const out: Json = {};
  for (const [key, def] of Object.entries(fields)) {
    if (def.wire === wire) out[key] = decodeField(def, o[key]);
  }
  return out;
}

/** A record's fields every answer carries, or null when it has no usable id (the row is dropped). */
export function decodeRecord<F extends Fields>(fields: F, raw: unknown): WireShape<F> | null {
  const o = obj(raw);
  return o && id(o.id) ? (decodeWire(fields, o, 'always') as WireShape<F>) : null;
}

/** The fields only a detail answer carries. */
export const decodeDetail = <F extends Fields>(fields: F, o: Json): DetailShape<F> =>
  decodeWire(fields, o, 'detail') as DetailShape<F>;
