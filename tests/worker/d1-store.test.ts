// The built-in content service answers the 15 calls of docs/api.md from D1: shapes,
// paging, filters, ordering and each bad-input rule. The data is the seed set plus a
// fixture of edge cases; expectations are computed from that document, not typed in.

import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseCallPath } from '../../app/api/calls.ts';
import { ENTITY_KEYS, type ContentDocument, type ExhibitionRecord, type ReleaseRecord } from '../../content/schema.ts';
import { validateContent } from '../../content/validate.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { contentStatements, type Statement } from '../../content/sql.ts';
import { createD1Store } from '../../worker/content/d1/index.ts';
import { beijingTime } from '../../worker/content/d1/params.ts';
import { HOT_WINDOW_DAYS } from '../../worker/content/d1/releases.ts';
import { OFFERED } from './helpers/council.ts';
import type { CertificationCode } from '../../app/domain/services.ts';

/** A certification service the council offers besides the certificate of origin: the second FAQ category's. */
const OTHER = OFFERED.filter((s) => s.certification && s.code !== 'origin')[0] as (typeof OFFERED)[number] & {
  code: CertificationCode;
};

/** 2026-11-20 12:00:00 in Beijing: the clock of activity status and advertising windows. */
const NOW = new Date('2026-11-20T04:00:00Z');
const NOW_BEIJING = '2026-11-20 12:00:00';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));

const bulk: ReleaseRecord[] = Array.from({ length: 105 }, (_, i) => ({
  id: String(920001 + i),
  columnId: '9200',
  title: `批量稿件 ${i + 1}`,
  releaseTime: `2025-01-01 ${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`,
}));

/** 105 past fairs, more than a page of 100, the last of them in a country no other fair visits. */
const pastFairs: ExhibitionRecord[] = Array.from({ length: 105 }, (_, i) => ({
  id: String(930001 + i),
  themeId: '9003',
  exhibitionName: `第${i + 1}期中国出口商品（迪拜）展览会`,
  country: i === 104 ? '冰岛' : '阿联酋',
  city: i === 104 ? '雷克雅未克' : '迪拜',
  startDate: `${2010 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-10`,
  endDate: `${2010 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-13`,
}));

const LONG_TITLE = '我会举办区域全面经济伙伴关系协定原产地规则专题培训会暨企业对接交流活动';

