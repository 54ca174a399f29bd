// Stored rows as docs/api.md entities, through the one field map of content/sql.ts: ids and
// flags as strings, JSON fields parsed, stamps and guide sections only when stored.

import { fromSql, GUIDE_KEYS, selectList, TABLES } from '../../../content/sql.ts';
import type { TableSpec } from '../../../content/tables.ts';
import type { EntityKey } from '../../../content/schema.ts';
import type { Row } from './query.ts';

export { selectList };

/**
 * Fields left out of the answer when not stored (a release that is no guide has no sections;
 * a column without a class of its own takes the default from its code).
 */
const OMIT_NULL = new Set(['createTime', 'updateTime', 'columnClass', ...GUIDE_KEYS]);

/**
 * A row selected with selectList() as the API entity. Columns the spec does not know
 * (joined `columnCode`, derived `status`) are passed through as they are.
 */
export function toEntity(entity: EntityKey, row: Row, spec: TableSpec = TABLES[entity]): Row {
  const out: Row = {};
  const known = new Set<string>();
  for (const field of spec.fields) {
    known.add(field.key);
    if (!(field.key in row)) continue;
    const value = fromSql(field.kind, row[field.key]);
    if (value === null && OMIT_NULL.has(field.key)) continue;
    out[field.key] = value;
  }
  for (const [key, value] of Object.entries(row)) {
    if (!known.has(key)) out[key] = value;
  }
  return out;
}

/** Maps every row of one entity. */
export const toEntities = (entity: EntityKey, rows: Row[]): Row[] => rows.map((row) => toEntity(entity, row));
