// Decoders of the tolerant decoder for what has dates to attend: activities and trade fairs
// with their themes, from their definitions; a row without a usable id is dropped.

import { obj, oneOf, str } from './decode.ts';
import { decodeDetail, decodeRecord } from './records/decode-record.ts';
import { RECORD_KINDS } from './records/record-kinds.ts';
import type { Activity, ActivityDetail, Exhibition, ExhibitionTheme } from './types.ts';

const { activities, exhibitionThemes, exhibitions } = RECORD_KINDS;

export function activity(raw: unknown): Activity | null {
  const base = decodeRecord(activities.fields, raw);
  const o = obj(raw);
  if (!base || !o) return null;
  return { ...base, columnCode: str(o.columnCode), status: oneOf(o.status, ['0', '1', '2'] as const, '0') };
}

export function activityDetail(raw: unknown): ActivityDetail | null {
  const base = activity(raw);
  const o = obj(raw);
  return base && o ? { ...base, ...decodeDetail(activities.fields, o) } : null;
}

export const exhibitionTheme = (raw: unknown): ExhibitionTheme | null => decodeRecord(exhibitionThemes.fields, raw);

export const exhibition = (raw: unknown): Exhibition | null => decodeRecord(exhibitions.fields, raw);
