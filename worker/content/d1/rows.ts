// Stored rows as API.md entities, through the one field map of content/sql.ts: ids and
// flags as strings, attachments parsed, createTime/updateTime only when stored.

import { fromSql, selectList, TABLES } from '../../../content/sql.ts';
import type { EntityKey } from '../../../content/schema.ts';
import type { Row } from './query.ts';

export { selectList };

const STAMPS = new Set(['createTime', 'updateTime']);

/**
 * A row selected with selectList() as the API entity. Columns the spec does not know
 * (joined `columnCode`, derived `status`) are passed through as they are.
 */
export function toEntity(entity: EntityKey, row: Row): Row {
  const out: Row = {};
  const known = new Set<string>();
  for (const field of TABLES[entity].fields) {
    known.add(field.key);
    if (!(field.key in row)) continue;
    const value = fromSql(field.kind, row[field.key]);
    if (value === null && STAMPS.has(field.key)) continue;
    out[field.key] = value;
  }
  for (const [key, value] of Object.entries(row)) {
    if (!known.has(key)) out[key] = value;
  }
  return out;
}

/** Maps every row of one entity. */
export const toEntities = (entity: EntityKey, rows: Row[]): Row[] => rows.map((row) => toEntity(entity, row));
