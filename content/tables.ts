// The import document's tables: one spec per entity (document field ↔ column of
// migrations/0001_content.sql, 0002_guide_sections.sql, 0004_guide_sources.sql and later) and the value conversions both
// ways. Pure TS: the import (sql.ts), the D1 store and the export read it.

import type { EntityKey } from './schema.ts';

/**
 * How a field is stored: `id`/`ref` decimal string ↔ INTEGER, `flag` "0"/"1" ↔ INTEGER,
 * `json` list ↔ JSON TEXT, `int` number, `text` string or NULL.
 */
export type FieldKind = 'id' | 'ref' | 'text' | 'int' | 'flag' | 'json';

export interface FieldSpec {
  /** The field of the document and of the API entity (camelCase). */
  readonly key: string;
  /** Its column: the key in snake_case. */
  readonly column: string;
  readonly kind: FieldKind;
  /** Stored when the document leaves the field out (NOT NULL columns). */
  readonly fallback?: string | number;
}

export interface TableSpec {
  readonly table: string;
  readonly fields: readonly FieldSpec[];
}

type FieldList = Record<string, FieldKind | [FieldKind, string | number]>;

function spec(table: string, fields: FieldList): TableSpec {
  const all: FieldList = { ...fields, createTime: 'text', updateTime: 'text' };
  return {
    table,
    fields: Object.entries(all).map(([key, kind]) => {
      const column = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      return Array.isArray(kind) ? { key, column, kind: kind[0], fallback: kind[1] } : { key, column, kind };
    }),
  };
}

const T = 'text';

/** A guide's sections, its sources (0004), the journey's steps (0002) and the FTA guide's agreements (0010): NULL on other releases. */
const GUIDE_COLUMNS: FieldList = {
  scope: T,
  agency: T,
  basis: 'json',
  conditions: 'json',
  materials: 'json',
  steps: 'json',
  timeLimit: 'json',
  fees: 'json',
  place: T,
  visits: 'int',
  hotline: T,
  complaintPhone: T,
  onlineUrl: T,
  verifyLinks: 'json',
  sources: 'json',
  journey: 'json',
  agreements: 'json',
};

/** The release fields only a guide or the journey page carries: never in a listing. */
export const GUIDE_KEYS: readonly string[] = Object.keys(GUIDE_COLUMNS);

export const TABLES: Readonly<Record<EntityKey, TableSpec>> = {
  columns: spec('columns', {
    id: 'id',
    columnPid: 'ref',
    columnCode: T,
    columnName: T,
    columnType: T,
    linkUrl: T,
    orderNum: 'int',
    description: T,
    columnClass: T,
  }),
  releases: spec('releases', {
    id: 'id',
    columnId: 'ref',
    title: T,
    subTitle: T,
    summary: T,
    content: [T, ''],
    coverImage: T,
    source: T,
    author: T,
    releaseTime: T,
    readCount: ['int', 0],
    isTop: ['flag', 0],
    linkUrl: T,
    attachments: ['json', '[]'],
    validUntil: T,
    ...GUIDE_COLUMNS,
  }),
  activities: spec('activities', {
    id: 'id',
    columnId: 'ref',
    title: T,
    summary: T,
    content: [T, ''],
    coverImage: T,
    address: T,
    organizer: T,
    startTime: T,
    endTime: T,
    signUpUrl: T,
  }),
  exhibitionThemes: spec('exhibition_themes', { id: 'id', themeName: T, orderNum: 'int' }),
  exhibitions: spec('exhibitions', {
    id: 'id',
    themeId: 'ref',
    exhibitionName: T,
    country: T,
    city: T,
    venue: T,
    industry: T,
    organizer: T,
    contact: T,
    phone: T,
    startDate: T,
    endDate: T,
    registrationDeadline: T,
    coverImage: T,
    summary: T,
    content: T,
    linkUrl: T,
  }),
  advertising: spec('advertising', {
    id: 'id',
    title: T,
    subTitle: T,
    imageUrl: T,
    linkUrl: T,
    position: T,
    orderNum: 'int',
    startTime: T,
    endTime: T,
  }),
  hotWords: spec('hot_words', { id: 'id', columnId: 'ref', word: T, orderNum: 'int' }),
  authQuTypes: spec('auth_qu_types', { id: 'id', typeName: T, serviceCode: T, orderNum: 'int' }),
  authQus: spec('auth_qus', { id: 'id', typeId: 'ref', question: T, answer: T, orderNum: 'int' }),
  catalogue: spec('catalogue', {
    id: 'id',
    parentId: 'ref',
    catalogueName: T,
    catalogueCode: T,
    summary: T,
    icon: T,
    linkUrl: T,
    fileUrl: T,
    orderNum: 'int',
  }),
  synonyms: spec('synonyms', { id: 'id', word: T, variants: ['json', '[]'], target: T }),
};

/** `alias.column AS "key", …` for a SELECT that yields rows keyed like the document. */
export function selectList(entity: EntityKey, alias: string, omit: readonly string[] = []): string {
  return TABLES[entity].fields
    .filter((f) => !omit.includes(f.key))
    .map((f) => `${alias}.${f.column} AS "${f.key}"`)
    .join(', ');
}

/** A stored value as the document (and the API) spell it. */
export function fromSql(kind: FieldKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'id':
    case 'ref':
    case 'flag':
      return String(value);
    case 'json':
      return typeof value === 'string' ? JSON.parse(value) : value;
    default:
      return value;
  }
}

export function toSql(field: FieldSpec, value: unknown): string | number | null {
  if (value === undefined || value === null) return field.fallback ?? null;
  switch (field.kind) {
    case 'id':
    case 'ref':
      return Number(value);
    case 'flag':
      return value === '1' ? 1 : 0;
    case 'json':
      // The validator has refused unknown fields, so the value is stored as it is.
      return JSON.stringify(value);
    default:
      return value as string | number;
  }
}
