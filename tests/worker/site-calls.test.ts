// The site's own additions that fold a chain of reads into one (decisions 0026, 0036): a page
// column's article (`columnArticle`), one service's FAQ (`listAuthQu?serviceCode=`) and the
// sitemap's release keys (`listReleaseKeys`). In D1 mode each is one read; in upstream mode the
// worker composes them from a CMS that knows none of them, and the answers are the same.

import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSeedDocument } from '../../content/seed.ts';
import { getWithEnv } from './helpers/request.ts';
import { CERTIFICATION, SEED } from './helpers/council.ts';

type Json = Record<string, unknown> & { code?: number; data?: unknown; rows?: Array<{ id: string; typeId?: string }>; total?: number };

const d1 = async (path: string): Promise<Json> => (await exports.default.fetch(`http://site.test${path}`)).json();

/** A RuoYi CMS of the standard calls only: no columnArticle, and serviceCode no parameter of listAuthQu. */
const asked: string[] = [];
async function plainCms(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  asked.push(url.pathname + url.search);
  if (url.pathname.startsWith('/api/cn/columnArticle')) return Response.json({ code: 404, msg: '访问资源不存在' }, { status: 404 });
  if (url.pathname.startsWith('/api/cn/listReleaseKeys')) return Response.json({ code: 404, msg: '访问资源不存在' }, { status: 404 });
  if (url.pathname === '/api/cn/listAuthQu') url.searchParams.delete('serviceCode');
  return exports.default.fetch(new Request(`http://site.test${url.pathname}${url.search}`));
}

const upstreamEnv = {
  ...env,
  API_BASE: 'http://plain-ruoyi-cms.test',
  UPSTREAM_TIMEOUT_MS: '2000',
  API_CACHE_TTL: '0',
  API_CACHE_STALE: '0',
  PAGE_CACHE_TTL: '0',
  PAGE_CACHE_STALE: '0',
};
const upstream = async (path: string): Promise<Json> => (await getWithEnv(path, upstreamEnv)).json();

beforeEach(() => {
  asked.length = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function pageColumns(): Promise<string[]> {
  const columns = (await d1('/api/cn/listColumn')).data as Array<{ id: string; columnType: string }>;
  return columns.filter((c) => c.columnType === 'page').map((c) => c.id);
}

/** The article the two-step way: the column's listing, the first of its own, then its detail. */
async function twoStep(columnId: string): Promise<unknown[]> {
  const listing = await d1(`/api/cn/ListRelease?columnId=${columnId}&pageSize=20`);
  const own = (listing.rows as Array<{ id: string; columnId: string }>).find((r) => r.columnId === columnId);
  return own ? [(await d1(`/api/cn/releaseDetailById/${own.id}`)).data] : [];
}

describe('columnArticle: a page column’s article in one read', () => {
  it('is, for every page column of the seed, what its listing and then its detail give', async () => {
    const ids = await pageColumns();
    expect(ids.length).toBeGreaterThan(5);
    let withArticle = 0;
    for (const id of ids) {
      const answer = await d1(`/api/cn/columnArticle/${id}`);
      expect(answer.code, id).toBe(200);
      const expected = await twoStep(id);
      expect(answer.data, id).toEqual(expected);
      if (expected.length) withArticle++;
    }
    expect(withArticle).toBeGreaterThan(5);
  }, 30_000);

  it('answers none for a column with no article of its own, and 404 for an id that is no number', async () => {
    expect((await d1('/api/cn/columnArticle/987654')).data).toEqual([]);
    expect((await d1('/api/cn/columnArticle/abc')).code).toBe(404);
  });

  it('in upstream mode, is composed from the CMS’s listing and detail, with the same answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(plainCms as typeof fetch);
    for (const id of (await pageColumns()).slice(0, 4)) {
      asked.length = 0;
      // The normaliser spells out the fields a CMS left out (as null): compare what pages show.
      const shown = (list: unknown) => (list as Array<Record<string, unknown>>).map(({ id, title, content }) => ({ id, title, content }));
      expect(shown((await upstream(`/api/cn/columnArticle/${id}`)).data), id).toEqual(shown(await twoStep(id)));
      expect(asked.some((p) => p.startsWith('/api/cn/columnArticle'))).toBe(false);
    }
  });
});

describe('listAuthQu by service: one service’s questions, its categories end to end', () => {
  it('answers only the questions of that service’s categories, in category order, with their total', async () => {
    const types = (await d1(`/api/cn/listAuthQuType?serviceCode=${CERTIFICATION.code}`)).data as Array<{ id: string }>;
    const ids = types.map((t) => t.id);
    const all = await d1(`/api/cn/listAuthQu?serviceCode=${CERTIFICATION.code}&pageSize=100`);
    expect(all.total).toBeGreaterThan(3);
    expect(all.rows!.every((q) => ids.includes(q.typeId!))).toBe(true);
    const perType = await Promise.all(ids.map((id) => d1(`/api/cn/listAuthQu?typeId=${id}&pageSize=100`)));
    expect(all.rows!.map((q) => q.id)).toEqual(perType.flatMap((p) => p.rows!.map((q) => q.id)));
  });

  it('in upstream mode, the worker lays the CMS’s categories end to end: every page as in D1 mode', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(plainCms as typeof fetch);
    for (const service of new Set(['origin', CERTIFICATION.code])) {
      const total = (await d1(`/api/cn/listAuthQu?serviceCode=${service}&pageSize=1`)).total!;
      for (let pageNum = 1; pageNum <= Math.ceil(total / 3) + 1; pageNum++) {
        const path = `/api/cn/listAuthQu?serviceCode=${service}&pageSize=3&pageNum=${pageNum}`;
        const [there, here] = await Promise.all([upstream(path), d1(path)]);
        expect({ total: there.total, rows: there.rows!.map((q) => q.id) }, path).toEqual({
          total: here.total,
          rows: here.rows!.map((q) => q.id),
        });
      }
    }
    expect(asked.some((p) => p.startsWith('/api/cn/listAuthQu?') && p.includes('serviceCode'))).toBe(false);
  });

  it('with a keyword, counts and pages only the matching questions', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(plainCms as typeof fetch);
    // The opening words of one of the service's questions (单证册 for ATA carnets).
    const type = (SEED.authQuTypes ?? []).find((t) => t.serviceCode === CERTIFICATION.code)!;
    const words = (SEED.authQus ?? []).find((q) => q.typeId === type.id)!.question.slice(0, 3);
    const path = `/api/cn/listAuthQu?serviceCode=${CERTIFICATION.code}&question=${encodeURIComponent(words)}&pageSize=2`;
    const [there, here] = await Promise.all([upstream(path), d1(path)]);
    expect(here.total).toBeGreaterThan(0);
    expect(there.total).toBe(here.total);
    expect(there.rows!.map((q) => q.id)).toEqual(here.rows!.map((q) => q.id));
  });
});

