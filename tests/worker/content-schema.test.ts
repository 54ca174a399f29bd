// The import format of content/README.md: what the validator reports (every problem, with
// its path), how the split seed files merge, and the SQL an import runs.

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ContentDocument, Problem } from '../../content/schema.ts';
import { validateContent } from '../../content/validate.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { contentStatements, sqlLiteral, statementsToSqlText } from '../../content/sql.ts';

const seedFiles: Record<string, unknown> = import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' });

/** A small document that satisfies every rule; each test breaks one thing in a copy. */
function valid(): ContentDocument {
  return {
    version: 1,
    columns: [
      { id: '1', columnPid: '0', columnCode: 'YW', columnName: '要闻', columnType: 'list', orderNum: 1 },
      { id: '2', columnPid: '1', columnCode: 'YW-TZ', columnName: '通知', columnType: 'list', orderNum: 1, linkUrl: null },
      { id: '3', columnPid: '0', columnCode: 'OUT', columnName: '外链', columnType: 'link', orderNum: 2, linkUrl: 'https://example.org/' },
    ],
    releases: [
      {
        id: '10',
        columnId: '2',
        title: '通知一',
        releaseTime: '2028-02-29 09:30:00',
        readCount: 3,
        isTop: '1',
        tags: ['RCEP', 'RCEP', '原产地'],
        attachments: [{ name: 'a.docx', url: '/files/a.docx' }],
      },
      { id: '11', columnId: '1', title: '要闻一', releaseTime: '2026-11-18 09:30:00', tags: ['RCEP'] },
    ],
    activities: [{ id: '20', columnId: '1', title: '活动', startTime: '2027-03-18 09:00:00', endTime: '2027-03-18 09:00:00' }],
    exhibitionThemes: [{ id: '30', themeName: '机械', orderNum: 1 }],
    exhibitions: [{ id: '31', themeId: '30', exhibitionName: '展', country: '德国', startDate: '2027-04-12', endDate: '2027-04-16' }],
    advertising: [{ id: '40', title: '广告', imageUrl: '/a.svg', position: 'sidebar', orderNum: 1, startTime: null, endTime: null }],
    hotWords: [
      { id: '50', columnId: '0', word: '原产地证', orderNum: 1 },
      { id: '51', columnId: '2', word: '通知', orderNum: 2 },
    ],
    authQuTypes: [{ id: '60', typeName: '原产地', serviceCode: 'origin', orderNum: 1 }],
    authQus: [{ id: '61', typeId: '60', question: '问？', answer: '<p>答</p>', orderNum: 1 }],
    catalogue: [
      { id: '70', parentId: '0', catalogueName: '认证', catalogueCode: 'cert', orderNum: 1 },
      { id: '71', parentId: '70', catalogueName: '表格', catalogueCode: 'forms', orderNum: 1, createTime: '2026-01-01 00:00:00' },
    ],
  };
}

/** validateContent() of a copy of valid() changed by `edit`. */
function problemsAfter(edit: (doc: any) => void): Problem[] {
  const doc = structuredClone(valid());
  edit(doc);
  return validateContent(doc);
}

const paths = (problems: Problem[]) => problems.map((p) => p.path);

