// Removed ids stay reserved (issue 46, decision 0108): the tombstones of migration 0019, one row
// per list and id with when. A publish writes them for what it removes; a new id is allocated
// above them (publish-live.ts); an import keeps them, but for the ids it brings back. Pure TS.

import { ENTITY_KEYS, type EntityKey } from './schema.ts';
import type { Statement } from './sql.ts';
import { TABLES } from './tables.ts';

export const REMOVED_TABLE = 'removed_ids';

/** Now in Beijing, `yyyy-MM-dd HH:mm:ss`, by the database's clock (every statement of a batch reads the same). */
export const BEIJING_NOW_SQL = "strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')";

/** The tombstones of the ids a publish removes from one list, stamped now (a second removal restamps). */
export function tombstoneStatement(entity: EntityKey, ids: readonly string[]): Statement {
  return {
    sql:
      `INSERT INTO ${REMOVED_TABLE} (kind, id, removed_at) SELECT ?, value, ${BEIJING_NOW_SQL} FROM json_each(?) WHERE true ` +
      // (`WHERE true`: without it SQLite reads ON CONFLICT as the join's ON.)
      'ON CONFLICT (kind, id) DO UPDATE SET removed_at = excluded.removed_at',
    params: [entity, JSON.stringify(ids.map(Number))],
  };
}

/** After all content is replaced (an import): the tombstones of ids it brings back go, the rest stay. */
export function revivedStatements(): Statement[] {
  return ENTITY_KEYS.map((entity) => ({
    sql: `DELETE FROM ${REMOVED_TABLE} WHERE kind = '${entity}' AND id IN (SELECT id FROM ${TABLES[entity].table})`,
    params: [],
  }));
}

/** SQL for the highest id a list ever used, live or removed (where "new" ids start above). */
export const highestIdSql = (entity: EntityKey): string =>
  `MAX((SELECT COALESCE(MAX(id), 0) FROM ${TABLES[entity].table}), ` +
  `(SELECT COALESCE(MAX(id), 0) FROM ${REMOVED_TABLE} WHERE kind = '${entity}'))`;
