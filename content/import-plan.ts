// A whole-site import in bounded memory (issue 28): the document's rows go into staging
// tables (import_*) in chunks, then one small batch switches them live by renaming, so a
// load that fails anywhere leaves the previous content serving, and the switch costs the
// same at 100,000 releases as at 200 (no rows are copied in it). Pure TS: the CLI runs each
// step through scripts/lib/d1-session.ts, the tests through DB.batch()/exec().

import type { ContentDocument } from './schema.ts';
import { revivedStatements } from './removed-ids.ts';
import { CONTENT_TABLES, FACT_AUDIT_RESET, GENERATION_BUMP, rowStatements, type Statement } from './sql.ts';

/** Staging tables are the live ones' names behind this prefix. */
export const STAGING = 'import_';

/** The ordinary tables an import replaces, children first: the content, then the search documents. */
export const PLAIN_TABLES: readonly string[] = [...CONTENT_TABLES, 'search_docs'];

/** The FTS5 index and its twin of migration 0006, swapped by the switch. */
const INDEX = 'search_index';

/** The live schema the staging tables copy: sqlite_master's rows of the plain tables. */
export interface SchemaRow {
  type: 'table' | 'index';
  name: string;
  tbl_name: string;
  sql: string;
}

/** Reads the live schema (run it and pass the rows to stagingSetup and switchStatements). */
export const SCHEMA_SQL = `SELECT type, name, tbl_name, sql FROM sqlite_master WHERE type IN ('table', 'index') AND sql IS NOT NULL AND tbl_name IN (${PLAIN_TABLES.map((t) => `'${t}'`).join(', ')})`;

const name = (quoted: string) => quoted.replace(/^["`[]|["`\]]$/g, '');

/** A live table's CREATE TABLE as its staging table's: its own name and the tables it references prefixed. */
export function stagingTableSql(sql: string): string {
  return sql
    .replace(/^CREATE TABLE\s+("?\w+"?)/i, (_, t: string) => `CREATE TABLE ${STAGING}${name(t)}`)
    .replace(/REFERENCES\s+("?\w+"?)/gi, (_, t: string) => `REFERENCES ${STAGING}${name(t)}`);
}

/**
 * Steps before the rows: drop what a failed import left, empty the index twin, create the
 * staging tables with the live ones' columns, keys and constraints (foreign keys checked as
 * rows arrive, parents first) but no indexes: those are built once, in the switch.
 */
export function stagingSetup(schema: readonly SchemaRow[]): Statement[] {
  const stmts = stagingCleanup();
  for (const table of [...PLAIN_TABLES].reverse()) {
    const row = schema.find((r) => r.type === 'table' && r.tbl_name === table);
    if (!row) throw new Error(`the database has no table ${table}: apply the migrations first`);
    stmts.push({ sql: stagingTableSql(row.sql), params: [] });
  }
  return stmts;
}

/** Every row of the document, into the staging tables, one statement at a time. */
export function stagingRows(doc: ContentDocument): Generator<Statement> {
  return rowStatements(doc, STAGING);
}

/**
 * The switch, as ONE batch (D1 runs a batch, and a `d1 execute --file`, as one transaction):
 * the live tables dropped (children first), the staging ones renamed to their names (SQLite
 * rewrites the references between them), the live indexes rebuilt on them, the search index
 * swapped with its twin, the tombstones of ids the import brings back dropped (the others stay:
 * removed-ids.ts), the generation bumped.
 */
export function switchStatements(schema: readonly SchemaRow[]): Statement[] {
  const sql = (text: string): Statement => ({ sql: text, params: [] });
  const stmts: Statement[] = PLAIN_TABLES.map((t) => sql(`DROP TABLE ${t}`));
  for (const t of [...PLAIN_TABLES].reverse()) stmts.push(sql(`ALTER TABLE ${STAGING}${t} RENAME TO ${t}`));
  for (const row of schema) if (row.type === 'index') stmts.push(sql(row.sql));
  stmts.push(
    sql(`ALTER TABLE ${INDEX} RENAME TO ${STAGING}${INDEX}_old`),
    sql(`ALTER TABLE ${STAGING}${INDEX} RENAME TO ${INDEX}`),
    sql(`ALTER TABLE ${STAGING}${INDEX}_old RENAME TO ${STAGING}${INDEX}`),
    ...revivedStatements(),
    ...FACT_AUDIT_RESET,
    GENERATION_BUMP,
  );
  return stmts;
}

/** Drops the staging tables, children first (before a load, after a failed one). */
export function stagingCleanup(): Statement[] {
  return PLAIN_TABLES.map((t) => ({ sql: `DROP TABLE IF EXISTS ${STAGING}${t}`, params: [] }));
}

/**
 * Empties the index twin (after a switch it holds the previous content's tokens) in slices,
 * each its own statement: run them until `changes` is 0. A whole-table DELETE of 100,000
 * FTS rows would be one long transaction.
 */
export const EMPTY_INDEX_TWIN: Statement = {
  sql: `DELETE FROM ${STAGING}${INDEX} WHERE rowid IN (SELECT rowid FROM ${STAGING}${INDEX} LIMIT 5000)`,
  params: [],
};

export interface ChunkLimits {
  /** At most this many statements per chunk. */
  statements: number;
  /** At most about this many bytes of SQL text per chunk (a single larger statement is a chunk of its own). */
  bytes: number;
}

/** Items grouped into chunks within the limits; `size` measures one (its SQL text's bytes). */
export function* chunked<T>(
  items: Iterable<T>,
  limits: ChunkLimits,
  size: (item: T) => number,
): Generator<{ items: T[]; bytes: number }> {
  let chunk: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const n = size(item);
    if (chunk.length > 0 && (chunk.length >= limits.statements || bytes + n > limits.bytes)) {
      yield { items: chunk, bytes };
      chunk = [];
      bytes = 0;
    }
    chunk.push(item);
    bytes += n;
  }
  if (chunk.length > 0) yield { items: chunk, bytes };
}
