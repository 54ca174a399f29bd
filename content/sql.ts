// The import document as D1 rows: the statements that replace all content (tables.ts says
// how each field is stored), and their rendering as a plain SQL file for
// `wrangler d1 execute --file`. Pure TS.

import { ENTITY_KEYS, type ContentDocument, type EntityKey } from './schema.ts';
import { MEDIA_REFS_TABLE, mediaRefRows } from './media-refs.ts';
import { revivedStatements } from './removed-ids.ts';
import { searchIndexRows } from './search-rows.ts';
import { TABLES, toSql, type TableSpec } from './tables.ts';

export { fromSql, GUIDE_KEYS, selectList, TABLES, toRecord } from './tables.ts';

export interface Statement {
  sql: string;
  params: unknown[];
}

/** The tables an import empties: children before parents (D1 enforces foreign keys). */
export const CONTENT_TABLES: readonly string[] = [
  MEDIA_REFS_TABLE,
  'release_tags',
  'tags',
  ...[...ENTITY_KEYS].reverse().map((entity) => TABLES[entity].table),
];

/**
 * Statements that replace all content with `doc` (validated by validateContent) and bump
 * meta.content_generation (the removed ids stay reserved, but for those `doc` brings back). Run them as one DB.batch() or one `d1 execute --file`: all or
 * nothing. Tags are derived per column from the releases' tag names, ids in order of
 * first use. For a small document (the seed, tests); a large import goes through staging
 * tables in chunks (content/import-plan.ts) and never holds every statement at once.
 */
export function contentStatements(doc: ContentDocument): Statement[] {
  const stmts: Statement[] = CONTENT_TABLES.map((table) => ({ sql: `DELETE FROM ${table}`, params: [] }));
  stmts.push({ sql: 'DELETE FROM search_index', params: [] }, { sql: 'DELETE FROM search_docs', params: [] });
  // One push per statement: spreading a large list into push() overflows the call stack.
  for (const stmt of rowStatements(doc)) stmts.push(stmt);
  stmts.push(...revivedStatements(), ...FACT_AUDIT_RESET, GENERATION_BUMP);
  return stmts;
}

/**
 * Empties content:audit's memory of the literal check (content/audit/fact-audit.ts): after the
 * whole content is loaded, records keep the times of the file, so the next run reads everything.
 */
export const FACT_AUDIT_RESET: readonly Statement[] = [
  { sql: 'DELETE FROM fact_audit', params: [] },
  { sql: "DELETE FROM meta WHERE key LIKE 'fact_audit:%'", params: [] },
];

/** Reads the content generation (worker/content/generation.ts reads it the same way). */
export const GENERATION_SQL = "SELECT value FROM meta WHERE key = 'content_generation'";

/** Now in milliseconds since 1970, in SQLite (julianday works on every SQLite D1 and workerd run). */
const NOW_MS = "CAST(ROUND((julianday('now') - 2440587.5) * 86400000) AS INTEGER)";

/**
 * The statement that makes every cached answer and page unreachable (worker/content/generation.ts).
 * The new value is the time of the write (or one above the stored value if that is later):
 * after a restore sets the value back (D1 Time Travel), the next write still gets a value no
 * timeline has used, so no cache entry of the abandoned timeline is ever reachable again.
 * `value + 1` would hand out the abandoned timeline's numbers a second time.
 */
export const GENERATION_BUMP: Statement = {
  sql: `INSERT INTO meta (key, value) VALUES ('content_generation', ${NOW_MS}) ON CONFLICT (key) DO UPDATE SET value = MAX(value + 1, excluded.value)`,
  params: [],
};

/**
 * Every INSERT of `doc`, one at a time: the entities' rows (parents first), the tags, and
 * the search index built from the same document (never stale). `prefix` names other
 * tables than the live ones (the staging tables of an import).
 */
export function* rowStatements(
  doc: ContentDocument,
  prefix = '',
  tables: Readonly<Record<EntityKey, TableSpec>> = TABLES,
): Generator<Statement> {
  for (const entity of ENTITY_KEYS) {
    for (const row of (doc[entity] ?? []) as unknown as Record<string, unknown>[]) {
      yield insertRow(tables[entity], row, prefix);
      // Which uploaded files it uses (media-refs.ts): what a later withdrawal reads.
      yield* mediaRefRows(entity, row, prefix);
    }
    if (entity === 'releases') yield* tagStatements(doc, prefix);
  }
  yield* searchIndexRows(doc, prefix);
}

/** The INSERT of one record into its table (`prefix`: the staging tables of an import). */
export function insertRow(spec: TableSpec, row: Record<string, unknown>, prefix = ''): Statement {
  return { sql: `INSERT INTO ${prefix}${insertInto(spec)}`, params: spec.fields.map((f) => toSql(f, row[f.key])) };
}

const inserts = new WeakMap<TableSpec, string>();

/** `table (columns) VALUES (?, …)`, written once per table (an import writes it for every row). */
function insertInto(spec: TableSpec): string {
  let text = inserts.get(spec);
  if (text === undefined) {
    text = `${spec.table} (${spec.fields.map((f) => f.column).join(', ')}) VALUES (${spec.fields.map(() => '?').join(', ')})`;
    inserts.set(spec, text);
  }
  return text;
}

function* tagStatements(doc: ContentDocument, prefix: string): Generator<Statement> {
  const tagIds = new Map<string, number>();
  const links: Statement[] = [];
  for (const release of doc.releases ?? []) {
    const names = [...new Set((release.tags ?? []).map((t) => t.trim()))];
    for (const [position, tagName] of names.entries()) {
      const key = `${release.columnId}\u0000${tagName}`;
      let tagId = tagIds.get(key);
      if (tagId === undefined) {
        tagId = tagIds.size + 1;
        tagIds.set(key, tagId);
        yield {
          sql: `INSERT INTO ${prefix}tags (id, column_id, tag_name) VALUES (?, ?, ?)`,
          params: [tagId, Number(release.columnId), tagName],
        };
      }
      links.push({
        sql: `INSERT INTO ${prefix}release_tags (release_id, tag_id, position) VALUES (?, ?, ?)`,
        params: [Number(release.id), tagId, position],
      });
    }
  }
  // The links after every tag they name (foreign keys); one per release-tag pair.
  yield* links;
}

/**
 * One SQL literal. Strings are quoted with '' doubled; NUL, which a file cannot hold in a
 * literal, becomes char(0); with `oneLine` line breaks become char(10) and char(13) too, for
 * D1's exec(), which takes one statement per line.
 */
export function sqlLiteral(value: unknown, oneLine = false): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value} as SQL`);
    return String(value);
  }
  if (typeof value === 'string') {
    const quoted = `'${value.replaceAll("'", "''")}'`;
    const special = oneLine ? /[\u0000\n\r]/g : /\u0000/g;
    return quoted.replace(special, (c) => `' || char(${c.charCodeAt(0)}) || '`);
  }
  throw new Error(`cannot write a ${typeof value} as SQL`);
}

/** The statements as a SQL file (one line each with `oneLine`), parameters written in as literals. */
export function statementsToSqlText(stmts: readonly Statement[], oneLine = false): string {
  return stmts
    .map(({ sql, params }) => {
      let i = 0;
      const text = sql.replace(/\?/g, () => {
        if (i >= params.length) throw new Error(`too few parameters for: ${sql}`);
        return sqlLiteral(params[i++], oneLine);
      });
      if (i !== params.length) throw new Error(`too many parameters for: ${sql}`);
      return `${text};\n`;
    })
    .join('');
}