describe('validateContent', () => {
  it('accepts a document that follows every rule', () => {
    expect(validateContent(valid())).toEqual([]);
  });

  it('accepts the seed set as it stands in content/seed', () => {
    expect(validateContent(loadSeedDocument(seedFiles))).toEqual([]);
  });

  it('refuses anything but a JSON object, and unknown lists and versions', () => {
    expect(validateContent([])).toEqual([{ path: 'document', message: '须是 JSON 对象 { "version": 1, … }' }]);
    expect(paths(problemsAfter((d) => (d.relases = [])))).toEqual(['relases']);
    expect(paths(problemsAfter((d) => (d.version = 2)))).toEqual(['version']);
    expect(paths(problemsAfter((d) => (d.releases = {})))).toEqual(['releases']);
    expect(paths(problemsAfter((d) => d.releases.push('text')))).toEqual(['releases[2]']);
  });

  it('reports ids that are no decimal strings, and duplicates with the first place', () => {
    for (const id of ['abc', '007', 12, '0', '', '1234567890123456']) {
      expect(paths(problemsAfter((d) => (d.exhibitionThemes[0].id = id))), String(id)).toContain('exhibitionThemes[0].id');
    }
    const dup = problemsAfter((d) => (d.releases[1].id = '10'));
    expect(dup).toEqual([{ path: 'releases[1].id', message: 'id "10" 重复（已用于 releases[0]）' }]);
    expect(paths(problemsAfter((d) => (d.columns[1].columnCode = 'YW')))).toEqual(['columns[1].columnCode']);
  });

  it('reports every reference that names no row, allowing "0" only where top level is meant', () => {
    const problems = problemsAfter((d) => {
      d.columns[0].columnPid = '99';
      d.releases[0].columnId = '0';
      d.activities[0].columnId = '99';
      d.exhibitions[0].themeId = '99';
      d.hotWords[1].columnId = '99';
      d.authQus[0].typeId = '99';
      d.catalogue[1].parentId = '99';
    });
    expect(paths(problems)).toEqual([
      'columns[0].columnPid',
      'releases[0].columnId',
      'activities[0].columnId',
      'exhibitions[0].themeId',
      'hotWords[1].columnId',
      'authQus[0].typeId',
      'catalogue[1].parentId',
    ]);
    expect(problems.find((p) => p.path === 'exhibitions[0].themeId')?.message).toBe('指向的 exhibitionThemes 记录 "99" 不存在');
  });

  it('reports a parent chain that loops back on itself', () => {
    const problems = problemsAfter((d) => (d.columns[0].columnPid = '2'));
    expect(paths(problems)).toEqual(['columns[0].columnPid', 'columns[1].columnPid']);
    expect(paths(problemsAfter((d) => (d.catalogue[0].parentId = '70')))).toEqual(['catalogue[0].parentId']);
  });

  it('reports times and dates that are malformed or name no real day', () => {
    const bad = ['2026-02-29 00:00:00', '2026-13-01 00:00:00', '2026-11-18T09:30:00', '2026-11-18 24:00:00', '2026-11-18', 20261118];
    for (const value of bad) {
      expect(paths(problemsAfter((d) => (d.releases[1].releaseTime = value))), String(value)).toEqual(['releases[1].releaseTime']);
    }
    expect(paths(problemsAfter((d) => (d.exhibitions[0].startDate = '2027-04-31')))).toEqual(['exhibitions[0].startDate']);
    expect(paths(problemsAfter((d) => (d.catalogue[1].createTime = 'yesterday')))).toEqual(['catalogue[1].createTime']);
  });

  it('reports an end before its start', () => {
    expect(problemsAfter((d) => (d.activities[0].endTime = '2027-03-18 08:59:59'))).toEqual([
      { path: 'activities[0].endTime', message: '不能早于 startTime（2027-03-18 09:00:00）' },
    ]);
    expect(paths(problemsAfter((d) => (d.exhibitions[0].endDate = '2027-04-11')))).toEqual(['exhibitions[0].endDate']);
    const ad = problemsAfter((d) => Object.assign(d.advertising[0], { startTime: '2027-01-01 00:00:00', endTime: '2026-01-01 00:00:00' }));
    expect(paths(ad)).toEqual(['advertising[0].endTime']);
  });

  it('refuses a title over 80 characters and a summary over 200, counting 汉字 one each, naming the path', () => {
    const title = (n: number) => '贸'.repeat(n);
    expect(problemsAfter((d) => (d.releases[0].title = title(80)))).toEqual([]);
    expect(problemsAfter((d) => (d.releases[0].title = title(81)))).toEqual([
      { path: 'releases[0].title', message: '最多 80 个字，现有 81 个，请删减' },
    ]);
    expect(problemsAfter((d) => (d.releases[1].summary = title(200)))).toEqual([]);
    expect(paths(problemsAfter((d) => (d.releases[1].summary = title(201))))).toEqual(['releases[1].summary']);
    expect(paths(problemsAfter((d) => (d.activities[0].title = title(81))))).toEqual(['activities[0].title']);
    expect(paths(problemsAfter((d) => (d.exhibitions[0].exhibitionName = title(81))))).toEqual(['exhibitions[0].exhibitionName']);
    expect(paths(problemsAfter((d) => (d.exhibitions[0].summary = title(201))))).toEqual(['exhibitions[0].summary']);
  });

  it('reports values outside their enumerations', () => {
    const problems = problemsAfter((d) => {
      d.columns[0].columnType = 'folder';
      d.releases[0].isTop = '2';
      d.advertising[0].position = 'footer';
      d.authQuTypes[0].serviceCode = 'visa';
    });
    expect(paths(problems)).toEqual([
      'columns[0].columnType',
      'releases[0].isTop',
      'advertising[0].position',
      'authQuTypes[0].serviceCode',
    ]);
    expect(problems[0]?.message).toBe('须是以下之一：list、page、link');
  });

  it('reports missing required fields, wrong types and unknown fields, in document order', () => {
    const problems = problemsAfter((d) => {
      delete d.releases[0].title;
      d.releases[1].readCount = -1;
      d.columns[0].orderNum = '1';
      d.authQus[0].answer = null;
      d.activities[0].status = '1';
    });
    expect(problems).toEqual([
      { path: 'columns[0].orderNum', message: '须是整数' },
      { path: 'releases[0].title', message: '必填，不能缺少' },
      { path: 'releases[1].readCount', message: '须是不小于 0 的整数' },
      { path: 'activities[0].status', message: '未知字段：该记录没有这个字段，请检查拼写或删去' },
      { path: 'authQus[0].answer', message: '须是字符串（HTML 正文）' },
    ]);
  });

  it('reports bad tags and attachments by their own index', () => {
    const problems = problemsAfter((d) => {
      d.releases[0].tags = ['RCEP', '', 7];
      d.releases[1].attachments = [{ name: 'a' }, { name: 'b', url: '/b', size: 1 }];
    });
    expect(paths(problems)).toEqual([
      'releases[0].tags[1]',
      'releases[0].tags[2]',
      'releases[1].attachments[0].url',
      'releases[1].attachments[1].size',
    ]);
  });

  it('requires a link column to have its link and to hold no content', () => {
    const problems = problemsAfter((d) => {
      d.columns[2].linkUrl = '';
      d.releases[1].columnId = '3';
    });
    expect(paths(problems)).toEqual(['columns[2].linkUrl', 'releases[1].columnId']);
  });
});

