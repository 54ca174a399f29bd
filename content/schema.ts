// The import document of content/README.md (format version 1): its record types follow from
// each kind's one definition (app/api/records/record-kinds.ts). Pure TS: runs in Node and
// workerd (content/validate.ts checks a document).

import type { EntityKey, ImportRecord } from '../app/api/records/record-kinds.ts';

export { COLUMN_TYPES } from '../app/api/records/kinds-articles.ts';
export { AD_POSITIONS } from '../app/api/records/kinds-site.ts';
export { ENTITY_KEYS, type EntityKey } from '../app/api/records/record-kinds.ts';
export type { JourneyRecord } from '../app/api/records/journey-record.ts';

export type ColumnRecord = ImportRecord<'columns'>;
export type ReleaseRecord = ImportRecord<'releases'>;
export type ActivityRecord = ImportRecord<'activities'>;
export type ExhibitionThemeRecord = ImportRecord<'exhibitionThemes'>;
export type ExhibitionRecord = ImportRecord<'exhibitions'>;
export type AdvertisingRecord = ImportRecord<'advertising'>;
export type HotWordRecord = ImportRecord<'hotWords'>;
export type AuthQuTypeRecord = ImportRecord<'authQuTypes'>;
export type AuthQuRecord = ImportRecord<'authQus'>;
export type CatalogueRecord = ImportRecord<'catalogue'>;
/** Words a visitor may use for the same thing (site search): `word` and its `variants`. */
export type SynonymRecord = ImportRecord<'synonyms'>;
export type FactRecord = ImportRecord<'facts'>;
export type AttachmentRecord = NonNullable<ReleaseRecord['attachments']>[number];

/** The whole import document; a missing list means "none of these". */
export type ContentDocument = { version?: 1 } & { [K in EntityKey]?: ImportRecord<K>[] };

export interface Problem {
  /** Where, e.g. `releases[12].releaseTime`; `document` for the whole thing. */
  path: string;
  message: string;
}
