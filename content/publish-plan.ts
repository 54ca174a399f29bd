// Publishing a few releases without an import (issue 28): the changes (releases to add or
// replace, ids to remove) checked against the content already in D1, and the statements that
// apply them in ONE batch, the search index updated for those releases only. Pure TS: the
// CLI (scripts/content-publish.ts) and the tests run it on their own D1 session.

import type { ImportSession } from './import-run.ts';
import type { ColumnRecord, ContentDocument, Problem, ReleaseRecord, SynonymRecord } from './schema.ts';
import { eachSearchDoc, searchDictionary, targetWords } from './search-index.ts';
import { searchDocStatement, searchTokensStatement } from './search-rows.ts';
import { GENERATION_BUMP, type Statement } from './sql.ts';
import { fromSql, TABLES, toSql } from './tables.ts';
import { validateContent } from './validate.ts';

/** A publish file: the import format holding only releases, plus the ids to remove. */
export interface Changes {
  version?: number;
  releases?: ReleaseRecord[];
  remove?: { releases?: string[] };
}

/** What the changes are checked and indexed against: the live columns and synonyms, and which ids exist. */
export interface Live {
  columns: ColumnRecord[];
  synonyms: SynonymRecord[];
  /** Those of the changes' release ids (added, replaced or removed) that D1 holds. */
  existing: Set<string>;
}

const ID = /^[1-9]\d{0,15}$/;

/** The ids a publish file names: its releases' and its removals'. */
function namedIds(changes: Changes): string[] {
  return [...(changes.releases ?? []).map((r) => r.id), ...(changes.remove?.releases ?? [])].filter(
    (id) => typeof id === 'string' && ID.test(id),
  );
}

/** Reads what the changes are checked against from D1 (local or deployed). */
export async function readLive(db: ImportSession, changes: Changes): Promise<Live> {
  const rowsOf = async <T>(entity: 'columns' | 'synonyms') => {
    const { table, fields } = TABLES[entity];
    const rows = await db.all<Record<string, unknown>>(
      `SELECT ${fields.map((f) => f.column).join(', ')} FROM ${table}`,
    );
    return rows.map((row) => Object.fromEntries(fields.map((f) => [f.key, fromSql(f.kind, row[f.column])]))) as T[];
  };
  const ids = namedIds(changes);
  const existing = ids.length
    ? await db.all<{ id: number }>(
        `SELECT id FROM releases WHERE id IN (${ids.map(() => '?').join(', ')})`,
        ...ids.map(Number),
      )
    : [];
  return {
    columns: await rowsOf<ColumnRecord>('columns'),
    synonyms: await rowsOf<SynonymRecord>('synonyms'),
    existing: new Set(existing.map((r) => String(r.id))),
  };
}

/** Every problem of the changes against the live content, each with its path. */
export function publishProblems(changes: unknown, live: Live): Problem[] {
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes))
    return [{ path: 'document', message: 'must be a JSON object' }];
  const problems: Problem[] = [];
  const c = changes as Record<string, unknown>;
  for (const key of Object.keys(c)) {
    if (!['version', 'releases', 'remove'].includes(key))
      problems.push({
        path: key,
        message: 'a publish file holds releases and remove only (content:import replaces the rest)',
      });
  }
  if (c.version !== 1) problems.push({ path: 'version', message: 'is required and must be 1' });
  // The releases as an import document over the live columns: every rule of an import holds.
  const doc = { columns: live.columns, releases: c.releases } as ContentDocument;
  for (const p of validateContent(doc)) if (!p.path.startsWith('columns')) problems.push(p);
  const remove = (c.remove ?? {}) as Record<string, unknown>;
  if (typeof remove !== 'object' || Array.isArray(remove) || Object.keys(remove).some((k) => k !== 'releases'))
    problems.push({ path: 'remove', message: 'must be { "releases": [ids] }' });
  const ids = Array.isArray(remove.releases) ? remove.releases : remove.releases === undefined ? [] : null;
  if (ids === null) problems.push({ path: 'remove.releases', message: 'must be a list of ids' });
  const adding = new Set(((c.releases as ReleaseRecord[] | undefined) ?? []).map((r) => r?.id));
  (ids ?? []).forEach((id, i) => {
    const path = `remove.releases[${i}]`;
    if (typeof id !== 'string' || !ID.test(id)) problems.push({ path, message: 'must be a decimal id string' });
    else if (!live.existing.has(id)) problems.push({ path, message: `names no release ("${id}")` });
    else if (adding.has(id)) problems.push({ path, message: `is also among the releases to publish ("${id}")` });
  });
  if (adding.size === 0 && (ids ?? []).length === 0) problems.push({ path: 'document', message: 'changes nothing' });
  return problems;
}

/**
 * The statements of a checked publish, to run as ONE batch: each named release's old rows
 * (release, tag links, search document and tokens) removed, the new ones written, tags a
 * release names created in its column if new and dropped where no release uses them any
 * more, and the content generation bumped.
 */
export function publishStatements(changes: Changes, live: Live): Statement[] {
  const stmts: Statement[] = [];
  const releases = changes.releases ?? [];
  const ids = [...releases.map((r) => r.id), ...(changes.remove?.releases ?? [])].map(Number);
  for (const id of ids) {
    stmts.push(
      {
        sql: "DELETE FROM search_index WHERE rowid IN (SELECT id FROM search_docs WHERE ref_id = ? AND type IN ('release', 'guide'))",
        params: [String(id)],
      },
      { sql: "DELETE FROM search_docs WHERE ref_id = ? AND type IN ('release', 'guide')", params: [String(id)] },
      { sql: 'DELETE FROM release_tags WHERE release_id = ?', params: [id] },
      { sql: 'DELETE FROM releases WHERE id = ?', params: [id] },
    );
  }
  const { table, fields } = TABLES.releases;
  const insert = `INSERT INTO ${table} (${fields.map((f) => f.column).join(', ')}) VALUES (${fields.map(() => '?').join(', ')})`;
  const dict = searchDictionary(live.synonyms);
  const extra = targetWords(live.synonyms);
  for (const release of releases) {
    stmts.push({
      sql: insert,
      params: fields.map((f) => toSql(f, (release as unknown as Record<string, unknown>)[f.key])),
    });
    const names = [...new Set((release.tags ?? []).map((t) => t.trim()))];
    for (const [position, name] of names.entries()) {
      const column = Number(release.columnId);
      stmts.push(
        {
          sql: 'INSERT INTO tags (column_id, tag_name) VALUES (?, ?) ON CONFLICT (column_id, tag_name) DO NOTHING',
          params: [column, name],
        },
        {
          sql: 'INSERT INTO release_tags (release_id, tag_id, position) VALUES (?, (SELECT id FROM tags WHERE column_id = ? AND tag_name = ?), ?)',
          params: [Number(release.id), column, name, position],
        },
      );
    }
    // Its search document, as an import would write it, under the next free rowid.
    for (const d of eachSearchDoc({ columns: live.columns, releases: [release] })) {
      stmts.push(searchDocStatement(d, null), searchTokensStatement(d, null, dict, extra));
    }
  }
  stmts.push(
    { sql: 'DELETE FROM tags WHERE NOT EXISTS (SELECT 1 FROM release_tags rt WHERE rt.tag_id = tags.id)', params: [] },
    GENERATION_BUMP,
  );
  return stmts;
}
