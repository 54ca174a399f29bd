// The checks and the batch of a publish (content/publish-check.ts, publish-plan.ts) over a
// fixed picture of what D1 holds (the seed's small lists): each bad input is one problem that
// names the record; the batch deletes search rows before writing them, writes parents before
// children and removes children before parents, keeps the site's read count, re-indexes what
// carries a changed record's words, and bumps the generation once, last.

import { describe, expect, it } from 'vitest';
import { publishProblems, publishStatements, type Changes, type Live } from '../../../content/publish-plan.ts';
import { ENTITY_KEYS, type EntityKey } from '../../../content/schema.ts';
import { loadSeedDocument } from '../../../content/seed.ts';
import { GENERATION_BUMP } from '../../../content/sql.ts';
import { CERTIFICATION } from '../../worker/helpers/council.ts';

const seed = loadSeedDocument(import.meta.glob('../../../content/seed/*.json', { eager: true, import: 'default' }));

/** D1 as the seed left it; `existing` lists the ids the checks may find there. */
function live(existing: Partial<Record<EntityKey, string[]>> = {}, more: Partial<Live> = {}): Live {
  return {
    columns: seed.columns!,
    exhibitionThemes: seed.exhibitionThemes!,
    authQuTypes: seed.authQuTypes!,
    catalogue: seed.catalogue!,
    synonyms: seed.synonyms!,
    existing: Object.fromEntries(ENTITY_KEYS.map((e) => [e, new Set(existing[e] ?? [])])) as Live['existing'],
    holders: [],
    filed: new Map(),
    reindex: { releases: [], authQus: [], exhibitions: [] },
    serviceFacts: { releases: [], authQus: [] },
    facts: seed.facts!,
    replaced: {},
    maxIds: Object.fromEntries(ENTITY_KEYS.map((e) => [e, 0])) as Live['maxIds'],
    tombstones: Object.fromEntries(ENTITY_KEYS.map((e) => [e, new Map()])) as Live['tombstones'],
    removing: {},
    now: '2026-11-28 12:00:00',
    ...more,
  };
}

const activity = {
  id: '9001',
  columnId: '3411',
  title: '海关预裁定实务辅导会',
  startTime: '2027-03-01 09:00:00',
  endTime: '2027-03-01 12:00:00',
};
const faq = { id: '9301', typeId: '1', question: '展品转卖怎么办？', answer: '<p>办理正式出口。</p>', orderNum: 1 };
const fair = { id: '9201', themeId: '1', exhibitionName: '挪威渔业展', country: '挪威', startDate: '2027-08-17', endDate: '2027-08-19' };
const problemsOf = (changes: unknown, l = live()) => publishProblems(changes, l);
const paths = (changes: unknown, l = live()) => problemsOf(changes, l).map((p) => p.path);