describe('loadSeedDocument', () => {
  it('concatenates the lists of the split files in file-name order', () => {
    const doc = loadSeedDocument({
      '/content/seed/releases-b.json': { releases: [{ id: '3' }] },
      '/content/seed/columns.json': { columns: [{ id: '1' }] },
      '/content/seed/releases-a.json': { releases: [{ id: '1' }, { id: '2' }] },
    });
    expect(doc).toEqual({ columns: [{ id: '1' }], releases: [{ id: '1' }, { id: '2' }, { id: '3' }] });
  });

  it('names the file that holds no JSON object or disagrees with an earlier one', () => {
    expect(() => loadSeedDocument({ 'a.json': [] })).toThrow('a.json');
    expect(() => loadSeedDocument({ 'a.json': { version: 1 }, 'b.json': { version: 2 } })).toThrow('b.json');
    expect(() => loadSeedDocument({ 'a.json': { releases: [] }, 'b.json': { releases: {} } })).toThrow('b.json');
  });

  it('finds every list of the seed set in content/seed', () => {
    const doc = loadSeedDocument(seedFiles);
    const perFile = Object.values(seedFiles).reduce<number>((n, file) => n + ((file as { columns?: unknown[] }).columns?.length ?? 0), 0);
    expect(doc.columns).toHaveLength(perFile);
  });
});

describe('contentStatements', () => {
  it('empties children before parents, loads parents first and bumps the generation last', () => {
    const stmts = contentStatements(valid());
    const sql = stmts.map((s) => s.sql);
    expect(sql.indexOf('DELETE FROM release_tags')).toBeLessThan(sql.indexOf('DELETE FROM releases'));
    expect(sql.indexOf('DELETE FROM releases')).toBeLessThan(sql.indexOf('DELETE FROM columns'));
    const firstInsert = (table: string) => sql.findIndex((s) => s.startsWith(`INSERT INTO ${table} `));
    expect(firstInsert('columns')).toBeLessThan(firstInsert('releases'));
    expect(firstInsert('releases')).toBeLessThan(firstInsert('tags'));
    expect(firstInsert('exhibition_themes')).toBeLessThan(firstInsert('exhibitions'));
    expect(sql.at(-1)).toContain('content_generation');
  });

  it('derives one tag per name and column, each used once per release, in order of first use', () => {
    const stmts = contentStatements(valid());
    const tags = stmts.filter((s) => s.sql.startsWith('INSERT INTO tags ')).map((s) => s.params);
    expect(tags).toEqual([
      [1, 2, 'RCEP'],
      [2, 2, '原产地'],
      [3, 1, 'RCEP'],
    ]);
    const links = stmts.filter((s) => s.sql.startsWith('INSERT INTO release_tags ')).map((s) => s.params);
    expect(links).toEqual([
      [10, 1, 0],
      [10, 2, 1],
      [11, 3, 0],
    ]);
  });

  it('stores ids as integers, flags as 0/1, attachments as JSON and fills defaults', () => {
    const release = contentStatements(valid()).find((s) => s.sql.startsWith('INSERT INTO releases '))!;
    const columns = release.sql.slice(release.sql.indexOf('(') + 1, release.sql.indexOf(')')).split(', ');
    const row = Object.fromEntries(columns.map((c, i) => [c, release.params[i]]));
    expect(row).toMatchObject({ id: 10, column_id: 2, is_top: 1, read_count: 3, content: '', sub_title: null });
    expect(JSON.parse(row.attachments as string)).toEqual([{ name: 'a.docx', url: '/files/a.docx' }]);
  });
});

describe('statementsToSqlText', () => {
  it('writes values as SQL literals: quotes doubled, NULL, numbers, NUL as char(0)', () => {
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(42)).toBe('42');
    expect(sqlLiteral('a\u0000b')).toBe("'a' || char(0) || 'b'");
    expect(statementsToSqlText([{ sql: 'INSERT INTO t (a, b) VALUES (?, ?)', params: ["x';--", null] }])).toBe(
      "INSERT INTO t (a, b) VALUES ('x'';--', NULL);\n",
    );
    expect(() => statementsToSqlText([{ sql: 'SELECT ?', params: [] }])).toThrow();
  });

  it('writes text that SQLite reads back exactly', async () => {
    const tricky = "引号 ' 与 '' 双引号 \" 反斜杠 \\ 分号 ; 注释 -- /* */ 换行\n问号 ? 结束\u0000后";
    const text = statementsToSqlText([{ sql: 'SELECT ? AS v, ? AS n', params: [tricky, 7] }]);
    const row = await env.DB.prepare(text.replace(/;\n$/, '')).first<{ v: string; n: number }>();
    expect(row).toEqual({ v: tricky, n: 7 });
  });
});