describe('listReleaseKeys: the sitemap’s release keys, thousands a page', () => {
  type Key = { id: string; columnCode: string; releaseTime: string; linkUrl?: string; updateTime?: string };
  const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
  /** A release's last change when later than its release time (ListRelease does not send it). */
  const later = new Map(seed.releases!.flatMap((r) => (r.updateTime && r.updateTime > r.releaseTime ? [[r.id, r.updateTime]] : [])));
  /** ListRelease's every page of 100, end to end: the order and fields the keys must match. */
  async function listed(): Promise<Key[]> {
    const total = (await d1('/api/cn/ListRelease?pageSize=1')).total!;
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(total / 100) }, (_, i) => d1(`/api/cn/ListRelease?pageSize=100&pageNum=${i + 1}`)),
    );
    return pages.flatMap((p) =>
      (p.rows as unknown as Array<Key & { linkUrl?: string | null }>).map(({ id, columnCode, releaseTime, linkUrl }) => ({
        id,
        columnCode,
        releaseTime,
        ...(linkUrl ? { linkUrl } : {}),
        ...(later.has(id) ? { updateTime: later.get(id) } : {}),
      })),
    );
  }

  it('answers every release in ListRelease’s order, pinned then newest, page after page', async () => {
    const all = await listed();
    expect(all.length).toBeGreaterThan(200);
    // A correction's time rides along (the sitemap's lastmod, issue 46).
    expect(all.some((k) => k.updateTime)).toBe(true);
    const whole = await d1('/api/cn/listReleaseKeys?pageSize=25000');
    expect(whole.total).toBe(all.length);
    expect(whole.rows).toEqual(all);
    const pages = await Promise.all([1, 2, 3].map((n) => d1(`/api/cn/listReleaseKeys?pageSize=100&pageNum=${n}`)));
    expect(pages.flatMap((p) => p.rows)).toEqual(all.slice(0, 300));
  });

  it('takes pages up to 25,000 (a sitemap file’s most) and is empty past the end, with the true total', async () => {
    const total = (await d1('/api/cn/listReleaseKeys?pageSize=1')).total!;
    expect((await d1('/api/cn/listReleaseKeys?pageSize=99999')).rows).toHaveLength(total);
    const past = await d1(`/api/cn/listReleaseKeys?pageSize=100&pageNum=${Math.ceil(total / 100) + 1}`);
    expect(past).toMatchObject({ code: 200, total, rows: [] });
  });

  it('in upstream mode, is composed from the CMS’s ListRelease pages of 100, with the same answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(plainCms as typeof fetch);
    for (const path of ['/api/cn/listReleaseKeys?pageSize=40&pageNum=2', '/api/cn/listReleaseKeys?pageSize=250&pageNum=1']) {
      const [there, here] = await Promise.all([upstream(path), d1(path)]);
      // The stub CMS answers ListRelease as the D1 store does, without `updateTime` (a RuoYi row carries it).
      const rows = (here.rows as Key[]).map(({ updateTime: _, ...key }) => key);
      expect(there, path).toEqual({ ...here, rows });
    }
    expect(asked.some((p) => p.startsWith('/api/cn/listReleaseKeys'))).toBe(false);
  });
});
