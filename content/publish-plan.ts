// Publishing a few records without an import (issue 28): any list of the import format, added,
// replaced or removed, checked against the content already in D1 (publish-check.ts), then
// applied as ONE batch that writes the search index for those records only and bumps the
// content generation once (decision 0029). Pure TS: the CLI (scripts/content-publish.ts) and
// the tests run it on their own D1 session.

import { after, changedIds, recordsOf, removedIds, SEARCH_TYPES_OF, type Changes } from './publish-changes.ts';
import type { Live } from './publish-live.ts';
import { resolveChanges } from './publish-resolve.ts';
import { dropMediaRefs, mediaRefRows } from './media-refs.ts';
import { tombstoneStatement } from './removed-ids.ts';
import { ENTITY_KEYS, type EntityKey, type ReleaseRecord } from './schema.ts';
import { eachSearchDoc, searchDictionary, targetWords } from './search-index.ts';
import { searchDocStatement, searchTokensStatement } from './search-rows.ts';
import { GENERATION_BUMP, type Statement } from './sql.ts';
import { TABLES, toSql } from './tables.ts';

export type { Changes } from './publish-changes.ts';
export { publishProblems } from './publish-check.ts';
export { readLive, type Live } from './publish-live.ts';

/** Fields a replacement keeps from the stored row when its record leaves them out: counters the site keeps. */
const KEPT: { readonly [K in EntityKey]?: readonly string[] } = { releases: ['readCount'] };

const json = (list: readonly string[]) => JSON.stringify(list);
const sql = (text: string, ...params: unknown[]): Statement => ({ sql: text, params });

/**
 * The statements of a checked publish, to run as ONE batch (D1's unit of all or nothing):
 * the search rows of every record it replaces, removes or re-indexes deleted; its records
 * written parents first, with the files each uses (media_refs) (an upsert, so a replaced column or theme keeps what is filed under
 * it); its removals children first, each id kept as a tombstone; the search rows written
 * again; the generation bumped.
 */
export function publishStatements(file: Changes, live: Live): Statement[] {
  const changes = resolveChanges(file, live);
  const stmts: Statement[] = [];
  const reindex: { [K in EntityKey]?: readonly { id: string }[] } = live.reindex;
  for (const entity of ENTITY_KEYS) {
    const types = SEARCH_TYPES_OF[entity];
    if (!types) continue;
    const refs = [
      ...changedIds(changes, entity),
      ...removedIds(changes, entity),
      ...(reindex[entity] ?? []).map((r) => r.id),
    ];
    if (refs.length === 0) continue;
    const which = `type IN (${types.map((t) => `'${t}'`).join(', ')}) AND ref_id IN (SELECT value FROM json_each(?))`;
    stmts.push(
      sql(`DELETE FROM search_index WHERE rowid IN (SELECT id FROM search_docs WHERE ${which})`, json(refs)),
      sql(`DELETE FROM search_docs WHERE ${which}`, json(refs)),
    );
  }
  for (const entity of ENTITY_KEYS) {
    const touched = [...changedIds(changes, entity), ...removedIds(changes, entity)];
    if (touched.length) stmts.push(dropMediaRefs(entity, touched));
    for (const record of recordsOf(changes, entity)) {
      stmts.push(upsert(entity, record as unknown as Record<string, unknown>));
      stmts.push(...mediaRefRows(entity, record as unknown as Record<string, unknown>));
      if (entity === 'releases') stmts.push(...tagStatements(record as ReleaseRecord));
    }
  }
  for (const entity of [...ENTITY_KEYS].reverse()) {
    const removed = removedIds(changes, entity).map(Number);
    // Tags no release uses any more go before their column may.
    if (entity === 'columns')
      stmts.push(sql('DELETE FROM tags WHERE NOT EXISTS (SELECT 1 FROM release_tags rt WHERE rt.tag_id = tags.id)'));
    if (removed.length === 0) continue;
    if (entity === 'releases')
      stmts.push(
        sql('DELETE FROM release_tags WHERE release_id IN (SELECT value FROM json_each(?))', JSON.stringify(removed)),
      );
    stmts.push(
      sql(`DELETE FROM ${TABLES[entity].table} WHERE id IN (SELECT value FROM json_each(?))`, JSON.stringify(removed)),
      // The id stays reserved: never handed out again, and its page says it was withdrawn.
      tombstoneStatement(entity, removedIds(changes, entity)),
    );
  }
  stmts.push(...searchStatements(changes, live), GENERATION_BUMP);
  return stmts;
}

/** Adds the record, or replaces every field of the stored one (but KEPT fields it leaves out). */
function upsert(entity: EntityKey, record: Record<string, unknown>): Statement {
  const { table, fields } = TABLES[entity];
  const kept = (KEPT[entity] ?? []).filter((key) => record[key] === undefined);
  const updated = fields.filter((f) => f.key !== 'id' && !kept.includes(f.key));
  return sql(
    `INSERT INTO ${table} (${fields.map((f) => f.column).join(', ')}) VALUES (${fields.map(() => '?').join(', ')}) ` +
      `ON CONFLICT (id) DO UPDATE SET ${updated.map((f) => `${f.column} = excluded.${f.column}`).join(', ')}`,
    ...fields.map((f) => toSql(f, record[f.key])),
  );
}

/** A release's tag links written again; a tag new to its column created there. */
function tagStatements(release: ReleaseRecord): Statement[] {
  const stmts = [sql('DELETE FROM release_tags WHERE release_id = ?', Number(release.id))];
  const column = Number(release.columnId);
  for (const [position, name] of [...new Set((release.tags ?? []).map((t) => t.trim()))].entries()) {
    stmts.push(
      sql(
        'INSERT INTO tags (column_id, tag_name) VALUES (?, ?) ON CONFLICT (column_id, tag_name) DO NOTHING',
        column,
        name,
      ),
      sql(
        'INSERT INTO release_tags (release_id, tag_id, position) VALUES (?, (SELECT id FROM tags WHERE column_id = ? AND tag_name = ?), ?)',
        Number(release.id),
        column,
        name,
        position,
      ),
    );
  }
  return stmts;
}

/**
 * The search documents of the published records and of those re-indexed with them, written as
 * an import writes them (under the next free rowids), over the columns, themes, FAQ types and
 * synonyms as they are after the publish.
 */
function searchStatements(changes: Changes, live: Live): Statement[] {
  const synonyms = after(changes, 'synonyms', live.synonyms);
  const dict = searchDictionary(synonyms);
  const extra = targetWords(synonyms);
  const doc = {
    columns: after(changes, 'columns', live.columns),
    exhibitionThemes: after(changes, 'exhibitionThemes', live.exhibitionThemes),
    authQuTypes: after(changes, 'authQuTypes', live.authQuTypes),
    synonyms,
    facts: after(changes, 'facts', live.facts),
    releases: [...recordsOf(changes, 'releases'), ...live.reindex.releases],
    activities: recordsOf(changes, 'activities'),
    exhibitions: [...recordsOf(changes, 'exhibitions'), ...live.reindex.exhibitions],
    authQus: [...recordsOf(changes, 'authQus'), ...live.reindex.authQus],
    catalogue: recordsOf(changes, 'catalogue'),
  };
  const stmts: Statement[] = [];
  for (const d of eachSearchDoc(doc))
    stmts.push(searchDocStatement(d, null), searchTokensStatement(d, null, dict, extra));
  return stmts;
}
