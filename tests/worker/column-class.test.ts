// A column keeps its class for the national inspection (issue 39): the import format carries
// it and refuses one it does not know, D1 keeps it, the API's column carries it, and the page
// metas and the content audit read it from the column; a column without one is classed from
// its code as before.

import { env } from 'cloudflare:workers';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { column } from '../../app/api/entities-site.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { validateContent } from '../../content/validate.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { runAudit } from '../../worker/audit/run.ts';
import { publish, restore } from './helpers/publish.ts';
import { get } from './helpers/request.ts';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
const columnOf = (code: string) => seed.columns!.find((c) => c.columnCode === code)!;
const columnType = (html: string) => /<meta name="ColumnType" content="([^"]*)"/.exec(html)?.[1];
const audit = () => runAudit(env.DB, { asOf: '2026-11-26', consultationConfigured: true });

beforeEach(() => forgetGeneration());
afterAll(() => restore(seed));

describe('the import format', () => {
  it('takes a known class or none, and refuses an unknown one with the classes it knows', () => {
    const doc = structuredClone(seed);
    const [first, second, third] = doc.columns!;
    Object.assign(first!, { columnClass: 'notice' });
    Object.assign(second!, { columnClass: null });
    expect(validateContent(doc)).toEqual([]);
    Object.assign(third!, { columnClass: 'weekly' });
    const problems = validateContent(doc);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.path).toBe('columns[2].columnClass');
    expect(problems[0]!.message).toMatch(/^须是栏目类别之一（news 要闻动态、notice 通知公告、policy 政策文件、.*），或写 null/);
  });
});

describe('a column that states its class', () => {
  it('is kept in D1, carried by the API, named by the ColumnType meta and judged by the audit', async () => {
    const yw = columnOf('YW');
    expect((await audit()).columns.find((c) => c.code === 'YW')).toMatchObject({ class: 'news', limitDays: 14 });
    expect(columnType(await (await get('/importantNews')).text())).toBe('要闻动态');

    expect(await publish({ version: 1, columns: [{ ...yw, columnClass: 'notice' }], replace: { columns: [yw.id] } })).toEqual([]);
    const stored = await env.DB.prepare('SELECT column_class AS c FROM columns WHERE id = ?').bind(yw.id).first<string>('c');
    expect(stored).toBe('notice');

    const listed = (await (await get('/api/cn/listColumn')).json()) as { data: Array<{ columnCode: string; columnClass?: string }> };
    expect(listed.data.find((c) => c.columnCode === 'YW')?.columnClass).toBe('notice');
    // The others state none: the answer leaves the field out, and their class follows their code.
    expect(listed.data.find((c) => c.columnCode === 'ZX-ZCFG')).not.toHaveProperty('columnClass');

    for (const path of ['/importantNews', '/m/importantNews']) expect(columnType(await (await get(path)).text()), path).toBe('通知公告');
    const report = await audit();
    expect(report.columns.find((c) => c.code === 'YW')).toMatchObject({ class: 'notice', category: '通知公告', limitDays: 183 });
    expect(report.columns.find((c) => c.code === 'ZX-ZCFG')).toMatchObject({ class: 'policy', limitDays: 183 });
  });

  it('an upstream column with a class this site does not know falls back to the default from its code', () => {
    const base = { id: '2', columnPid: '0', columnCode: 'YW', columnName: '贸促要闻', columnType: 'list', orderNum: 2 };
    expect(column({ ...base, columnClass: 'policy' })?.columnClass).toBe('policy');
    // 贸促要闻 (code YW) defaults to news: a class the site does not know, or none, gives that.
    expect(column({ ...base, columnClass: 'weekly' })?.columnClass).toBe('news');
    expect(column(base)?.columnClass).toBe('news');
  });
});
