// Which record uses which uploaded file (issue 46, migration 0023): the `media_refs` rows a
// publish or an import writes from the records it stores (their covers, <img src>, links and
// attachments naming /media/…), and after a publish the files no record uses any more. Read at
// withdrawal, never worked out then by scanning the bodies. Pure TS.

import { mediaRefs } from './media.ts';
import type { EntityKey } from './schema.ts';
import type { Statement } from './sql.ts';

export const MEDIA_REFS_TABLE = 'media_refs';

/** The rows of one stored record (`prefix`: an import's staging table). */
export function mediaRefRows(entity: EntityKey, record: Record<string, unknown>, prefix = ''): Statement[] {
  return mediaRefs(record).map((key) => ({
    sql: `INSERT INTO ${prefix}${MEDIA_REFS_TABLE} (media_key, kind, record_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
    params: [key, entity, Number(record.id)],
  }));
}

/** A record's rows dropped (it is replaced or removed): a publish writes those of its new version after. */
export function dropMediaRefs(entity: EntityKey, ids: readonly string[]): Statement {
  return {
    sql: `DELETE FROM ${MEDIA_REFS_TABLE} WHERE kind = ? AND record_id IN (SELECT value FROM json_each(?))`,
    params: [entity, JSON.stringify(ids.map(Number))],
  };
}

/** Of `keys`, those no record uses (run after the publish's batch): the files to withdraw. */
export const unusedMediaSql = (keys: readonly string[]): Statement => ({
  sql: `SELECT value AS media_key FROM json_each(?) WHERE value NOT IN (SELECT media_key FROM ${MEDIA_REFS_TABLE})`,
  params: [JSON.stringify(keys)],
});

/**
 * Before the batch (`--check`): of `keys`, those no record but `touched` (`releases/3032`…) uses;
 * the caller takes out those the publish's own records name.
 */
export const unusedOutsideSql = (keys: readonly string[], touched: readonly string[]): Statement => ({
  sql:
    `SELECT c.value AS media_key FROM json_each(?) c WHERE NOT EXISTS (SELECT 1 FROM ${MEDIA_REFS_TABLE} m ` +
    "WHERE m.media_key = c.value AND (m.kind || '/' || m.record_id) NOT IN (SELECT value FROM json_each(?)))",
  params: [JSON.stringify(keys), JSON.stringify(touched)],
});
