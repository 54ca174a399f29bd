// How the publish's reads are written: several subqueries in one row of JSON columns (a
// deployed database costs one `wrangler d1 execute` per query), each list's rows as an array of
// objects keyed like the import format, and read back as records. Used by publish-live.ts.

import type { EntityKey } from './schema.ts';
import { TABLES, toRecord } from './tables.ts';

/** One row of several JSON columns, each a subquery with its own parameters. */
export class OneRow {
  private readonly parts: string[] = [];
  readonly params: unknown[] = [];
  add(sql: string, ...params: unknown[]): string {
    const alias = `c${this.parts.length}`;
    this.parts.push(`${sql} AS ${alias}`);
    this.params.push(...params);
    return alias;
  }
  get sql(): string {
    return `SELECT ${this.parts.join(', ')}`;
  }
}

export const ids = (list: Iterable<string>) => JSON.stringify([...list].map(Number));
export const inList = (column: string) => `${column} IN (SELECT value FROM json_each(?))`;

/** D1 takes at most 32 arguments per SQL function (its limits page): 16 key-value pairs. */
const PAIRS_PER_CALL = 16;

/** A subquery: the rows of a list as a JSON array of objects keyed like the import format. */
export function recordsSql(entity: EntityKey, where = ''): string {
  const { table, fields } = TABLES[entity];
  const objects: string[] = [];
  for (let i = 0; i < fields.length; i += PAIRS_PER_CALL) {
    const pairs = fields.slice(i, i + PAIRS_PER_CALL).map((f) => `'${f.key}', t.${f.column}`);
    objects.push(`json_object(${pairs.join(', ')})`);
  }
  // json_patch joins them (it drops null fields, which the records leave out anyway).
  const row = objects.reduce((joined, next) => `json_patch(${joined}, ${next})`);
  return `(SELECT json_group_array(${row}) FROM ${table} t ${where})`;
}

/** Such an array read back as records (absent fields left out, as an export writes them). */
export function records<T>(entity: EntityKey, text: unknown): T[] {
  const rows = JSON.parse(typeof text === 'string' ? text : '[]') as Record<string, unknown>[];
  return rows.map((row) => toRecord(entity, row) as T);
}

/** `[[key, count], …]` as a map. */
export const counts = (text: unknown) =>
  new Map((JSON.parse(typeof text === 'string' ? text : '[]') as [string, number][]).map(([k, n]) => [String(k), n]));

export const columnOf = (entity: EntityKey, key: string) => TABLES[entity].fields.find((f) => f.key === key)!.column;
