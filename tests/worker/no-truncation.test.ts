// Pages show what the store holds, however many rows: more than 100 past fairs still leave
// the next four on the home page, the calendar's filters offer every country and year, and
// the FAQ counts and pages cover every question (issue 12, item 6; decision 0015).

import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthQuRecord, ContentDocument, ExhibitionRecord } from '../../content/schema.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { contentStatements } from '../../content/sql.ts';
import { validateContent } from '../../content/validate.ts';
import { beijingToday } from '../../app/lib/dates.ts';
import { fairDeadline, fairStatus } from '../../app/domain/fairs.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { get, getWithEnv, text } from './helpers/request.ts';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));

const DAY = 86_400_000;
const today = beijingToday();
const inDays = (n: number) => beijingToday(new Date(Date.now() + n * DAY));

/** 120 fairs of 2008–2017 (sorted first by start date), the last of them the only one in Iceland. */
const pastFairs: ExhibitionRecord[] = Array.from({ length: 120 }, (_, i) => {
  const year = 2008 + Math.floor(i / 12);
  const month = String((i % 12) + 1).padStart(2, '0');
  return {
    id: String(940001 + i),
    themeId: seed.exhibitionThemes![0]!.id,
    exhibitionName: `${year}年中国出口商品（迪拜）展览会第${(i % 12) + 1}期`,
    country: i === 119 ? '冰岛' : '阿联酋',
    city: i === 119 ? '雷克雅未克' : '迪拜',
    startDate: `${year}-${month}-08`,
    endDate: `${year}-${month}-11`,
  };
});

/** Fairs still to come, whatever day the test runs: the home page must find them behind the past ones. */
const comingFairs: ExhibitionRecord[] = [3, 10, 17, 24, 31].map((n, i) => ({
  id: String(941001 + i),
  themeId: seed.exhibitionThemes![0]!.id,
  exhibitionName: `中国品牌商品海外巡展（${['布达佩斯', '华沙', '布拉格', '维也纳', '贝尔格莱德'][i]}站）`,
  country: ['匈牙利', '波兰', '捷克', '奥地利', '塞尔维亚'][i]!,
  city: ['布达佩斯', '华沙', '布拉格', '维也纳', '贝尔格莱德'][i],
  startDate: inDays(n),
  endDate: inDays(n + 3),
}));

/** A category of 105 questions, more than one 100-row page, in the origin service. */
const goods = [
  '机电产品',
  '纺织服装',
  '鞋帽',
  '箱包',
  '家具',
  '五金工具',
  '陶瓷制品',
  '塑料制品',
  '小家电',
  '汽车配件',
  '光伏组件',
  '茶叶',
  '水产品',
  '化工原料',
  '玩具',
];
const forms = [
  '一般原产地证书',
  'RCEP原产地证书',
  '中国—东盟自贸协定原产地证书',
  '亚太贸易协定原产地证书',
  '中国—韩国自贸协定原产地证书',
  '中国—澳大利亚自贸协定原产地证书',
  '中国—新西兰自贸协定原产地证书',
];
const bigType = { id: '9501', typeName: '商品归类与原产地标准', serviceCode: 'origin' as const, orderNum: 0 };
const manyQuestions: AuthQuRecord[] = goods.flatMap((g, i) =>
  forms.map((f, j) => ({
    id: String(950001 + i * forms.length + j),
    typeId: bigType.id,
    question: `出口${g}申领${f}，如何确定原产地标准？`,
    answer: `<p>按《中华人民共和国进出口货物原产地条例》（国务院令第416号）及相应协定的产品特定原产地规则，先确定${g}的HS编码，再对照规则判断适用完全获得、税则归类改变或区域价值成分标准。</p>`,
    orderNum: j + 1,
  })),
);

const doc: ContentDocument = {
  ...seed,
  exhibitions: [...(seed.exhibitions ?? []), ...pastFairs, ...comingFairs],
  authQuTypes: [...(seed.authQuTypes ?? []), bigType],
  authQus: [...(seed.authQus ?? []), ...manyQuestions],
};

