// Removed ids stay reserved (issue 46, decision 0108): the tombstones of migration 0019, one row
// per list and id with when. A publish writes them for what it removes; a new id is allocated
// above them (publish-live.ts); an import keeps them, but for the ids it brings back. Pure TS.

import type { ImportSession } from './import-run.ts';
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

/** Tombstones per statement when copied: about 40 bytes each, well under D1's 100 KB statement. */
const COPY_PER_STATEMENT = 500;

/**
 * Copies every tombstone of `from` into `to`: a deployed import loads DB_NEXT, which a deploy
 * then swaps in for DB, so the ids DB's publishes removed must stay reserved there too (the
 * switch then drops those the import brings back). Answers how many were copied.
 */
export async function copyTombstones(from: ImportSession, to: ImportSession): Promise<number> {
  const rows = await from.all<{ kind: string; id: number; removedAt: string }>(
    `SELECT kind, id, removed_at AS removedAt FROM ${REMOVED_TABLE} ORDER BY kind, id`,
  );
  const stmts: Statement[] = [];
  for (let at = 0; at < rows.length; at += COPY_PER_STATEMENT) {
    const slice = rows.slice(at, at + COPY_PER_STATEMENT).map((r) => [r.kind, r.id, r.removedAt]);
    stmts.push({
      sql:
        `INSERT INTO ${REMOVED_TABLE} (kind, id, removed_at) SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]') ` +
        'FROM json_each(?) WHERE true ON CONFLICT (kind, id) DO UPDATE SET removed_at = excluded.removed_at',
      params: [JSON.stringify(slice)],
    });
  }
  if (stmts.length > 0) await to.batch(stmts);
  return rows.length;
}