describe('the checks of a publish', () => {
  it('accept records whose type, theme and column are there', () => {
    expect(problemsOf({ version: 1, activities: [activity], authQus: [faq], exhibitions: [fair] })).toEqual([]);
    // An activity may go into a sub-column of 活动预告 published with it.
    const sub = { id: '34111', columnPid: '3411', columnCode: 'HDYG-SUB', columnName: '专场', columnType: 'list', orderNum: 1 };
    expect(problemsOf({ version: 1, columns: [sub], activities: [{ ...activity, columnId: '34111' }] })).toEqual([]);
  });

  it('refuse a title over 80 characters (80 pass), naming its path', () => {
    const titled = (n: number) => ({ ...activity, title: '会'.repeat(n) });
    expect(problemsOf({ version: 1, activities: [titled(80)] })).toEqual([]);
    expect(problemsOf({ version: 1, activities: [titled(81)] })).toEqual([
      { path: 'activities[0].title', message: '最多 80 个字，现有 81 个，请删减' },
    ]);
  });

  it('refuse a FAQ whose type, a fair whose theme, a record whose column is not there', () => {
    expect(
      paths({
        version: 1,
        authQus: [{ ...faq, typeId: '999' }],
        exhibitions: [{ ...fair, themeId: '999' }],
        releases: [{ id: '9401', columnId: '999', title: '稿件', releaseTime: '2026-11-25 10:00:00' }],
      }),
    ).toEqual(['releases[0].columnId', 'exhibitions[0].themeId', 'authQus[0].typeId']);
    // …nor one the same publish removes.
    expect(paths({ version: 1, authQus: [faq], remove: { authQuTypes: ['1'] } }, live({ authQuTypes: ['1'] }))).toEqual([
      'authQus[0].typeId',
    ]);
  });

  it('refuse an activity where no page lists activities, naming where it belongs', () => {
    const [problem] = problemsOf({ version: 1, activities: [{ ...activity, columnId: '2' }] });
    expect(problem).toEqual({
      path: 'activities[0].columnId',
      message: '指向的栏目 "2"（贸促要闻）没有列出活动的页面：请放到 活动预告 ("3411") 或 会员经贸活动 ("3512") 下',
    });
  });

  it('refuse a column code already taken, a guide without its sections, a synonym naming no FAQ', () => {
    const column = { id: '95', columnPid: '0', columnCode: 'YW', columnName: '新栏目', columnType: 'list', orderNum: 9 };
    // A new guide in the column of a service the council offers, without its sections.
    const service = CERTIFICATION;
    const columnId = seed.columns!.find((c) => c.columnCode === service.columnCode)!.id;
    const guide = { id: '9501', columnId, title: `${service.name}办理指南（新）`, releaseTime: '2026-11-25 10:00:00' };
    const synonym = { id: '901', word: '展品转卖', variants: ['展后销售'], target: 'faq:9999' };
    const problems = problemsOf({ version: 1, columns: [column], releases: [guide], synonyms: [synonym] });
    expect(problems[0]).toEqual({ path: 'columns[0].columnCode', message: 'columnCode "YW" 重复（已用于 id "2"（库中已有））' });
    expect(problems.some((p) => p.path === 'releases[0].scope' && p.message.includes(guide.title))).toBe(true);
    expect(problems.at(-1)).toEqual({ path: 'synonyms[0].target', message: '指向的 authQus 记录 "9999" 不存在' });
    expect(problemsOf({ version: 1, synonyms: [{ ...synonym, target: 'faq:1' }] }, live({ authQus: ['1'] }))).toEqual([]);
  });

  it('refuse removing what is not there, what is published too, and what rows left alone still name', () => {
    const holders: Live['holders'] = [{ from: 'exhibitions', field: 'themeId', to: 'exhibitionThemes', id: '1', count: 6 }];
    const problems = problemsOf(
      {
        version: 1,
        activities: [activity],
        replace: { activities: ['9001'] },
        remove: { activities: ['9001', '9002', 'x', '9001'], exhibitionThemes: ['1'] },
      },
      live({ activities: ['9001'], exhibitionThemes: ['1'] }, { holders }),
    );
    expect(problems).toEqual([
      { path: 'remove.activities[0]', message: '"9001" 同时又在要发布的 activities 中：删除和发布只能选一个' },
      { path: 'remove.activities[1]', message: '要删除的 activities 记录 "9002" 不存在' },
      { path: 'remove.activities[2]', message: '须是十进制编号字符串，如 "1024"' },
      { path: 'remove.activities[3]', message: '"9001" 写了两次' },
      {
        path: 'remove.exhibitionThemes[0]',
        message: 'exhibitionThemes 记录 "1" 仍被 6 条本次不改动的 exhibitions 记录（themeId）引用：请在同一次发布中删除它们，或改指别处',
      },
    ]);
  });

  it('refuse a new type or code for a column that holds content, not a new name', () => {
    const yw = seed.columns!.find((c) => c.id === '2')!;
    const holding = live({ columns: ['2'] }, { filed: new Map([['2', 120]]) });
    const replace = { columns: ['2'] };
    expect(paths({ version: 1, columns: [{ ...yw, columnType: 'page', columnCode: 'YW2' }], replace }, holding)).toEqual([
      'columns[0].columnType',
      'columns[0].columnCode',
    ]);
    expect(paths({ version: 1, columns: [{ ...yw, columnName: '要闻' }], replace }, holding)).toEqual([]);
  });

  it('refuse a file that is no publish', () => {
    expect(paths([])).toEqual(['document']);
    expect(paths({ releases: [] })).toEqual(['version']);
    expect(paths({ version: 1, tags: [], remove: { tags: ['1'] } })).toEqual(['tags', 'remove.tags']);
    expect(paths({ version: 1, remove: ['1'] })).toEqual(['remove']);
    expect(problemsOf({ version: 1 })).toEqual([{ path: 'document', message: '没有任何改动：文件里既没有要发布的记录，也没有要删除的' }]);
  });
});