beforeAll(async () => {
  expect(validateContent(doc)).toEqual([]);
  await env.DB.batch(contentStatements(doc).map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
  await forgetGeneration();
});

async function page(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The HTML from the first `marker` up to the next `end` tag. */
function sectionOf(html: string, marker: string, end = '</section>'): string {
  const start = html.indexOf(marker);
  expect(start, marker).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf(end, start));
}

const byStart = (a: ExhibitionRecord, b: ExhibitionRecord) =>
  (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0) || Number(a.id) - Number(b.id);

/** The home block's order (decision 0043): open for registration first by deadline, then by start. */
const byHome = (a: ExhibitionRecord, b: ExhibitionRecord) => {
  const open = (e: ExhibitionRecord) => fairStatus(e, today) === 'open';
  if (open(a) !== open(b)) return open(a) ? -1 : 1;
  if (open(a)) return fairDeadline(a).localeCompare(fairDeadline(b)) || byStart(a, b);
  return byStart(a, b);
};

describe('exhibitions', () => {
  it('the home page shows the next four fairs not yet over, behind more than 100 past ones', async () => {
    const past = doc.exhibitions!.filter((e) => e.endDate < today);
    expect(past.length).toBeGreaterThan(100);
    const next = doc
      .exhibitions!.filter((e) => e.endDate >= today)
      .sort(byHome)
      .slice(0, 4);
    expect(next).toHaveLength(4);
    const shown = text(sectionOf(await page('/'), 'aria-labelledby="home-exhibitions"'));
    for (const e of next) expect(shown).toContain(e.exhibitionName);
    for (const e of past.slice(0, 3)) expect(shown).not.toContain(e.exhibitionName);
  });

  it('the calendar offers every country and start year, also those past row 100', async () => {
    const html = await page('/service/exhibition');
    const options = (name: string) =>
      [...sectionOf(html, `name="${name}"`, '</select>').matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]).filter(Boolean);
    const countries = new Set(doc.exhibitions!.map((e) => e.country));
    const years = new Set(doc.exhibitions!.map((e) => e.startDate.slice(0, 4)));
    expect(new Set(options('country'))).toEqual(countries);
    expect(new Set(options('year'))).toEqual(years);
    expect(options('country')).toContain('冰岛');
  });
});

describe('an upstream CMS that knows only the parameters of docs/api.md', () => {
  /** The fake CMS (the one part the product does not own): the built-in content, this site's additions dropped. */
  const cms = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    for (const name of ['params[beginDate]', 'distinct']) url.searchParams.delete(name);
    return exports.default.fetch(new Request(`http://site.test${url.pathname}${url.search}`));
  }) as typeof fetch;
  const upstreamEnv = { ...env, API_BASE: 'http://upstream.test', UPSTREAM_TIMEOUT_MS: '8000' };

  async function upstreamPage(path: string): Promise<string> {
    const res = await getWithEnv(path, upstreamEnv);
    expect(res.status, path).toBe(200);
    return res.text();
  }

  afterEach(() => vi.restoreAllMocks());

  it('still gets the next four fairs and every filter option, by reading every page', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(cms);
    const next = doc
      .exhibitions!.filter((e) => e.endDate >= today)
      .sort(byHome)
      .slice(0, 4);
    const shown = text(sectionOf(await upstreamPage('/'), 'aria-labelledby="home-exhibitions"'));
    for (const e of next) expect(shown).toContain(e.exhibitionName);
    const calendar = await upstreamPage('/service/exhibition');
    const countries = [...sectionOf(calendar, 'name="country"', '</select>').matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(countries)).toEqual(new Set(doc.exhibitions!.map((e) => e.country)));
  });
});

describe('certification FAQ', () => {
  const originTypes = new Set(doc.authQuTypes!.filter((t) => t.serviceCode === 'origin').map((t) => t.id));
  const order = new Map(doc.authQuTypes!.map((t) => [t.id, t]));
  /** The problem page's order: category orderNum (then id), then the question's own. */
  const faqOrder = (a: AuthQuRecord, b: AuthQuRecord) => {
    const ta = order.get(a.typeId)!;
    const tb = order.get(b.typeId)!;
    return ta.orderNum - tb.orderNum || Number(ta.id) - Number(tb.id) || a.orderNum - b.orderNum || Number(a.id) - Number(b.id);
  };
  const questionsOf = (html: string) => [...html.matchAll(/<summary class="faq__question">([^<]*)<\/summary>/g)].map((m) => m[1]);

  it('counts every question, and every question of a service', async () => {
    const all = text(await page('/service/commercial/components/problem'));
    expect(all).toContain(`共 ${doc.authQus!.length} 个问题`);
    const origin = doc.authQus!.filter((q) => originTypes.has(q.typeId));
    expect(origin.length).toBeGreaterThan(100);
    expect(text(await page('/service/commercial/components/problem?service=origin'))).toContain(`共 ${origin.length} 个问题`);
  });

  it('a page of a service spanning two categories shows exactly that slice', async () => {
    const origin = doc.authQus!.filter((q) => originTypes.has(q.typeId)).sort(faqOrder);
    // Page 11 of 10: rows 100–109, the end of the 105-question category and the next ones.
    const html = await page('/service/commercial/components/problem?service=origin&page=11&size=10');
    expect(questionsOf(html)).toEqual(origin.slice(100, 110).map((q) => q.question));
    expect(new Set(origin.slice(100, 110).map((q) => q.typeId)).size).toBeGreaterThan(1);
  });

  it('a past-the-end page of a service shows its last page', async () => {
    const origin = doc.authQus!.filter((q) => originTypes.has(q.typeId)).sort(faqOrder);
    const last = Math.ceil(origin.length / 20);
    const html = await page('/service/commercial/components/problem?service=origin&page=999&size=20');
    expect(questionsOf(html)).toEqual(origin.slice((last - 1) * 20).map((q) => q.question));
  });

  it('the service guide shows every question of a category of more than 100', async () => {
    const shown = new Set(questionsOf(await page('/service/commercial/origin')));
    for (const q of manyQuestions) expect(shown).toContain(q.question);
  });
});
