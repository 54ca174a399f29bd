// Each record's history (issue 46, decision 0123): every command that changes records (publish,
// removal, import, revert, content:fact) writes one revision per record it changes: when, which
// command, who, and the previous value. The previous values go to R2 (one JSON object per run,
// under HISTORY_PREFIX, which no route serves), the metadata rows into D1 (migration 0025) in
// the command's own batch: a remote publish stays one `--command` of at most 100 KB. Pure TS.

import type { ImportSession } from './import-run.ts';
import { BEIJING_NOW_SQL } from './removed-ids.ts';
import type { EntityKey } from './schema.ts';
import type { Statement } from './sql.ts';
import { selectList, TABLES, toRecord } from './tables.ts';

/** The R2 prefix of previous values: `history/<sha256>.json`, two path segments, so /media/ never serves one. */
export const HISTORY_PREFIX = 'history/';
export const REVISIONS_TABLE = 'revisions';
/** Revision rows per INSERT (an import may write thousands). */
const ROWS_PER_STATEMENT = 300;

/** Where previous values are kept: the R2 bucket MEDIA (the worker binding, wrangler's proxy or its r2 commands). */
export interface RevisionStore {
  put(key: string, json: string): Promise<void>;
  get(key: string): Promise<string | null>;
}

export type HistoryCommand = 'publish' | 'import' | 'revert' | 'fact';

/** Who ran which command: written into each revision. */
export interface HistoryContext {
  store: RevisionStore;
  command: HistoryCommand;
  /** The operator: `--by`, else CONTENT_OPERATOR, else git's user.name, else the login (scripts/lib/operator.ts). */
  by: string;
}

export type Record_ = Record<string, unknown>;

/** One record's change in a run: its value before (null: it is new) and after (null: removed). */
export interface RecordChange {
  entity: EntityKey;
  id: string;
  before: Record_ | null;
  after: Record_ | null;
}

export interface Revision {
  revision: number;
  kind: EntityKey;
  id: string;
  /** When, `yyyy-MM-dd HH:mm:ss` (Beijing). */
  at: string;
  command: HistoryCommand;
  by: string;
  action: 'added' | 'changed' | 'removed';
  /** The record's title (or name) after the change, and before it. */
  title: string | null;
  previousTitle: string | null;
  /** The R2 object holding the previous value (null: the record was new). */
  previousKey: string | null;
}

/** A record's title as a person reads it, whatever its list calls it. */
export function titleOf(record: Record_ | null): string | null {
  if (!record) return null;
  for (const key of ['title', 'exhibitionName', 'question', 'columnName', 'themeName', 'typeName', 'word', 'name']) {
    if (typeof record[key] === 'string') return record[key] as string;
  }
  return null;
}

const TAGS_SQL =
  'SELECT rt.release_id AS releaseId, tg.tag_name AS tagName FROM release_tags rt JOIN tags tg ON tg.id = rt.tag_id';

/**
 * The stored records of `ids` (null: all of the list) in the import format (content:export's
 * shape), by id; absent ids left out.
 */
