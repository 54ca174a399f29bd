// What follows the date behaves in upstream mode as in D1 mode (issue 35, docs/api.md
// "Upstream mode"): the hot-news window and a fair's status (报名中, 已截止, 已结束) with its
// registration deadline. The CMS here is the seed's own content behind the standard calls
// only: it ignores the site's own parameters (status, params[today], month, id,
// params[beginDate], distinct) and ranks its hot news by lifetime reads, as a CMS would.

import { describe, expect, it } from 'vitest';
import { parseCallPath } from '../../app/api/calls.ts';
import type { Envelope } from '../../app/api/types.ts';
import { createUpstreamStore } from '../../worker/content/upstream.ts';
import { get } from './helpers/request.ts';

const SITE_OWN = ['status', 'params[today]', 'month', 'id', 'params[beginDate]', 'distinct'];

const asked: string[] = [];
const fetcher = (async (input: RequestInfo | URL) => {
  const url = new URL(String(input));
  asked.push(url.pathname + url.search);
  for (const name of SITE_OWN) url.searchParams.delete(name);
  if (url.pathname === '/api/cn/listHotNews') {
    // Lifetime reads, no window: the oldest, most read notices first.
    const all = (await (await get('/api/cn/ListRelease?pageSize=100')).json()) as { rows: { readCount: number }[] };
    return Response.json({ code: 200, msg: '操作成功', data: all.rows.sort((a, b) => b.readCount - a.readCount).slice(0, 10) });
  }
  return get(url.pathname + url.search);
}) as typeof fetch;

const now = new Date();
const upstream = createUpstreamStore('http://cms.test', 5000, fetcher, () => now);

async function both(path: string): Promise<{ d1: Envelope; upstream: Envelope }> {
  const call = parseCallPath(path.split('?')[0]!)!;
  const query = new URLSearchParams(path.split('?')[1] ?? '');
  const [d1, up] = await Promise.all([get(path).then((r) => r.json() as Promise<Envelope>), upstream.handle(call, query)]);
  return { d1, upstream: up };
}

const ids = (e: Envelope) => {
  const body = e as { rows?: { id: string }[]; data?: { id: string }[] };
  return (body.rows ?? body.data ?? []).map((r) => r.id);
};

describe('hot news in upstream mode', () => {
  it('ranks the reads of the same window as D1 mode, and no notice past its validUntil', async () => {
    for (const path of ['/api/cn/listHotNews?pageSize=8', '/api/cn/listHotNews?pageSize=20&columnId=2']) {
      const { d1, upstream: up } = await both(path);
      expect(up.code).toBe(200);
      expect(ids(up), path).toEqual(ids(d1));
      expect(ids(up).length).toBeGreaterThan(0);
    }
    const { upstream: up } = await both('/api/cn/listHotNews?pageSize=20');
    const titles = ((up as { data: { title: string }[] }).data ?? []).map((r) => r.title);
    expect(titles).not.toContain('2025年元旦春节期间廉洁提醒');
    // The CMS's own hot news (lifetime reads) were never asked for.
    expect(asked.some((p) => p.startsWith('/api/cn/listHotNews'))).toBe(false);
  });
});

describe('fairs in upstream mode', () => {
  const today = '2026-11-27';
  it.each([
    `status=upcoming&params%5Btoday%5D=${today}&pageSize=10`,
    `status=upcoming&params%5Btoday%5D=${today}&pageSize=10&pageNum=2`,
    `status=open&params%5Btoday%5D=${today}&pageSize=50`,
    `status=closed&params%5Btoday%5D=${today}&pageSize=50`,
    `status=ended&params%5Btoday%5D=${today}&pageSize=50`,
    `status=all&params%5Btoday%5D=${today}&pageSize=50&month=4`,
    `status=upcoming&params%5Btoday%5D=${today}&pageSize=50&themeId=1`,
    `status=upcoming&params%5Btoday%5D=2027-01-15&pageSize=50`,
    `status=upcoming&params%5BbeginDate%5D=${today}&params%5Btoday%5D=${today}&pageSize=4`,
    `status=all&params%5Btoday%5D=${today}&id=201`,
  ])('listExhibition?%s answers the fairs D1 mode answers, in its order', async (query) => {
    const { d1, upstream: up } = await both(`/api/cn/listExhibition?${query}`);
    expect(up.code).toBe(200);
    expect(ids(up)).toEqual(ids(d1));
    expect((up as { total: number }).total).toBe((d1 as { total: number }).total);
  });

  it('carries each fair’s registration deadline as D1 mode does', async () => {
    const { d1, upstream: up } = await both(`/api/cn/listExhibition?status=all&params%5Btoday%5D=${today}&pageSize=100`);
    const deadlines = (e: Envelope) =>
      ((e as { rows: { id: string; registrationDeadline: string | null }[] }).rows ?? []).map((r) => [r.id, r.registrationDeadline]);
    expect(deadlines(up)).toEqual(deadlines(d1));
    expect(deadlines(up).filter(([, d]) => d !== null).length).toBeGreaterThan(0);
  });

  it('refuses a status it does not know, or one without its day, as D1 mode does', async () => {
    for (const query of ['status=soon&params%5Btoday%5D=2026-11-27', 'status=open']) {
      const { d1, upstream: up } = await both(`/api/cn/listExhibition?${query}`);
      expect(up.code).toBe(400);
      expect(d1.code).toBe(400);
    }
  });
});