const fixture: ContentDocument = {
  columns: [
    { id: '9100', columnPid: '0', columnCode: 'TEST', columnName: '测试要闻', columnType: 'list', orderNum: 90 },
    { id: '9110', columnPid: '9100', columnCode: 'TEST-A', columnName: '测试子栏目', columnType: 'list', orderNum: 1 },
    { id: '9111', columnPid: '9110', columnCode: 'TEST-A-1', columnName: '测试孙栏目', columnType: 'list', orderNum: 1 },
    { id: '9120', columnPid: '9100', columnCode: 'TEST-B', columnName: '测试子栏目乙', columnType: 'list', orderNum: 2 },
    { id: '9200', columnPid: '0', columnCode: 'TEST-BULK', columnName: '批量', columnType: 'list', orderNum: 91 },
    {
      id: '9300',
      columnPid: '0',
      columnCode: 'TEST-LINK',
      columnName: '外链',
      columnType: 'link',
      linkUrl: 'https://example.org/',
      orderNum: 92,
    },
  ],
  releases: [
    {
      id: '910001',
      columnId: '9100',
      title: '置顶通知',
      releaseTime: '2020-01-01 08:00:00',
      isTop: '1',
      readCount: 5,
      content: '<p>置顶</p>',
      tags: ['RCEP', '原产地'],
      attachments: [{ name: '申请表.docx', url: '/files/a.docx' }],
    },
    { id: '910002', columnId: '9100', title: '最新要闻', releaseTime: '2026-11-01 09:00:00', readCount: 9_999_999, tags: ['RCEP'] },
    { id: '910003', columnId: '9110', title: '增长100%_达成\\目标', releaseTime: '2026-10-01 09:00:00', readCount: 3, tags: ['RCEP'] },
    { id: '910004', columnId: '9111', title: '增长100个百分点', releaseTime: '2026-09-01 09:00:00', tags: ['RCEP', 'RCEP'] },
    { id: '910005', columnId: '9120', title: LONG_TITLE, releaseTime: '2026-09-01 09:00:00', readCount: 0, content: '<p>正文</p>' },
    { id: '910006', columnId: '9120', title: '第二条置顶', releaseTime: '2026-01-01 00:00:00', isTop: '1' },
    ...bulk,
  ],
  activities: [
    {
      id: '9101',
      columnId: '9100',
      title: '测试活动将办',
      startTime: '2027-03-18 09:00:00',
      endTime: '2027-03-18 17:00:00',
      content: '<p>议程</p>',
    },
    { id: '9102', columnId: '9110', title: '测试活动进行', startTime: '2026-11-20 09:00:00', endTime: '2026-11-20 18:00:00' },
    { id: '9103', columnId: '9100', title: '测试活动已结束', startTime: '2026-11-19 09:00:00', endTime: '2026-11-19 17:00:00' },
    { id: '9104', columnId: '9100', title: '测试活动此刻开始', startTime: NOW_BEIJING, endTime: '2026-11-21 12:00:00' },
  ],
  exhibitionThemes: [
    { id: '9001', themeName: '测试主题甲', orderNum: 1 },
    { id: '9002', themeName: '测试主题乙', orderNum: 0 },
    { id: '9003', themeName: '轻工消费品', orderNum: 2 },
  ],
  exhibitions: [
    {
      id: '90001',
      themeId: '9001',
      exhibitionName: '测试汉诺威展',
      country: '测试德国',
      startDate: '2027-04-12',
      endDate: '2027-04-16',
      content: '<p>展</p>',
    },
    {
      id: '90002',
      themeId: '9001',
      exhibitionName: '测试东京_国际展',
      country: '测试日本',
      startDate: '2026-12-01',
      endDate: '2026-12-03',
    },
    { id: '90003', themeId: '9002', exhibitionName: '测试科隆展', country: '测试德国', startDate: '2027-01-10', endDate: '2027-01-12' },
    ...pastFairs,
  ],
  advertising: [
    {
      id: '9001',
      title: '在投乙',
      imageUrl: '/a.svg',
      position: 'home-banner',
      orderNum: 2,
      startTime: '2026-01-01 00:00:00',
      endTime: '2030-12-31 23:59:59',
    },
    { id: '9002', title: '不限期', imageUrl: '/b.svg', position: 'home-banner', orderNum: 1 },
    {
      id: '9003',
      title: '已过期',
      imageUrl: '/c.svg',
      position: 'home-banner',
      orderNum: 0,
      startTime: '2020-01-01 00:00:00',
      endTime: '2021-01-01 00:00:00',
    },
    {
      id: '9004',
      title: '未开始',
      imageUrl: '/d.svg',
      position: 'home-banner',
      orderNum: 0,
      startTime: '2027-01-01 00:00:00',
      endTime: '2028-01-01 00:00:00',
    },
    {
      id: '9005',
      title: '此刻截止',
      imageUrl: '/e.svg',
      position: 'sidebar',
      orderNum: 1,
      startTime: '2026-01-01 00:00:00',
      endTime: NOW_BEIJING,
    },
  ],
  hotWords: [
    { id: '9001', columnId: '0', word: '测试热词乙', orderNum: 1000 },
    { id: '9002', columnId: '0', word: '测试热词甲', orderNum: 999 },
    { id: '9003', columnId: '9100', word: '栏目热词', orderNum: 1 },
  ],
  authQuTypes: [
    { id: '9001', typeName: '测试原产地', serviceCode: 'origin', orderNum: 1000 },
    { id: '9002', typeName: `测试${OTHER.name}`, serviceCode: OTHER.code, orderNum: 1001 },
  ],
  authQus: [
    { id: '9001', typeId: '9001', question: '测试：区域价值成分 50% 怎么算？', answer: '<p>答</p>', orderNum: 2 },
    { id: '9002', typeId: '9001', question: '测试：普通问题', answer: '<p>答</p>', orderNum: 1 },
    { id: '9003', typeId: '9002', question: `测试：${OTHER.name}问题`, answer: '<p>答</p>', orderNum: 1 },
  ],
  catalogue: [
    { id: '9001', parentId: '0', catalogueName: '测试目录', catalogueCode: 'test', orderNum: 1000 },
    { id: '9002', parentId: '9001', catalogueName: '测试子目录', catalogueCode: 'test-sub', orderNum: 1, fileUrl: '/files/t.pdf' },
  ],
};

const doc: Required<Omit<ContentDocument, 'version'>> = Object.fromEntries(
  ENTITY_KEYS.map((key) => [key, [...(seed[key] ?? []), ...(fixture[key] ?? [])]]),
) as never;

// ------------------------------------------------------------------------------------
// Calling the store, and what the document says the answers should be.

interface Body {
  code: number;
  msg: string;
  data?: any;
  total?: number;
  rows?: any[];
}

const store = createD1Store(env.DB, () => NOW);

