// What a publish writes into each record's history (content/history.ts, decision 0123): the
// records it adds, replaces or removes, their stored values read before the batch, their
// revisions joined to the batch; and a revert's one exception to the publish rules, the
// tombstone of the id it brings back lifted in the same batch. Pure TS.

import { type HistoryContext, readRecords, type RecordChange, recordRevision } from './history.ts';
import type { ImportSession } from './import-run.ts';
import { changedIds, recordsOf, removedIds, type Changes } from './publish-changes.ts';
import { REMOVED_TABLE } from './removed-ids.ts';
import { ENTITY_KEYS, type EntityKey } from './schema.ts';
import type { Statement } from './sql.ts';

/** A withdrawn record a revert brings back at its own id (content/revert.ts). */
export interface Revival {
  entity: EntityKey;
  id: string;
}

/** The revision statements of a resolved publish (its "new" ids given, replacements merged). */
export async function publishRevisions(
  db: ImportSession,
  resolved: Changes,
  history: HistoryContext,
): Promise<Statement[]> {
  const changes: RecordChange[] = [];
  for (const entity of ENTITY_KEYS) {
    const put = changedIds(resolved, entity);
    const gone = removedIds(resolved, entity);
    if (put.length + gone.length === 0) continue;
    const stored = await readRecords(db, entity, [...put, ...gone]);
    for (const record of recordsOf(resolved, entity) as unknown as Record<string, unknown>[]) {
      const id = String(record.id);
      changes.push({ entity, id, before: stored.get(id) ?? null, after: record });
    }
    for (const id of gone) changes.push({ entity, id, before: stored.get(id) ?? null, after: null });
  }
  return recordRevision(history, changes);
}

/** The statement that lifts a revived id's tombstone (its page answers 410 no more). */
export const reviveStatement = ({ entity, id }: Revival): Statement => ({
  sql: `DELETE FROM ${REMOVED_TABLE} WHERE kind = ? AND id = ?`,
  params: [entity, Number(id)],
});
