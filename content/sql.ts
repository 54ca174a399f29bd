// The import document as D1 rows: the statements that replace all content (tables.ts says
// how each field is stored), and their rendering as a plain SQL file for
// `wrangler d1 execute --file`. Pure TS.

import { ENTITY_KEYS, type ContentDocument } from './schema.ts';
import { searchIndexStatements } from './search-index.ts';
import { TABLES, toSql } from './tables.ts';

export { fromSql, GUIDE_KEYS, selectList, TABLES, type FieldKind, type FieldSpec, type TableSpec } from './tables.ts';

export interface Statement {
  sql: string;
  params: unknown[];
}

/** The tables an import empties: children before parents (D1 enforces foreign keys). */
export const CONTENT_TABLES: readonly string[] = [
  'release_tags',
  'tags',
  ...[...ENTITY_KEYS].reverse().map((entity) => TABLES[entity].table),
];

/**
 * Statements that replace all content with `doc` (validated by validateContent) and bump
 * meta.content_generation. Run them as one DB.batch() or one `d1 execute --file`: all or
 * nothing. Tags are derived per column from the releases' tag names, ids in order of
 * first use.
 */
export function contentStatements(doc: ContentDocument): Statement[] {
  const stmts: Statement[] = CONTENT_TABLES.map((table) => ({ sql: `DELETE FROM ${table}`, params: [] }));
  for (const entity of ENTITY_KEYS) {
    const { table, fields } = TABLES[entity];
    const columns = fields.map((f) => f.column).join(', ');
    const sql = `INSERT INTO ${table} (${columns}) VALUES (${fields.map(() => '?').join(', ')})`;
    for (const row of (doc[entity] ?? []) as unknown as Record<string, unknown>[]) {
      stmts.push({ sql, params: fields.map((f) => toSql(f, row[f.key])) });
    }
    if (entity === 'releases') stmts.push(...tagStatements(doc));
  }
  // The search index is rebuilt from the same document in the same batch: never stale.
  stmts.push(...searchIndexStatements(doc));
  stmts.push({
    sql: "INSERT INTO meta (key, value) VALUES ('content_generation', 1) ON CONFLICT (key) DO UPDATE SET value = value + 1",
    params: [],
  });
  return stmts;
}

function tagStatements(doc: ContentDocument): Statement[] {
  const tagIds = new Map<string, number>();
  const tags: Statement[] = [];
  const links: Statement[] = [];
  for (const release of doc.releases ?? []) {
    const names = [...new Set((release.tags ?? []).map((t) => t.trim()))];
    names.forEach((tagName, position) => {
      const key = `${release.columnId}\u0000${tagName}`;
      let tagId = tagIds.get(key);
      if (tagId === undefined) {
        tagId = tagIds.size + 1;
        tagIds.set(key, tagId);
        tags.push({
          sql: 'INSERT INTO tags (id, column_id, tag_name) VALUES (?, ?, ?)',
          params: [tagId, Number(release.columnId), tagName],
        });
      }
      links.push({
        sql: 'INSERT INTO release_tags (release_id, tag_id, position) VALUES (?, ?, ?)',
        params: [Number(release.id), tagId, position],
      });
    });
  }
  return [...tags, ...links];
}

/** One SQL literal. Strings are quoted with '' doubled; NUL, which a file cannot hold in a literal, becomes char(0). */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value} as SQL`);
    return String(value);
  }
  if (typeof value === 'string') {
    return value
      .split('\u0000')
      .map((part) => `'${part.replaceAll("'", "''")}'`)
      .join(' || char(0) || ');
  }
  throw new Error(`cannot write a ${typeof value} as SQL`);
}

/** The statements as a SQL file, parameters written in as literals. */
export function statementsToSqlText(stmts: readonly Statement[]): string {
  return stmts
    .map(({ sql, params }) => {
      let i = 0;
      const text = sql.replace(/\?/g, () => {
        if (i >= params.length) throw new Error(`too few parameters for: ${sql}`);
        return sqlLiteral(params[i++]);
      });
      if (i !== params.length) throw new Error(`too many parameters for: ${sql}`);
      return `${text};\n`;
    })
    .join('');
}