export async function readRecords(
  db: ImportSession,
  entity: EntityKey,
  ids: readonly string[] | null,
): Promise<Map<string, Record_>> {
  const found = new Map<string, Record_>();
  const numeric = JSON.stringify((ids ?? []).filter((id) => /^\d+$/.test(id)).map(Number));
  if (ids !== null && numeric === '[]') return found;
  const only = (column: string) => (ids === null ? '' : ` WHERE ${column} IN (SELECT value FROM json_each(?))`);
  const args = ids === null ? [] : [numeric];
  const rows = await db.all<Record_>(
    `SELECT ${selectList(entity, 't')} FROM ${TABLES[entity].table} t${only('t.id')} ORDER BY t.id`,
    ...args,
  );
  for (const row of rows) {
    const record = toRecord(entity, row);
    found.set(String(record.id), record);
  }
  if (entity === 'releases' && found.size > 0) {
    for (const record of found.values()) record.tags = [];
    const tags = `${TAGS_SQL}${only('rt.release_id')} ORDER BY rt.release_id, rt.position`;
    for (const { releaseId, tagName } of await db.all<{ releaseId: number; tagName: string }>(tags, ...args)) {
      (found.get(String(releaseId))?.tags as string[] | undefined)?.push(tagName);
    }
  }
  return found;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Stamps a publish writes itself (a correction's time): no change of the content. */
const STAMPS = new Set(['updateTime']);

/** Same value? (key order and stamps aside: the stored record and the file's may list fields differently). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (key, v: unknown) =>
    STAMPS.has(key)
      ? undefined
      : v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v as Record_).sort(([a], [b]) => (a < b ? -1 : 1)))
        : v,
  );

/**
 * The revisions of one run, as statements to join its batch (recordRevision, for any command:
 * content:fact calls it too). The previous values of the records that change go to R2 first,
 * as one object (content-addressed: a batch that then fails leaves only an unused object);
 * records whose value does not change get no revision.
 */
export async function recordRevision(history: HistoryContext, changes: readonly RecordChange[]): Promise<Statement[]> {
  const real = changes
    .filter((c) => c.before !== null || c.after !== null)
    .filter((c) => c.before === null || c.after === null || canonical(c.before) !== canonical(c.after));
  if (real.length === 0) return [];
  const previous: Record<string, Record<string, Record_>> = {};
  for (const c of real) {
    if (!c.before) continue;
    previous[c.entity] ??= {};
    previous[c.entity]![c.id] = c.before;
  }
  let key: string | null = null;
  if (Object.keys(previous).length > 0) {
    const json = JSON.stringify({ version: 1, previous });
    key = `${HISTORY_PREFIX}${await sha256Hex(json)}.json`;
    await history.store.put(key, json);
  }
  const rows = real.map((c) => [
    c.entity,
    Number(c.id),
    c.before === null ? 'added' : c.after === null ? 'removed' : 'changed',
    titleOf(c.after),
    titleOf(c.before),
    c.before === null ? null : key,
  ]);
  // A row is about 150 bytes: ROWS_PER_STATEMENT of them stay far under D1's 100 KB statement.
  const statements: Statement[] = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT)
    statements.push({
      sql:
        `INSERT INTO ${REVISIONS_TABLE} (kind, record_id, at, command, operator, action, title, previous_title, previous_key) ` +
        `SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), ${BEIJING_NOW_SQL}, ?, ?, json_extract(value, '$[2]'), ` +
        "json_extract(value, '$[3]'), json_extract(value, '$[4]'), json_extract(value, '$[5]') FROM json_each(?)",
      params: [history.command, history.by, JSON.stringify(rows.slice(at, at + ROWS_PER_STATEMENT))],
    });
  return statements;
}

/** A record's revisions, oldest first. */
export async function revisionsOf(db: ImportSession, entity: EntityKey, id: string): Promise<Revision[]> {
  const rows = await db.all<Record_>(
    'SELECT revision, kind, record_id AS id, at, command, operator AS by, action, title, previous_title AS previousTitle, previous_key AS previousKey ' +
      `FROM ${REVISIONS_TABLE} WHERE kind = ? AND record_id = ? ORDER BY revision`,
    entity,
    Number(id),
  );
  return rows.map((r) => ({ ...r, revision: Number(r.revision), id: String(r.id) }) as unknown as Revision);
}

/** The record's value before `revision` (null: it did not exist then). */
export async function previousValue(store: RevisionStore, revision: Revision): Promise<Record_ | null> {
  if (!revision.previousKey) return null;
  const json = await store.get(revision.previousKey);
  if (json === null)
    throw new Error(`R2 has no ${revision.previousKey} (the previous value of revision ${revision.revision})`);
  const record = (JSON.parse(json) as { previous: Record<string, Record<string, Record_>> }).previous[revision.kind]?.[
    revision.id
  ];
  if (!record) throw new Error(`${revision.previousKey} holds no ${revision.kind} ${revision.id}`);
  return record;
}

/** A RevisionStore on an R2 bucket binding (the worker's, or wrangler's local proxy of it). */
export function bucketRevisionStore(bucket: {
  put(key: string, value: string, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
  get(key: string): Promise<{ text(): Promise<string> } | null>;
}): RevisionStore {
  return {
    put: async (key, json) => void (await bucket.put(key, json, { httpMetadata: { contentType: 'application/json' } })),
    get: async (key) => (await bucket.get(key))?.text() ?? null,
  };
}
