// Every record kind's one definition (decision 0105), in load order (parents before the rows
// that name them): its D1 table and its fields. The import types, validation, D1 columns,
// export, the API's decoders and the generated field docs all follow from this table.

import { type Fields, type ImportShape, opt, time } from './field.ts';
import { columnFields, releaseFields } from './kinds-articles.ts';
import { activityFields, exhibitionFields, exhibitionThemeFields } from './kinds-events.ts';
import {
  advertisingFields,
  authQuFields,
  authQuTypeFields,
  catalogueFields,
  factFields,
  hotWordFields,
  synonymFields,
} from './kinds-site.ts';

/** Every record may carry when it was made and last changed; the API sends neither… */
const stamps = {
  /** When the record was made, `yyyy-MM-dd HH:mm:ss`. */
  createTime: opt(time({ wire: 'none' })),
  /** Its last change. */
  updateTime: opt(time({ wire: 'none' })),
};

/** …except a release's last change, which a guide shows. */
const releaseStamps = {
  createTime: stamps.createTime,
  /** Its last change: a guide shows it. */
  updateTime: opt(time({ wire: 'detail' })),
};

export interface RecordKind<F extends Fields = Fields> {
  /** Its D1 table (migrations/). */
  readonly table: string;
  readonly fields: F;
}

function kind<F extends Fields, S extends Fields = typeof stamps>(table: string, fields: F, s?: S): RecordKind<F & S> {
  return { table, fields: { ...fields, ...(s ?? stamps) } as F & S };
}

export const RECORD_KINDS = {
  columns: kind('columns', columnFields),
  releases: kind('releases', releaseFields, releaseStamps),
  activities: kind('activities', activityFields),
  exhibitionThemes: kind('exhibition_themes', exhibitionThemeFields),
  exhibitions: kind('exhibitions', exhibitionFields),
  advertising: kind('advertising', advertisingFields),
  hotWords: kind('hot_words', hotWordFields),
  authQuTypes: kind('auth_qu_types', authQuTypeFields),
  authQus: kind('auth_qus', authQuFields),
  catalogue: kind('catalogue', catalogueFields),
  synonyms: kind('synonyms', synonymFields),
  facts: kind('facts', factFields),
};

export type RecordKinds = typeof RECORD_KINDS;
export type EntityKey = keyof RecordKinds;

/** The record kinds in load order. */
export const ENTITY_KEYS = Object.keys(RECORD_KINDS) as EntityKey[];

/** A record of kind K as the import document spells it. */
export type ImportRecord<K extends EntityKey> = ImportShape<RecordKinds[K]['fields']>;
