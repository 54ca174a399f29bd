// The D1 side of each record kind's one definition (app/api/records/record-kinds.ts): the
// table, each stored field's column and how its value is stored, both ways. Pure TS: the
// import (sql.ts), the publish, the D1 store and the export read it. The migrations are
// written by hand; tests/worker/record-kinds.test.ts fails when they and the definitions differ.

import { columnOf, type FieldDef, type Format } from '../app/api/records/field.ts';
import { ENTITY_KEYS, RECORD_KINDS, type EntityKey, type RecordKind } from '../app/api/records/record-kinds.ts';

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

const STORED_AS: Record<Format, FieldKind> = {
  id: 'id',
  ref: 'ref',
  flag: 'flag',
  json: 'json',
  int: 'int',
  count: 'int',
  code: 'text',
  name: 'text',
  text: 'text',
  html: 'text',
  time: 'text',
  date: 'text',
  clock: 'text',
  enum: 'text',
};

/** A record kind's table: its stored fields, in definition order. */
export function tableSpec(kind: RecordKind): TableSpec {
  const fields = Object.entries(kind.fields as Record<string, FieldDef>)
    .filter(([, def]) => def.stored !== false)
    .map(([key, def]) => ({
      key,
      column: columnOf(key),
      kind: STORED_AS[def.format],
      ...(def.fallback === undefined ? {} : { fallback: def.fallback }),
    }));
  return { table: kind.table, fields };
}

export const TABLES = Object.fromEntries(
  ENTITY_KEYS.map((entity) => [entity, tableSpec(RECORD_KINDS[entity])]),
) as Readonly<Record<EntityKey, TableSpec>>;

/** The release fields only a guide or the journey page carries: never in a listing. */
export const GUIDE_KEYS: readonly string[] = Object.entries(RECORD_KINDS.releases.fields as Record<string, FieldDef>)
  .filter(([, def]) => def.guide)
  .map(([key]) => key);

const specOf = (table: EntityKey | TableSpec): TableSpec => (typeof table === 'string' ? TABLES[table] : table);

/** `alias.column AS "key", …` for a SELECT that yields rows keyed like the document. */
export function selectList(table: EntityKey | TableSpec, alias: string, omit: readonly string[] = []): string {
  return specOf(table)
    .fields.filter((f) => !omit.includes(f.key))
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

/** A row selected with selectList() as the import document writes it: absent (NULL) fields left out. */
export function toRecord(table: EntityKey | TableSpec, row: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const f of specOf(table).fields) {
    const value = fromSql(f.kind, row[f.key]);
    if (value !== null) record[f.key] = value;
  }
  return record;
}
