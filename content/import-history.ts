// What an import writes into each record's history (content/history.ts, decision 0123): the
// import replaces all content, so every record it adds, changes or drops gets a revision, its
// stored value read before the load. Deployed, an import loads DB_NEXT, which a deploy then
// swaps in for DB: the revisions DB holds are copied across first, as its tombstones are. Pure TS.

import { type HistoryContext, readRecords, type RecordChange, recordRevision, REVISIONS_TABLE } from './history.ts';
import type { ImportSession } from './import-run.ts';
import { ENTITY_KEYS, type ContentDocument } from './schema.ts';
import type { Statement } from './sql.ts';
import { TABLES } from './tables.ts';

/** Records compared per read: memory stays bounded however large the site (an import holds 100,000 releases). */
const COMPARE_PER_READ = 2000;

/**
 * The revision statements of loading `doc` over what `db` holds now (run them once it is
 * loaded). The stored records are read 2,000 at a time, and each slice's previous
 * values go to R2 as one object, so only the file and one slice are in memory at once.
 */
export async function importRevisions(
  db: ImportSession,
  doc: ContentDocument,
  history: HistoryContext,
): Promise<Statement[]> {
  const statements: Statement[] = [];
  for (const entity of ENTITY_KEYS) {
    const incoming = new Map(
      ((doc[entity] ?? []) as unknown as Record<string, unknown>[]).map((r) => [String(r.id), r] as const),
    );
    const storedIds = (await db.all<{ id: number }>(`SELECT id FROM ${TABLES[entity].table} ORDER BY id`)).map((r) =>
      String(r.id),
    );
    const ids = [...new Set([...storedIds, ...incoming.keys()])];
    for (let at = 0; at < ids.length; at += COMPARE_PER_READ) {
      const slice = ids.slice(at, at + COMPARE_PER_READ);
      const stored = await readRecords(db, entity, slice);
      const changes: RecordChange[] = slice.map((id) => ({
        entity,
        id,
        before: stored.get(id) ?? null,
        after: incoming.get(id) ?? null,
      }));
      statements.push(...(await recordRevision(history, changes)));
    }
  }
  return statements;
}

/** Revision rows per copying statement: about 250 bytes each as JSON. */
const COPY_PER_STATEMENT = 300;
const COLUMNS = 'revision, kind, record_id, at, command, operator, action, title, previous_title, previous_key';

/** Copies every revision of `from` into `to` (a deployed import's DB_NEXT); answers how many. */
export async function copyRevisions(from: ImportSession, to: ImportSession): Promise<number> {
  const rows = await from.all<Record<string, unknown>>(`SELECT ${COLUMNS} FROM ${REVISIONS_TABLE} ORDER BY revision`);
  const stmts: Statement[] = [];
  const names = COLUMNS.split(', ');
  for (let at = 0; at < rows.length; at += COPY_PER_STATEMENT) {
    const slice = rows.slice(at, at + COPY_PER_STATEMENT).map((r) => names.map((n) => r[n] ?? null));
    stmts.push({
      sql:
        `INSERT OR IGNORE INTO ${REVISIONS_TABLE} (${COLUMNS}) SELECT ${names.map((_, i) => `json_extract(value, '$[${i}]')`).join(', ')} ` +
        'FROM json_each(?)',
      params: [JSON.stringify(slice)],
    });
  }
  for (let at = 0; at < stmts.length; at += 20) await to.batch(stmts.slice(at, at + 20));
  return rows.length;
}
