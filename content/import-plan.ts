// A whole-site import in bounded memory (issue 28): the document's rows go into staging
// tables (import_*) in chunks, then one batch switches them into the live tables, so a load
// that fails anywhere leaves the previous content serving. Pure TS: the CLI runs each step
// as a `wrangler d1 execute --file`, the tests as a DB.batch().

import type { ContentDocument } from './schema.ts';
import { CONTENT_TABLES, GENERATION_BUMP, rowStatements, TABLES, type Statement } from './sql.ts';

/** Staging tables are the live ones' names behind this prefix. */
export const STAGING = 'import_';

/** The ordinary tables an import replaces, children first: the content, then the search documents. */
const PLAIN_TABLES: readonly string[] = [...CONTENT_TABLES, 'search_docs'];

/** The columns of each plain table, as the import writes them. */
const COLUMNS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.values(TABLES).map(({ table, fields }) => [table, fields.map((f) => f.column).join(', ')])),
  tags: 'id, column_id, tag_name',
  release_tags: 'release_id, tag_id, position',
  search_docs: 'id, type, ref_id, title, body, url, date, service_code',
};

/**
 * Empty staging tables shaped like the live ones (same columns, no constraints: the
 * document is validated before, the live tables' keys check it again at the switch). The
 * FTS5 index is staged as a plain table: a virtual table is created by migration 0003 only.
 */
export function stagingSetup(): Statement[] {
  const stmts = stagingCleanup();
  for (const table of PLAIN_TABLES)
    stmts.push({ sql: `CREATE TABLE ${STAGING}${table} AS SELECT ${COLUMNS[table]} FROM ${table} WHERE 0`, params: [] });
  stmts.push({
    sql: `CREATE TABLE ${STAGING}search_index (rowid INTEGER PRIMARY KEY, title TEXT NOT NULL, body TEXT NOT NULL)`,
    params: [],
  });
  return stmts;
}

/** Every row of the document, into the staging tables, one statement at a time. */
export function stagingRows(doc: ContentDocument): Generator<Statement> {
  return rowStatements(doc, STAGING);
}

/**
 * The switch, as ONE batch: the live tables emptied (children first), filled from staging
 * (parents first), the search index rebuilt from its staged tokens, the generation bumped.
 * D1 runs a batch (and a `d1 execute --file`) as one transaction: all of it or none.
 */
export function switchStatements(): Statement[] {
  const stmts: Statement[] = [
    { sql: 'DELETE FROM search_index', params: [] },
    ...PLAIN_TABLES.map((table) => ({ sql: `DELETE FROM ${table}`, params: [] })),
  ];
  for (const table of [...PLAIN_TABLES].reverse()) {
    const columns = COLUMNS[table];
    stmts.push({ sql: `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM ${STAGING}${table}`, params: [] });
  }
  stmts.push({
    sql: `INSERT INTO search_index (rowid, title, body) SELECT rowid, title, body FROM ${STAGING}search_index`,
    params: [],
  });
  stmts.push(GENERATION_BUMP);
  return stmts;
}

/** Drops the staging tables (before a load, after the switch, after a failed load). */
export function stagingCleanup(): Statement[] {
  return [...PLAIN_TABLES, 'search_index'].map((table) => ({ sql: `DROP TABLE IF EXISTS ${STAGING}${table}`, params: [] }));
}

export interface ChunkLimits {
  /** At most this many statements per chunk. */
  statements: number;
  /** At most about this many bytes of SQL text per chunk (a single larger statement is a chunk of its own). */
  bytes: number;
}

/** Statements grouped into chunks within the limits; `size` measures one (its SQL text's bytes). */
export function* chunked<T>(
  items: Iterable<T>,
  limits: ChunkLimits,
  size: (item: T) => number,
): Generator<{ items: T[]; bytes: number }> {
  let items_: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const n = size(item);
    if (items_.length > 0 && (items_.length >= limits.statements || bytes + n > limits.bytes)) {
      yield { items: items_, bytes };
      items_ = [];
      bytes = 0;
    }
    items_.push(item);
    bytes += n;
  }
  if (items_.length > 0) yield { items: items_, bytes };
}