async function call(path: string, params: Record<string, string> = {}): Promise<Body> {
  const parsed = parseCallPath(path);
  if (!parsed) throw new Error(`no call: ${path}`);
  return (await store.handle(parsed, new URLSearchParams(params))) as Body;
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byOrderNum = (a: { orderNum: number; id: string }, b: { orderNum: number; id: string }) =>
  a.orderNum - b.orderNum || Number(a.id) - Number(b.id);

/** The column and, through list columns, its descendants (a page column lists only itself). */
function subtree(columnId: string): Set<string> {
  const out = new Set([columnId]);
  const isList = (id: string) => doc.columns.find((c) => c.id === id)?.columnType === 'list';
  for (let size = 0; size !== out.size; ) {
    size = out.size;
    for (const c of doc.columns) if (out.has(c.columnPid) && isList(c.columnPid)) out.add(c.id);
  }
  return out;
}

/** ListRelease order: pinned first, then newest, then higher id. */
const listingOrder = (a: ReleaseRecord, b: ReleaseRecord) =>
  Number(b.isTop ?? '0') - Number(a.isTop ?? '0') || cmp(b.releaseTime, a.releaseTime) || Number(b.id) - Number(a.id);
/**
 * What the store lists at NOW: a release whose time is still to come at the store's clock is
 * scheduled and listed nowhere (decision 0122; the seed has two dated after NOW).
 */
const released = () => doc.releases.filter((r) => r.releaseTime <= NOW_BEIJING);
const releasesIn = (columnId: string) =>
  released()
    .filter((r) => subtree(columnId).has(r.columnId))
    .sort(listingOrder);

const statusAt = (a: { startTime: string; endTime: string }) => (a.startTime > NOW_BEIJING ? '0' : a.endTime < NOW_BEIJING ? '2' : '1');

const BAD_REQUEST = { code: 400, msg: '参数格式不正确' };
const NOT_FOUND = { code: 404, msg: '访问资源不存在' };
const EMPTY_PAGE = { code: 200, msg: '查询成功', total: 0, rows: [] };

async function load(statements: Statement[]) {
  await env.DB.batch(statements.map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
}

const generation = () => env.DB.prepare("SELECT value FROM meta WHERE key = 'content_generation'").first<number>('value');

beforeAll(async () => {
  expect(validateContent(doc)).toEqual([]);
  await load(contentStatements(doc));
});

// ------------------------------------------------------------------------------------

describe('listColumn', () => {
  it('lists every column flat, in orderNum order, ids as strings and top level as "0"', async () => {
    const body = await call('/api/cn/listColumn');
    expect(body).toMatchObject({ code: 200, msg: '操作成功' });
    expect(new Set(ids(body.data))).toEqual(new Set(doc.columns.map((c) => c.id)));
    const orderNums = body.data.map((c: { orderNum: number }) => c.orderNum);
    expect(orderNums).toEqual([...orderNums].sort((a, b) => a - b));
    expect(body.data.find((c: { id: string }) => c.id === '9300')).toEqual({
      id: '9300',
      columnPid: '0',
      columnCode: 'TEST-LINK',
      columnName: '外链',
      columnType: 'link',
      linkUrl: 'https://example.org/',
      orderNum: 92,
      description: null,
    });
  });
});

describe('ListRelease', () => {
  it('counts every column together with the descendants of list columns', async () => {
    for (const column of doc.columns) {
      const body = await call('/api/cn/ListRelease', { columnId: column.id });
      expect(body.total, column.columnCode).toBe(releasesIn(column.id).length);
    }
  });

  it('lists pinned releases first, then the newest, ties by the higher id', async () => {
    const body = await call('/api/cn/ListRelease', { columnId: '9100', pageSize: '100' });
    expect(ids(body.rows!)).toEqual(['910006', '910001', '910002', '910003', '910005', '910004']);
    const site = await call('/api/cn/ListRelease', { pageSize: '100' });
    expect(ids(site.rows!)).toEqual(ids(released().sort(listingOrder).slice(0, 100)));
  });

  it('lists the whole site when no column is named, or column "0"', async () => {
    expect((await call('/api/cn/ListRelease')).total).toBe(released().length);
    expect((await call('/api/cn/ListRelease', { columnId: '0' })).total).toBe(released().length);
  });

  it('finds a column by its code, and by id and code only when both agree', async () => {
    expect(ids((await call('/api/cn/ListRelease', { columnCode: 'TEST-A' })).rows!)).toEqual(['910003', '910004']);
    expect((await call('/api/cn/ListRelease', { columnId: '9110', columnCode: 'TEST-A' })).total).toBe(2);
    expect(await call('/api/cn/ListRelease', { columnId: '9110', columnCode: 'TEST-B' })).toEqual(EMPTY_PAGE);
  });

  it('answers rows without content, with the column code, tags and attachments', async () => {
    const body = await call('/api/cn/ListRelease', { columnId: '9100', isTop: '1' });
    expect(body).toMatchObject({ code: 200, msg: '查询成功', total: 2 });
    const row = body.rows!.find((r) => r.id === '910001');
    expect(row).toEqual({
      id: '910001',
      columnId: '9100',
      columnCode: 'TEST',
      title: '置顶通知',
      subTitle: null,
      summary: null,
      coverImage: null,
      source: null,
      author: null,
      releaseTime: '2020-01-01 08:00:00',
      readCount: 5,
      isTop: '1',
      linkUrl: null,
      tags: [
        { id: expect.any(String), tagName: 'RCEP' },
        { id: expect.any(String), tagName: '原产地' },
      ],
      attachments: [{ name: '申请表.docx', url: '/files/a.docx' }],
      validUntil: null,
    });
    for (const r of (await call('/api/cn/ListRelease', { pageSize: '100' })).rows!) expect(r).not.toHaveProperty('content');
  });

  it('pages with pageNum and pageSize', async () => {
    const body = await call('/api/cn/ListRelease', { columnId: '9100', pageNum: '2', pageSize: '4' });
    expect(body.total).toBe(6);
    expect(ids(body.rows!)).toEqual(['910005', '910004']);
  });

  it('gives empty rows with the true total past the last page', async () => {
    const body = await call('/api/cn/ListRelease', { columnId: '9100', pageNum: '3', pageSize: '4' });
    expect(body).toEqual({ code: 200, msg: '查询成功', total: 6, rows: [] });
    expect((await call('/api/cn/ListRelease', { pageNum: '99999999999999999999' })).rows).toEqual([]);
  });

  it('caps pageSize at 100', async () => {
    for (const pageSize of ['101', '1000']) {
      const body = await call('/api/cn/ListRelease', { columnId: '9200', pageSize });
      expect(body.total).toBe(105);
      expect(body.rows).toHaveLength(100);
    }
  });

  it('reads a missing, non-numeric or below-1 pageSize as 10 and pageNum as 1', async () => {
    const firstTen = ids(releasesIn('9200').slice(0, 10));
    for (const pageSize of [undefined, '0', '-5', 'ten', '1.5']) {
      for (const pageNum of [undefined, '0', '-1', 'x']) {
        const params = { columnId: '9200', ...(pageSize && { pageSize }), ...(pageNum && { pageNum }) };
        expect(ids((await call('/api/cn/ListRelease', params)).rows!), JSON.stringify(params)).toEqual(firstTen);
      }
    }
  });

  it('matches the title keyword literally: % _ and \\ are no wildcards', async () => {
    for (const title of ['100%', '100%_', '%', '_', '\\', '增长']) {
      const expected = doc.releases.filter((r) => r.title.includes(title)).sort(listingOrder);
      const body = await call('/api/cn/ListRelease', { title, pageSize: '100' });
      expect(ids(body.rows!), title).toEqual(ids(expected));
    }
    expect(ids((await call('/api/cn/ListRelease', { title: '100%' })).rows!)).toEqual(['910003']);
  });

  it('matches keywords longer than D1 allows in a LIKE pattern', async () => {
    const body = await call('/api/cn/ListRelease', { title: LONG_TITLE.slice(2, 38) });
    expect(ids(body.rows!)).toEqual(['910005']);
  });

  it('takes a keyword of 100 characters and refuses one of 101', async () => {
    expect((await call('/api/cn/ListRelease', { title: '澄'.repeat(100) })).code).toBe(200);
    expect(await call('/api/cn/ListRelease', { title: '澄'.repeat(101) })).toEqual(BAD_REQUEST);
  });

  it('filters by tag, a tag belonging to one column', async () => {
    const tags = (await call('/api/cn/ListTagByColumnId/9100')).data;
    const rcep = tags.find((t: { tagName: string }) => t.tagName === 'RCEP');
    expect(ids((await call('/api/cn/ListRelease', { tagId: rcep.id })).rows!)).toEqual(['910001', '910002']);
    expect(await call('/api/cn/ListRelease', { tagId: 'RCEP' })).toEqual(EMPTY_PAGE);
    expect(await call('/api/cn/ListRelease', { tagId: '987654321' })).toEqual(EMPTY_PAGE);
  });

  it('filters pinned and unpinned releases by isTop', async () => {
    expect(ids((await call('/api/cn/ListRelease', { columnId: '9100', isTop: '1' })).rows!)).toEqual(['910006', '910001']);
    expect((await call('/api/cn/ListRelease', { columnId: '9100', isTop: '0' })).total).toBe(4);
    expect(await call('/api/cn/ListRelease', { columnId: '9100', isTop: 'yes' })).toEqual(EMPTY_PAGE);
  });

  it('filters by release time, a bare end date meaning the whole day', async () => {
    const range = { columnId: '9100', 'params[beginTime]': '2026-09-01 09:00:00', 'params[endTime]': '2026-10-01 09:00:00' };
    expect(ids((await call('/api/cn/ListRelease', range)).rows!)).toEqual(['910003', '910005', '910004']);
    const day = { columnId: '9100', 'params[beginTime]': '2026-09-01', 'params[endTime]': '2026-09-01' };
    expect(ids((await call('/api/cn/ListRelease', day)).rows!)).toEqual(['910005', '910004']);
  });

  it('refuses an unparsable begin or end time with code 400', async () => {
    for (const value of ['yesterday', '2026-02-30', '2026-11-20T00:00:00', '2026-11-20 24:00:00']) {
      expect(await call('/api/cn/ListRelease', { 'params[beginTime]': value }), value).toEqual(BAD_REQUEST);
      expect(await call('/api/cn/ListRelease', { 'params[endTime]': value }), value).toEqual(BAD_REQUEST);
    }
  });

  it('answers an unknown or non-numeric column with an empty page', async () => {
    expect(await call('/api/cn/ListRelease', { columnId: '987654321' })).toEqual(EMPTY_PAGE);
    expect(await call('/api/cn/ListRelease', { columnId: 'news' })).toEqual(EMPTY_PAGE);
    expect(await call('/api/cn/ListRelease', { columnCode: 'NO-SUCH-CODE' })).toEqual(EMPTY_PAGE);
  });
});

describe('releaseDetailById', () => {
  it('answers the release with its content, tags and attachments', async () => {
    const body = await call('/api/cn/releaseDetailById/910001');
    expect(body).toMatchObject({ code: 200, msg: '操作成功' });
    expect(body.data).toMatchObject({ id: '910001', columnCode: 'TEST', content: '<p>置顶</p>', isTop: '1' });
    expect(body.data.tags.map((t: { tagName: string }) => t.tagName)).toEqual(['RCEP', '原产地']);
  });

  it('links prev (listed just before) and next (listed just after) within its column', async () => {
    const listing = releasesIn('9100');
    for (const [i, r] of listing.entries()) {
      const { data } = await call(`/api/cn/releaseDetailById/${r.id}`);
      if (r.columnId !== '9100') continue; // its own column's listing is another one
      const around = (x?: ReleaseRecord) => (x ? { id: x.id, title: x.title } : null);
      expect(data.prev, r.id).toEqual(around(listing[i - 1]));
      expect(data.next, r.id).toEqual(around(listing[i + 1]));
    }
    const child = await call('/api/cn/releaseDetailById/910003');
    expect(child.data.prev).toBeNull();
    expect(child.data.next).toEqual({ id: '910004', title: '增长100个百分点' });
  });

  it('answers 404 for an id that is no number or names no release', async () => {
    for (const id of ['abc', '1.5', '-1', '987654321', '99999999999999999999']) {
      expect(await call(`/api/cn/releaseDetailById/${id}`), id).toEqual(NOT_FOUND);
    }
  });
});

describe('getReadCount', () => {
  afterEach(async () => {
    await env.DB.prepare('UPDATE releases SET read_count = 0 WHERE id = 910005').run();
  });

  it('counts a read and answers the new count as a number', async () => {
    expect(await call('/api/common/getReadCount/910005')).toEqual({ code: 200, msg: '操作成功', data: 1 });
    expect((await call('/api/common/getReadCount/910005')).data).toBe(2);
    expect((await call('/api/cn/releaseDetailById/910005')).data.readCount).toBe(2);
  });

  it('answers 404 and counts nothing for unknown or non-numeric ids', async () => {
    const before = await env.DB.prepare('SELECT SUM(read_count) AS n FROM releases').first('n');
    expect(await call('/api/common/getReadCount/987654321')).toEqual(NOT_FOUND);
    expect(await call('/api/common/getReadCount/abc')).toEqual(NOT_FOUND);
    expect(await env.DB.prepare('SELECT SUM(read_count) AS n FROM releases').first('n')).toBe(before);
  });
});

describe('listHotNews', () => {
  const hotOrder = (a: ReleaseRecord, b: ReleaseRecord) =>
    (b.readCount ?? 0) - (a.readCount ?? 0) || cmp(b.releaseTime, a.releaseTime) || Number(b.id) - Number(a.id);

  // The store's clock is NOW: the window (HOT_WINDOW_DAYS) starts 180 days before it.
  const windowStart = beijingTime(new Date(NOW.getTime() - HOT_WINDOW_DAYS * 86_400_000));
  const inListColumn = (r: ReleaseRecord) => doc.columns.find((c) => c.id === r.columnId)?.columnType === 'list';
  const hot = () =>
    released()
      .filter((r) => inListColumn(r) && r.releaseTime >= windowStart)
      .sort(hotOrder);

  it('lists the ten most read news releases of the site in its window by default (not page articles), without content', async () => {
    const body = await call('/api/cn/listHotNews');
    expect(ids(body.data)).toEqual(ids(hot().slice(0, 10)));
    expect(body.data[0].id).toBe('910002');
    expect(body.data[0]).not.toHaveProperty('content');
  });

  it('lists a column with its descendants, as many as pageSize asks (at most 100)', async () => {
    expect(ids((await call('/api/cn/listHotNews', { columnId: '9110' })).data)).toEqual(['910003', '910004']);
    expect((await call('/api/cn/listHotNews', { pageSize: '3' })).data).toHaveLength(3);
    expect((await call('/api/cn/listHotNews', { pageSize: '1000' })).data).toHaveLength(Math.min(100, hot().length));
    // Older news (the bulk of 2025-01-01) is outside the window.
    expect(ids((await call('/api/cn/listHotNews', { pageSize: '100' })).data)).not.toContain('920001');
  });

  it('answers an unknown column with an empty list', async () => {
    expect(await call('/api/cn/listHotNews', { columnId: '987654321' })).toEqual({ code: 200, msg: '操作成功', data: [] });
    expect((await call('/api/cn/listHotNews', { columnId: 'x' })).data).toEqual([]);
  });
});

describe('ListTagByColumnId', () => {
  it("lists the column's own tags in order of first use, one per name", async () => {
    const { data } = await call('/api/cn/ListTagByColumnId/9100');
    expect(data.map((t: { tagName: string }) => t.tagName)).toEqual(['RCEP', '原产地']);
    expect(data[0]).toEqual({ id: expect.stringMatching(/^\d+$/), columnId: '9100', tagName: 'RCEP' });
    const child = (await call('/api/cn/ListTagByColumnId/9111')).data;
    expect(child).toHaveLength(1);
    expect(child[0].id).not.toBe(data[0].id);
  });

  it('answers an unknown or non-numeric column with an empty list', async () => {
    expect((await call('/api/cn/ListTagByColumnId/987654321')).data).toEqual([]);
    expect((await call('/api/cn/ListTagByColumnId/abc')).data).toEqual([]);
  });
});

describe('listHotWordByColumnId', () => {
  it('lists the whole site\'s hot words for column "0", by orderNum', async () => {
    const { data } = await call('/api/cn/listHotWordByColumnId/0');
    expect(ids(data)).toEqual(ids(doc.hotWords.filter((w) => w.columnId === '0').sort(byOrderNum)));
    expect(data.map((w: { word: string }) => w.word).slice(-2)).toEqual(['测试热词甲', '测试热词乙']);
  });

  it("lists a column's own hot words, and none for an unknown column", async () => {
    expect((await call('/api/cn/listHotWordByColumnId/9100')).data).toEqual([
      { id: '9003', columnId: '9100', word: '栏目热词', orderNum: 1 },
    ]);
    expect((await call('/api/cn/listHotWordByColumnId/abc')).data).toEqual([]);
  });
});

describe('listActivity', () => {
  it('derives each status from the dates in Beijing time at request time', async () => {
    const { rows } = await call('/api/cn/listActivity', { columnId: '9100' });
    const status = Object.fromEntries(rows!.map((a) => [a.id, a.status]));
    expect(status).toEqual({ '9101': '0', '9102': '1', '9103': '2', '9104': '1' });
  });

  it('filters by status over the whole site', async () => {
    for (const status of ['0', '1', '2']) {
      const body = await call('/api/cn/listActivity', { status, pageSize: '100' });
      expect(body.total, status).toBe(doc.activities.filter((a) => statusAt(a) === status).length);
      expect(body.rows!.every((a) => a.status === status)).toBe(true);
    }
    expect(await call('/api/cn/listActivity', { status: '3' })).toEqual(EMPTY_PAGE);
    expect(await call('/api/cn/listActivity', { status: 'constructor' })).toEqual(EMPTY_PAGE);
  });

  it('lists the newest start first, without content, with the column code', async () => {
    const body = await call('/api/cn/listActivity', { pageSize: '100' });
    const expected = [...doc.activities].sort((a, b) => cmp(b.startTime, a.startTime) || Number(b.id) - Number(a.id));
    expect(ids(body.rows!)).toEqual(ids(expected));
    expect(body.rows![0]).not.toHaveProperty('content');
    expect(body.rows!.find((a) => a.id === '9102')).toMatchObject({ columnId: '9110', columnCode: 'TEST-A', status: '1' });
  });

  it('lists upcoming activities soonest first, so the next event leads', async () => {
    const body = await call('/api/cn/listActivity', { status: '0', pageSize: '4' });
    const starts = body.rows!.map((a) => (a as unknown as { startTime: string }).startTime);
    expect(starts).toEqual([...starts].sort());
    const soonest = doc.activities
      .filter((a) => statusAt(a) === '0')
      .map((a) => a.startTime)
      .sort()[0];
    expect(starts[0]).toBe(soonest);
  });

  it('counts every column together with its descendants, and pages', async () => {
    for (const column of doc.columns) {
      const total = doc.activities.filter((a) => subtree(column.id).has(a.columnId)).length;
      expect((await call('/api/cn/listActivity', { columnCode: column.columnCode })).total, column.columnCode).toBe(total);
    }
    const page2 = await call('/api/cn/listActivity', { columnId: '9100', pageNum: '2', pageSize: '3' });
    expect(page2.total).toBe(4);
    expect(ids(page2.rows!)).toEqual(['9103']);
  });

  it('filters by title keyword, refusing one over 100 characters', async () => {
    expect(ids((await call('/api/cn/listActivity', { title: '测试活动已' })).rows!)).toEqual(['9103']);
    expect(await call('/api/cn/listActivity', { title: 'x'.repeat(101) })).toEqual(BAD_REQUEST);
    expect(await call('/api/cn/listActivity', { columnId: '987654321' })).toEqual(EMPTY_PAGE);
  });
});

describe('activityDetailById', () => {
  it('answers the activity with its content and status', async () => {
    const { data } = await call('/api/cn/activityDetailById/9101');
    expect(data).toMatchObject({
      id: '9101',
      columnId: '9100',
      columnCode: 'TEST',
      content: '<p>议程</p>',
      status: '0',
      signUpUrl: null,
    });
  });

  it('answers 404 for an id that is no number or names no activity', async () => {
    expect(await call('/api/cn/activityDetailById/x1')).toEqual(NOT_FOUND);
    expect(await call('/api/cn/activityDetailById/987654321')).toEqual(NOT_FOUND);
  });
});

describe('listExhibitionTheme and listExhibition', () => {
  it('lists the themes by orderNum', async () => {
    const { data } = await call('/api/cn/listExhibitionTheme');
    expect(ids(data)).toEqual(ids([...doc.exhibitionThemes].sort(byOrderNum)));
    expect(data.find((t: { id: string }) => t.id === '9002')).toEqual({ id: '9002', themeName: '测试主题乙', orderNum: 0 });
  });

  it('lists exhibitions by start date, with their content', async () => {
    const body = await call('/api/cn/listExhibition', { pageSize: '100' });
    expect(body.total).toBe(doc.exhibitions.length);
    const expected = [...doc.exhibitions].sort((a, b) => cmp(a.startDate, b.startDate) || Number(a.id) - Number(b.id));
    expect(ids(body.rows!)).toEqual(ids(expected.slice(0, 100)));
    const second = await call('/api/cn/listExhibition', { pageSize: '100', pageNum: '2' });
    expect(ids(second.rows!)).toEqual(ids(expected.slice(100, 200)));
    expect(second.rows!.find((e) => e.id === '90001')).toMatchObject({ themeId: '9001', content: '<p>展</p>', endDate: '2027-04-16' });
  });

  it('filters by theme, name keyword, exact country and start year', async () => {
    expect(ids((await call('/api/cn/listExhibition', { themeId: '9001' })).rows!)).toEqual(['90002', '90001']);
    expect(ids((await call('/api/cn/listExhibition', { exhibitionName: '东京_' })).rows!)).toEqual(['90002']);
    expect(ids((await call('/api/cn/listExhibition', { country: '测试德国' })).rows!)).toEqual(['90003', '90001']);
    expect((await call('/api/cn/listExhibition', { country: '测试德' })).total).toBe(0);
    const in2027 = doc.exhibitions.filter((e) => e.startDate.startsWith('2027-')).length;
    expect((await call('/api/cn/listExhibition', { year: '2027' })).total).toBe(in2027);
    expect(await call('/api/cn/listExhibition', { year: 'next' })).toEqual(EMPTY_PAGE);
  });

  it('answers an unknown theme with an empty page and a long keyword with 400', async () => {
    expect(await call('/api/cn/listExhibition', { themeId: '987654321' })).toEqual(EMPTY_PAGE);
    expect(await call('/api/cn/listExhibition', { themeId: 'abc' })).toEqual(EMPTY_PAGE);
    expect(await call('/api/cn/listExhibition', { exhibitionName: '展'.repeat(101) })).toEqual(BAD_REQUEST);
  });

  const byStart = (a: ExhibitionRecord, b: ExhibitionRecord) => cmp(a.startDate, b.startDate) || Number(a.id) - Number(b.id);

  it('params[beginDate] keeps the fairs not over by that day, soonest first, past the first 100 rows', async () => {
    const day = '2026-12-02';
    const open = doc.exhibitions.filter((e) => e.endDate >= day).sort(byStart);
    expect(doc.exhibitions.filter((e) => e.endDate < day).length).toBeGreaterThan(100);
    const body = await call('/api/cn/listExhibition', { 'params[beginDate]': day, pageSize: '4' });
    expect(body.total).toBe(open.length);
    expect(ids(body.rows!)).toEqual(ids(open.slice(0, 4)));
    // A fair running on that day (Tokyo, 1–3 December) is still shown.
    expect(ids(body.rows!)).toContain('90002');
  });

  it('distinct=country and distinct=year answer the first fair of every country and start year', async () => {
    for (const [facet, keyOf] of [
      ['country', (e: ExhibitionRecord) => e.country],
      ['year', (e: ExhibitionRecord) => e.startDate.slice(0, 4)],
    ] as const) {
      const firsts = new Map<string, ExhibitionRecord>();
      for (const e of [...doc.exhibitions].sort(byStart)) if (!firsts.has(keyOf(e))) firsts.set(keyOf(e), e);
      const body = await call('/api/cn/listExhibition', { distinct: facet, pageSize: '100' });
      expect(body.total, facet).toBe(firsts.size);
      expect(ids(body.rows!), facet).toEqual(ids([...firsts.values()].sort(byStart)));
    }
    // The one fair in Iceland is row 105 of 100-row pages, yet it is a facet.
    expect((await call('/api/cn/listExhibition', { distinct: 'country', pageSize: '100' })).rows!.map((e) => e.country)).toContain('冰岛');
  });

  it('distinct applies the other filters first', async () => {
    const body = await call('/api/cn/listExhibition', { distinct: 'country', themeId: '9003', pageSize: '100' });
    const countries = new Set(doc.exhibitions.filter((e) => e.themeId === '9003').map((e) => e.country));
    expect(countries).toEqual(new Set(['阿联酋', '冰岛']));
    expect(body.total).toBe(countries.size);
    expect(new Set(body.rows!.map((e) => e.country))).toEqual(countries);
  });

  it('refuses an unparsable begin date or an unknown facet with code 400', async () => {
    for (const value of ['2026-13-01', '2026/12/01', 'tomorrow']) {
      expect(await call('/api/cn/listExhibition', { 'params[beginDate]': value }), value).toEqual(BAD_REQUEST);
    }
    expect(await call('/api/cn/listExhibition', { distinct: 'city' })).toEqual(BAD_REQUEST);
  });
});

describe('listAdvertising', () => {
  const live = (a: { startTime?: string | null; endTime?: string | null }) =>
    (a.startTime ?? '') <= NOW_BEIJING && (a.endTime ?? '9999') >= NOW_BEIJING;

  it('lists only the ads live now, by orderNum, an end at this very second still live', async () => {
    const { data } = await call('/api/cn/listAdvertising');
    expect(ids(data)).toEqual(ids(doc.advertising.filter(live).sort(byOrderNum)));
    expect(ids(data)).toContain('9005');
    expect(ids(data)).not.toContain('9003');
    expect(ids(data)).not.toContain('9004');
  });

  it('lists one position when asked, and nothing for an unknown one', async () => {
    const { data } = await call('/api/cn/listAdvertising', { position: 'home-banner' });
    expect(ids(data)).toEqual(ids(doc.advertising.filter((a) => a.position === 'home-banner' && live(a)).sort(byOrderNum)));
    expect(data.find((a: { id: string }) => a.id === '9002')).toEqual({
      id: '9002',
      title: '不限期',
      subTitle: null,
      imageUrl: '/b.svg',
      linkUrl: null,
      position: 'home-banner',
      orderNum: 1,
      startTime: null,
      endTime: null,
    });
    expect((await call('/api/cn/listAdvertising', { position: 'footer' })).data).toEqual([]);
  });
});

describe('listAuthQuType and listAuthQu', () => {
  it('lists the FAQ categories by orderNum, of one service when asked', async () => {
    expect(ids((await call('/api/cn/listAuthQuType')).data)).toEqual(ids([...doc.authQuTypes].sort(byOrderNum)));
    const other = (await call('/api/cn/listAuthQuType', { serviceCode: OTHER.code })).data;
    expect(ids(other)).toEqual(ids(doc.authQuTypes.filter((t) => t.serviceCode === OTHER.code).sort(byOrderNum)));
    expect((await call('/api/cn/listAuthQuType', { serviceCode: 'nope' })).data).toEqual([]);
  });

  it('lists the questions of a category by orderNum, with their answers', async () => {
    const body = await call('/api/cn/listAuthQu', { typeId: '9001' });
    expect(body.total).toBe(2);
    expect(body.rows).toEqual([
      { id: '9002', typeId: '9001', question: '测试：普通问题', answer: '<p>答</p>', orderNum: 1 },
      { id: '9001', typeId: '9001', question: '测试：区域价值成分 50% 怎么算？', answer: '<p>答</p>', orderNum: 2 },
    ]);
    expect((await call('/api/cn/listAuthQu')).total).toBe(doc.authQus.length);
    expect((await call('/api/cn/listAuthQu')).rows).toHaveLength(Math.min(10, doc.authQus.length));
  });

  it('filters by question keyword literally', async () => {
    for (const question of ['50%', '%', '测试：']) {
      const expected = doc.authQus.filter((q) => q.question.includes(question)).length;
      expect((await call('/api/cn/listAuthQu', { question })).total, question).toBe(expected);
    }
    expect(await call('/api/cn/listAuthQu', { question: '问'.repeat(101) })).toEqual(BAD_REQUEST);
  });

  it('answers an unknown category with an empty page', async () => {
    expect(await call('/api/cn/listAuthQu', { typeId: '987654321' })).toEqual(EMPTY_PAGE);
    expect(await call('/api/cn/listAuthQu', { typeId: 'origin' })).toEqual(EMPTY_PAGE);
  });
});

describe('listCatalogue', () => {
  it('lists the catalogue flat by orderNum, top level as parent "0"', async () => {
    const { data } = await call('/api/cn/listCatalogue');
    expect(ids(data)).toEqual(ids([...doc.catalogue].sort(byOrderNum)));
    expect(data.find((c: { id: string }) => c.id === '9002')).toEqual({
      id: '9002',
      parentId: '9001',
      catalogueName: '测试子目录',
      catalogueCode: 'test-sub',
      summary: null,
      icon: null,
      linkUrl: null,
      fileUrl: '/files/t.pdf',
      orderNum: 1,
    });
  });
});

describe('any visitor input', () => {
  it('never makes the store throw', async () => {
    const junk = ['', ' ', '%', '__proto__', 'constructor', '1e3', '0x10', '-0', '9'.repeat(40), "'; DROP TABLE columns; --"];
    const paths = [
      '/api/cn/listColumn',
      '/api/cn/ListRelease',
      '/api/cn/listHotNews',
      '/api/cn/listActivity',
      '/api/cn/listExhibition',
      '/api/cn/listAdvertising',
      '/api/cn/listAuthQuType',
      '/api/cn/listAuthQu',
      '/api/cn/listExhibitionTheme',
      '/api/cn/listCatalogue',
    ];
    const names = [
      'columnId',
      'columnCode',
      'title',
      'tagId',
      'isTop',
      'status',
      'themeId',
      'country',
      'year',
      'typeId',
      'position',
      'pageNum',
      'pageSize',
    ];
    for (const path of paths) {
      for (const value of junk) {
        const body = await call(path, Object.fromEntries(names.map((n) => [n, value])));
        expect([200, 400], `${path} ${value}`).toContain(body.code);
      }
    }
    for (const value of junk.filter(Boolean)) {
      for (const name of ['releaseDetailById', 'activityDetailById', 'listHotWordByColumnId', 'ListTagByColumnId']) {
        expect([200, 404]).toContain((await call(`/api/cn/${name}/${encodeURIComponent(value)}`)).code);
      }
    }
    expect((await call('/api/cn/listColumn')).data).toHaveLength(doc.columns.length);
  });

  it('is answered by a store that pings', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });
});

// An import also segments every text for the search index: seconds on a shared machine.
describe('an import', { timeout: 30_000 }, () => {
  it('replaces all content and moves the content generation on', async () => {
    const before = await generation();
    await load(contentStatements(doc));
    expect(await generation()).toBeGreaterThan(before!);
    expect((await call('/api/cn/ListRelease')).total).toBe(released().length);
  });

  it('changes nothing when one of its statements fails', async () => {
    const before = await generation();
    const orphan = { id: '999001', columnId: '987654321', title: '孤儿', releaseTime: NOW_BEIJING };
    const broken = { ...doc, releases: [...doc.releases, orphan] };
    await expect(load(contentStatements(broken))).rejects.toThrow();
    expect(await generation()).toBe(before);
    expect((await call('/api/cn/ListRelease')).total).toBe(released().length);
  });
});
