// Search at an archive's size (issue 28, decision 0033): a word in more news than one search
// reads is searched in the newest 1,000 of them and in everything else, and the answer and
// the page say so; counts and pages cover exactly what is listed, so no page is ever empty.

import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDocument, ReleaseRecord } from '../../content/schema.ts';
import { NEWS_IDS_END } from '../../content/search-layout.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { contentStatements } from '../../content/sql.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { WINDOW } from '../../worker/content/d1/search-window.ts';
import { get, text } from './helpers/request.ts';

const seedFiles: Record<string, unknown> = import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' });
const seed = () => structuredClone(loadSeedDocument(seedFiles)) as Required<ContentDocument>;

/** News that all say 外贸月报; the newest has the highest number. */
const MONTHLIES = WINDOW + 50;
/** Every this many, the word is in the title too. */
const TITLED_EVERY = 40;
const FIRST_ID = 5_000_001;

function monthly(k: number, columnId: string): ReleaseRecord {
  const day = new Date(Date.UTC(2020, 0, 1) + k * 86_400_000).toISOString().slice(0, 10);
  return {
    id: String(FIRST_ID + k),
    columnId,
    title: k % TITLED_EVERY === 0 ? `第${k}期外贸月报发布` : `第${k}期经贸数据简报`,
    summary: `本期外贸月报汇总第${k}期进出口数据。`,
    content: `<p>本期外贸月报汇总第${k}期进出口数据。</p>`,
    source: '本会',
    releaseTime: `${day} 09:00:00`,
    isTop: '0',
  } as ReleaseRecord;
}

async function load(doc: ContentDocument) {
  await env.DB.batch(contentStatements(doc).map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
  await forgetGeneration();
}

interface Answer {
  total: number;
  rows: { type: string; id: string; title: string; date: string }[];
  counts: Record<string, number>;
  window: number | null;
}

async function search(keyword: string, extra = ''): Promise<Answer> {
  const res = await get(`/api/cn/search?keyword=${encodeURIComponent(keyword)}${extra}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

beforeAll(async () => {
  const doc = seed();
  const yw = doc.columns.find((c) => c.columnCode === 'YW')!;
  // Shuffled in the file: the index orders news by release time, not by the file.
  const ks = Array.from({ length: MONTHLIES }, (_, k) => (k * 7919) % MONTHLIES);
  for (const k of ks) doc.releases.push(monthly(k, yw.id));
  // A FAQ that says it too: everything that is not news is always searched.
  doc.authQus.find((q) => q.id === '9')!.answer += '<p>出口数据可参阅本会外贸月报。</p>';
  await load(doc);
}, 120_000);

afterAll(() => load(seed()), 60_000);

describe('a word in more news than one search reads', () => {
  it('is searched in the newest 1,000 news and everything else, and the answer says so', async () => {
    const answer = await search('外贸月报', '&pageSize=5');
    expect(answer.window).toBe(WINDOW);
    expect(answer.counts.release).toBe(WINDOW);
    expect(answer.counts.faq).toBe(1);
    expect(answer.total).toBe(WINDOW + 1);
  });

  it('ranks the news whose title holds the word first, newest first', async () => {
    const { rows } = await search('外贸月报', '&pageSize=10&type=release');
    const titled = rows.slice(0, 10);
    expect(titled.every((h) => text(h.title).includes('外贸月报'))).toBe(true);
    const dates = titled.map((h) => h.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // The newest titled monthly: the highest k that is a multiple of TITLED_EVERY.
    const newest = Math.floor((MONTHLIES - 1) / TITLED_EVERY) * TITLED_EVERY;
    expect(titled[0]!.id).toBe(String(FIRST_ID + newest));
  });

  it('pages through exactly the newest 1,000, none twice, and no page past them is promised', async () => {
    const seen: string[] = [];
    const pages = Math.ceil(WINDOW / 100);
    for (let n = 1; n <= pages + 1; n++) {
      const page = await search('外贸月报', `&type=release&pageSize=100&pageNum=${n}`);
      expect(page.total).toBe(WINDOW);
      expect(page.rows.length, `page ${n}`).toBe(n <= pages ? 100 : 0);
      seen.push(...page.rows.map((h) => h.id));
    }
    expect(new Set(seen).size).toBe(WINDOW);
    const newest = Array.from({ length: WINDOW }, (_, i) => String(FIRST_ID + MONTHLIES - 1 - i));
    expect(seen.sort()).toEqual(newest.sort());
    // The page: a page past the window shows its last one, full, and offers nothing after it.
    const html = await (await get(`/search?q=${encodeURIComponent('外贸月报')}&type=release&size=100&page=99`)).text();
    expect(text(html)).toContain(`相关新闻超过 ${WINDOW} 篇，只查找了其中最新的 ${WINDOW} 篇`);
    expect(html).toMatch(new RegExp(`aria-current="page"[^>]*><span class="visually-hidden">第</span>${pages}<`));
    expect(html).toContain(`aria-label="第 ${pages - 1} 页"`);
    expect(html).not.toContain(`aria-label="第 ${pages + 1} 页"`);
    expect(html).not.toContain('rel="next"');
    expect(html.match(/class="search-results__item"/g)?.length).toBe(100);
  });

  it('finds the FAQ that says it, under its own type', async () => {
    const faqs = await search('外贸月报', '&type=faq');
    expect(faqs.rows.map((h) => `${h.type}:${h.id}`)).toEqual(['faq:9']);
    expect(faqs.total).toBe(1);
  });

  it('leaves a search that matches fewer news as it was', async () => {
    const rare = await search('外贸月报 1045');
    expect(rare.window).toBeNull();
    expect(rare.total).toBe(1);
    expect(rare.rows[0]?.id).toBe(String(FIRST_ID + 1045));
    expect((await search('ATA单证册')).window).toBeNull();
  });
});

describe('the index layout', () => {
  it('numbers news by release time below every other document', async () => {
    const news = await env.DB.prepare('SELECT ref_id, id FROM search_docs WHERE ref_id >= ? AND ref_id < ? ORDER BY id')
      .bind(String(FIRST_ID), String(FIRST_ID + MONTHLIES))
      .all<{ ref_id: string; id: number }>();
    // Loaded shuffled, numbered oldest first.
    expect(news.results.map((r) => r.ref_id)).toEqual(Array.from({ length: MONTHLIES }, (_, k) => String(FIRST_ID + k)));
    expect(news.results.every((r) => r.id < NEWS_IDS_END)).toBe(true);
    const faq = await env.DB.prepare("SELECT id FROM search_docs WHERE type = 'faq' AND ref_id = '9'").first<number>('id');
    expect(faq).toBeGreaterThanOrEqual(NEWS_IDS_END);
  });
});
