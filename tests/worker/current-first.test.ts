// Current first (issue 35): the hot-news list ranks the reads of the last HOT_WINDOW_DAYS days
// and leaves out notices past their "valid until"; such a notice's page says it has ended;
// among a topic's results, the current item ranks ahead of last year's.

import { beforeAll, describe, expect, it } from 'vitest';
import { HOT_WINDOW_DAYS } from '../../worker/content/d1/releases.ts';
import { get } from './helpers/request.ts';

const BEIJING_MS = 8 * 3_600_000;
const beijing = (ms: number) => new Date(ms + BEIJING_MS).toISOString().slice(0, 19).replace('T', ' ');

beforeAll(() => get('/api/cn/search?keyword=原产地证'), 30_000);

describe('hot news', () => {
  it(`holds nothing released before its ${HOT_WINDOW_DAYS}-day window, and no notice that has ended`, async () => {
    const body = (await (await get('/api/cn/listHotNews?pageSize=20')).json()) as {
      data: { title: string; releaseTime: string; validUntil: string | null }[];
    };
    const now = Date.now();
    const edge = beijing(now - HOT_WINDOW_DAYS * 86_400_000);
    expect(body.data.length).toBeGreaterThan(0);
    for (const r of body.data) {
      expect(r.releaseTime >= edge, `${r.title} ${r.releaseTime}`).toBe(true);
      expect(r.validUntil === null || r.validUntil >= beijing(now), r.title).toBe(true);
    }
    expect(body.data.map((r) => r.title)).not.toContain('2025年元旦春节期间廉洁提醒');
  });
});

describe('a release past its "valid until"', () => {
  it('carries validUntil in the API and its page says the notice has ended', async () => {
    const api = (await (await get('/api/cn/releaseDetailById/1031')).json()) as { data: { validUntil: string } };
    expect(api.data.validUntil).toBe('2025-02-08 23:59:59');
    const html = await (await get('/detail/1031')).text();
    expect(html).toContain('本通知已过有效期');
  });

  it('a release without one says nothing of the kind', async () => {
    const html = await (await get('/detail/1108')).text();
    expect(html).not.toContain('本通知已过有效期');
  });
});

describe('search puts the current item ahead of last year’s', () => {
  it('RCEP: the first page holds the 2026 tariff cut, ranked above the 2025 one, which has ended', async () => {
    const all = async (pageSize: number) =>
      ((await (await get(`/api/cn/search?keyword=RCEP&pageSize=${pageSize}`)).json()) as { rows: { type: string; id: string }[] }).rows;
    const at = (rows: { type: string; id: string }[], id: string) => rows.findIndex((r) => r.type === 'release' && r.id === id);
    // The first page as the search page shows it (10 hits, every type), the FTA guide first.
    const first = await all(10);
    expect(first[0]).toMatchObject({ type: 'guide' });
    expect(at(first, '1108')).toBeGreaterThanOrEqual(0);
    const more = await all(50);
    expect(at(more, '1102') === -1 || at(more, '1108') < at(more, '1102')).toBe(true);
    // Last year's forum (RCEP in its title, a step better by bm25) now ranks below it: a year of age costs two steps.
    expect(at(more, '2014')).toBeGreaterThan(at(more, '1108'));
  });

  it('the topic in two words (RCEP 降税) puts this year’s tariff cuts first', async () => {
    const body = (await (await get(`/api/cn/search?keyword=${encodeURIComponent('RCEP 降税')}&pageSize=10`)).json()) as {
      rows: { type: string; id: string }[];
    };
    const news = body.rows.filter((r) => r.type === 'release').map((r) => r.id);
    expect(news.slice(0, 2).sort()).toEqual(['1108', '1109']);
    expect(news).not.toContain('1102');
  });
});
