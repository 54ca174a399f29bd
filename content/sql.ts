// The import document as D1 rows: one table spec per entity (document field ↔ column of
// migrations/0001_content.sql), the statements that replace all content, and their
// rendering as a plain SQL file for `wrangler d1 execute --file`. Pure TS.

import { ENTITY_KEYS, type AttachmentRecord, type ContentDocument, type EntityKey } from './schema.ts';

/**
 * How a field is stored: `id`/`ref` decimal string ↔ INTEGER, `flag` "0"/"1" ↔ INTEGER,
 * `json` list ↔ JSON TEXT, `int` number, `text` string or NULL.
 */
export type FieldKind = 'id' | 'ref' | 'text' | 'int' | 'flag' | 'json';

export interface FieldSpec {
  /** The field of the document and of the API entity (camelCase). */
  readonly key: string;
  /** Its column: the key in snake_case. */
  readonly column: string;
  readonly kind: FieldKind;
  /** Stored when the document leaves the field out (NOT NULL columns). */
  readonly fallback?: string | number;
}

export interface TableSpec {
  readonly table: string;
  readonly fields: readonly FieldSpec[];
}

type FieldList = Record<string, FieldKind | [FieldKind, string | number]>;

function spec(table: string, fields: FieldList): TableSpec {
  const all: FieldList = { ...fields, createTime: 'text', updateTime: 'text' };
  return {
    table,
    fields: Object.entries(all).map(([key, kind]) => {
      const column = key.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
      return Array.isArray(kind) ? { key, column, kind: kind[0], fallback: kind[1] } : { key, column, kind };
    }),
  };
}

const T = 'text';

export const TABLES: Readonly<Record<EntityKey, TableSpec>> = {
  columns: spec('columns', {
    id: 'id', columnPid: 'ref', columnCode: T, columnName: T, columnType: T, linkUrl: T, orderNum: 'int', description: T,
  }),
  releases: spec('releases', {
    id: 'id', columnId: 'ref', title: T, subTitle: T, summary: T, content: [T, ''], coverImage: T, source: T,
    author: T, releaseTime: T, readCount: ['int', 0], isTop: ['flag', 0], linkUrl: T, attachments: ['json', '[]'],
  }),
  activities: spec('activities', {
    id: 'id', columnId: 'ref', title: T, summary: T, content: [T, ''], coverImage: T, address: T, organizer: T,
    startTime: T, endTime: T, signUpUrl: T,
  }),
  exhibitionThemes: spec('exhibition_themes', { id: 'id', themeName: T, orderNum: 'int' }),
  exhibitions: spec('exhibitions', {
    id: 'id', themeId: 'ref', exhibitionName: T, country: T, city: T, venue: T, industry: T, organizer: T,
    contact: T, phone: T, startDate: T, endDate: T, coverImage: T, summary: T, content: T, linkUrl: T,
  }),
  advertising: spec('advertising', {
    id: 'id', title: T, imageUrl: T, linkUrl: T, position: T, orderNum: 'int', startTime: T, endTime: T,
  }),
  hotWords: spec('hot_words', { id: 'id', columnId: 'ref', word: T, orderNum: 'int' }),
  authQuTypes: spec('auth_qu_types', { id: 'id', typeName: T, serviceCode: T, orderNum: 'int' }),
  authQus: spec('auth_qus', { id: 'id', typeId: 'ref', question: T, answer: T, orderNum: 'int' }),
  catalogue: spec('catalogue', {
    id: 'id', parentId: 'ref', catalogueName: T, catalogueCode: T, summary: T, icon: T, linkUrl: T, fileUrl: T,
    orderNum: 'int',
  }),
};

/** `alias.column AS "key", …` for a SELECT that yields rows keyed like the document. */
export function selectList(entity: EntityKey, alias: string, omit: readonly string[] = []): string {
  return TABLES[entity].fields
    .filter((f) => !omit.includes(f.key))
    .map((f) => `${alias}.${f.column} AS "${f.key}"`)
    .join(', ');
}

/** A stored value as the document (and the API) spell it. */
export function fromSql(kind: FieldKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'id':
    case 'ref':
    case 'flag':
      return String(value);
    case 'json':
      return typeof value === 'string' ? JSON.parse(value) : value;
    default:
      return value;
  }
}

function toSql(field: FieldSpec, value: unknown): string | number | null {
  if (value === undefined || value === null) return field.fallback ?? null;
  switch (field.kind) {
    case 'id':
    case 'ref':
      return Number(value);
    case 'flag':
      return value === '1' ? 1 : 0;
    case 'json':
      return JSON.stringify((value as AttachmentRecord[]).map(({ name, url }) => ({ name, url })));
    default:
      return value as string | number;
  }
}

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
      return text + ';\n';
    })
    .join('');
}
