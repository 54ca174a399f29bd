// A listing's later page (decision 0085): with its first page cold too, it costs one store
// round trip; a page number past the end walks no rows to skip, and answers as before: no
// rows and the true total. In upstream mode a page past the end never reaches the CMS.

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetGeneration } from '../../worker/content/generation.ts';
import app from '../../worker/index.ts';
import { distantDb, type RanStatement } from './helpers/distant-db.ts';

type Page = { code: number; msg: string; total: number; rows: Array<{ id: string }> };

async function ask(path: string, bindings: Record<string, unknown> = {}): Promise<Page> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://site.test${path}`), { ...env, ...bindings }, ctx);
  const body = (await res.json()) as Page;
  await waitOnExecutionContext(ctx);
  return body;
}

/** An import, learned by this isolate: every content answer is cold. */
async function coldContent() {
  await env.DB.exec("UPDATE meta SET value = value + 1 WHERE key = 'content_generation'");
  await forgetGeneration();
  await ask('/api/cn/listColumn');
}

/** The whole site's articles, ten a page. */
const LIST = '/api/cn/ListRelease?pageSize=10';

/** The statement that read the page starting at `offset` (its last bound value). */
const pageRead = (statements: RanStatement[], offset: number) =>
  statements.find((s) => /\bOFFSET\b/.test(s.sql) && s.bound.at(-1) === offset);

describe('a later page whose first page is cold', () => {
  it('costs one store round trip and answers that page’s rows; its first page comes back in the same trip', async () => {
    const whole = await ask('/api/cn/ListRelease?pageSize=100');
    await coldContent();
    const store = distantDb();
    expect(await ask(`${LIST}&pageNum=3`, { DB: store.DB })).toEqual({ ...whole, rows: whole.rows.slice(20, 30) });
    expect(store.chain()).toBe(1);
    // The first page is cached now: the next page past the end asks the store nothing.
    const next = distantDb();
    expect(await ask(`${LIST}&pageNum=5000`, { DB: next.DB })).toEqual({ ...whole, rows: [] });
    expect(next.reads).toEqual([]);
  });

  it('past the end: one round trip, no rows and the true total, and no rows walked to skip', async () => {
    const { total } = await ask(LIST);
    await coldContent();
    const store = distantDb();
    expect(await ask(`${LIST}&pageNum=99999`, { DB: store.DB })).toEqual({ code: 200, msg: '查询成功', total, rows: [] });
    expect(store.chain()).toBe(1);
    const first = pageRead(store.statements, 0);
    const far = pageRead(store.statements, 999_980);
    expect(first && far).toBeTruthy();
    // Both count the list (D1's rows_read: a row of each joined table); page 1 then reads ten
    // rows with their tags, and page 99999 nothing more: skipping 999,980 rows would read the
    // whole list a second time (twice what page 1 reads, at the seed's 251 articles).
    expect(far!.rowsRead).toBeLessThan(first!.rowsRead);
  });

  it('in the second half of the list: that page’s rows, read from the end, so the last page skips nothing', async () => {
    const wholes = await Promise.all([1, 2, 3].map((n) => ask(`/api/cn/ListRelease?pageSize=100&pageNum=${n}`)));
    const every = wholes.flatMap((w) => w.rows);
    const { total } = wholes[0]!;
    expect(every).toHaveLength(total);
    const last = Math.ceil(total / 10);
    const middle = Math.ceil(last / 2);
    await coldContent();
    const store = distantDb();
    for (const n of [middle, middle + 1, last - 1, last])
      expect((await ask(`${LIST}&pageNum=${n}`, { DB: store.DB })).rows).toEqual(every.slice((n - 1) * 10, n * 10));
    // D1's rows_read: the page just past the middle skips about half the list, the last page
    // none of it (decision 0104), so it reads fewer rows than the middle one.
    const [mid, end] = [pageRead(store.statements, middle * 10), pageRead(store.statements, (last - 1) * 10)];
    expect(mid && end).toBeTruthy();
    expect(end!.rowsRead).toBeLessThan(mid!.rowsRead);
  });

  it('in the pages: a later page of a cold listing redirects past the end as before', async () => {
    await coldContent();
    const store = distantDb();
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request('http://site.test/importantNews?page=99999'), { ...env, DB: store.DB }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toMatch(/^\/importantNews\?page=\d+$/);
    expect(store.chain()).toBe(1);
  });
});

describe('in upstream mode', () => {
  const asked: string[] = [];
  const upstreamEnv = { API_BASE: 'http://cms.test', UPSTREAM_TIMEOUT_MS: '2000' };
  afterEach(() => {
    vi.restoreAllMocks();
    asked.length = 0;
  });
  const cms = () =>
    vi.spyOn(globalThis, 'fetch').mockImplementation((async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(url.search);
      return exports.default.fetch(new Request(`http://site.test${url.pathname}${url.search}`));
    }) as typeof fetch);

  it('a later page waits for its first page’s total, and one past the end is never asked of the CMS', async () => {
    cms();
    const title = encodeURIComponent('贸促');
    const whole = await ask(`/api/cn/ListRelease?title=${title}&pageSize=100`);
    const within = await ask(`/api/cn/ListRelease?title=${title}&pageSize=10&pageNum=2`, upstreamEnv);
    expect(within).toEqual({ ...whole, rows: whole.rows.slice(10, 20) });
    expect(asked.filter((q) => q.includes('pageSize=10'))).toEqual([
      expect.not.stringContaining('pageNum'),
      expect.stringContaining('pageNum=2'),
    ]);
    asked.length = 0;
    const far = await ask(`/api/cn/ListRelease?title=${title}&pageSize=10&pageNum=9999`, upstreamEnv);
    expect(far).toEqual({ ...whole, rows: [] });
    expect(asked.some((q) => q.includes('pageNum=9999'))).toBe(false);
  });
});
