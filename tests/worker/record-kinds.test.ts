// Issue 44: one definition per record kind. The migrated D1 schema and the definitions agree,
// and a field added to a definition is carried by the import check, the D1 write and read, the
// export and the API's decoder without being written anywhere else.

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { text } from '../../app/api/records/field.ts';
import { decodeRecord } from '../../app/api/records/decode-record.ts';
import { RECORD_KINDS, type EntityKey } from '../../app/api/records/record-kinds.ts';
import { insertRow, selectList, TABLES, toRecord } from '../../content/sql.ts';
import { tableSpec } from '../../content/tables.ts';
import { validateContent } from '../../content/validate.ts';
import { toEntity } from '../../worker/content/d1/rows.ts';

interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  pk: number;
}

const INTEGER_KINDS = new Set(['id', 'ref', 'int', 'flag']);

describe('the D1 schema after every migration', () => {
  for (const [entity, spec] of Object.entries(TABLES)) {
    it(`has exactly the columns of the ${entity} definition, each with its type and NOT NULL where the import requires a value`, async () => {
      const { results } = await env.DB.prepare(`SELECT name, type, "notnull", pk FROM pragma_table_info(?)`)
        .bind(spec.table)
        .all<ColumnInfo>();
      const defs = RECORD_KINDS[entity as EntityKey].fields as Record<string, { required: boolean }>;
      const expected = spec.fields.map((f) => ({
        name: f.column,
        type: INTEGER_KINDS.has(f.kind) ? 'INTEGER' : 'TEXT',
        // The id is the INTEGER PRIMARY KEY, SQLite's rowid: never NULL, though not declared so.
        notnull: f.kind !== 'id' && (defs[f.key]!.required || f.fallback !== undefined) ? 1 : 0,
        pk: f.kind === 'id' ? 1 : 0,
      }));
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
      expect(results.map(({ name, type, notnull, pk }) => ({ name, type, notnull, pk })).sort(byName)).toEqual(expected.sort(byName));
    });
  }
});

describe('a field added to a copy of the fairs’ definition', () => {
  const fields = { ...RECORD_KINDS.exhibitions.fields, boothPrice: text() };
  const kinds = { ...RECORD_KINDS, exhibitions: { table: 'exhibitions_with_booths', fields } };
  const spec = tableSpec(kinds.exhibitions);
  const seedFair = async () =>
    toRecord('exhibitions', (await env.DB.prepare(`SELECT ${selectList('exhibitions', 'e')} FROM exhibitions e LIMIT 1`).first())!);

  it('is checked by the import validator, with its path', async () => {
    const fair = await seedFair();
    const base = { exhibitionThemes: [{ id: String(fair.themeId) }] };
    expect(validateContent({ exhibitions: [{ ...fair, boothPrice: '标准展位 3.2 万元' }] }, base, kinds)).toEqual([]);
    expect(validateContent({ exhibitions: [{ ...fair, boothPrice: 32000 }] }, base, kinds)).toEqual([
      { path: 'exhibitions[0].boothPrice', message: '须是字符串，或写 null' },
    ]);
    // The live definition, which lacks it, refuses it as unknown.
    expect(validateContent({ exhibitions: [{ ...fair, boothPrice: '3.2 万元' }] }, base)).toContainEqual({
      path: 'exhibitions[0].boothPrice',
      message: '未知字段：该记录没有这个字段，请检查拼写或删去',
    });
  });

  it('is written to D1, read back by the store and the export, and decoded from the API’s answer', async () => {
    await env.DB.exec('DROP TABLE IF EXISTS exhibitions_with_booths');
    await env.DB.prepare('CREATE TABLE exhibitions_with_booths AS SELECT * FROM exhibitions WHERE 0').run();
    await env.DB.prepare('ALTER TABLE exhibitions_with_booths ADD COLUMN booth_price TEXT').run();
    const fair: Record<string, unknown> = { ...(await seedFair()), boothPrice: '标准展位 3.2 万元' };
    const { sql, params } = insertRow(spec, fair);
    await env.DB.prepare(sql)
      .bind(...params)
      .run();

    const row = (await env.DB.prepare(`SELECT ${selectList(spec, 'e')} FROM ${spec.table} e`).first())!;
    expect(toRecord(spec, row)).toEqual(fair);
    const entity = toEntity('exhibitions', row, spec);
    expect(entity.boothPrice).toBe('标准展位 3.2 万元');
    expect(decodeRecord(fields, JSON.parse(JSON.stringify(entity)))).toMatchObject({ id: fair.id, boothPrice: '标准展位 3.2 万元' });
    expect(decodeRecord(fields, { ...entity, boothPrice: undefined })).toMatchObject({ boothPrice: null });
  });
});