describe('the batch of a publish', () => {
  const sqlOf = (changes: Changes, l = live()) => publishStatements(changes, l).map((s) => s.sql);
  const at = (list: string[], pattern: RegExp) => list.findIndex((sql) => pattern.test(sql));

  it('deletes the search rows before writing them, parents before children, and bumps the generation once, last', () => {
    const theme = { id: '90', themeName: '海洋渔业', orderNum: 9 };
    const stmts = publishStatements(
      { version: 1, exhibitionThemes: [theme], exhibitions: [{ ...fair, themeId: '90' }], remove: { activities: ['101'] } },
      live({ activities: ['101'] }),
    );
    const sql = stmts.map((s) => s.sql);
    expect(stmts.filter((s) => s === GENERATION_BUMP)).toHaveLength(1);
    expect(stmts.at(-1)).toBe(GENERATION_BUMP);
    expect(at(sql, /^DELETE FROM search_docs .*'exhibition'/)).toBeLessThan(at(sql, /^INSERT INTO search_docs/));
    expect(at(sql, /^DELETE FROM search_docs .*'activity'/)).toBeGreaterThan(-1);
    expect(at(sql, /^INSERT INTO exhibition_themes/)).toBeLessThan(at(sql, /^INSERT INTO exhibitions/));
    expect(sql.filter((s) => s.startsWith('INSERT INTO search_docs'))).toHaveLength(1);
  });

  it('removes children before their parents, the unused tags before a column', () => {
    const sql = sqlOf({ version: 1, remove: { releases: ['1001'], columns: ['95'], authQus: ['1'], authQuTypes: ['1'] } });
    expect(at(sql, /^DELETE FROM releases/)).toBeLessThan(at(sql, /^DELETE FROM tags/));
    expect(at(sql, /^DELETE FROM tags/)).toBeLessThan(at(sql, /^DELETE FROM columns/));
    expect(at(sql, /^DELETE FROM auth_qus /)).toBeLessThan(at(sql, /^DELETE FROM auth_qu_types/));
  });

  it('keeps a release’s read count when the record leaves it out, and writes it when given', () => {
    const release = { id: '1001', columnId: '2', title: '稿件', releaseTime: '2026-11-25 10:00:00' };
    const upsert = (r: object) => sqlOf({ version: 1, releases: [r as never] }).find((s) => s.startsWith('INSERT INTO releases'))!;
    expect(upsert(release)).not.toContain('read_count = excluded.read_count');
    expect(upsert({ ...release, readCount: 7 })).toContain('read_count = excluded.read_count');
  });

  it('writes again the search documents of the records that carry a changed record’s words', () => {
    const kept = { id: '70', typeId: '1', question: '原产地证书被退回怎么办？', answer: '<p>…</p>', orderNum: 1 };
    const synonym = { id: '901', word: '退证', variants: ['证书退回'], target: 'faq:70' };
    const stmts = publishStatements(
      { version: 1, synonyms: [synonym] },
      live({ authQus: ['70'] }, { reindex: { releases: [], authQus: [kept], exhibitions: [] } }),
    );
    const deleted = stmts.find((s) => s.sql.startsWith('DELETE FROM search_docs'))!;
    expect(deleted.sql).toContain("'faq'");
    expect(deleted.params).toEqual(['["70"]']);
    const docs = stmts.filter((s) => s.sql.startsWith('INSERT INTO search_docs'));
    // A publish lets the store choose the row id, so the values start at the type.
    expect(docs.map((s) => s.params.slice(0, 2))).toEqual([['faq', '70']]);
    // The synonym's words are indexed with the FAQ it targets, as its title.
    const tokens = stmts.find((s) => s.sql.startsWith('INSERT INTO search_index'))!;
    expect(String(tokens.params[0])).toContain('退证');
  });
});
