// Site search in upstream mode (docs/api.md): the CMS has no search call, so the first pages of
// its keyword lists are merged, guides and forms count 0, and the answer says "titles".

import { describe, expect, it } from 'vitest';
import { parseCallPath, type ParsedCall } from '../../app/api/calls.ts';
import { createUpstreamStore } from '../../worker/content/upstream.ts';

const PAGES: Record<string, { rows: unknown[]; param: string }> = {
  '/api/cn/ListRelease': {
    param: 'title',
    rows: [
      {
        id: 1035,
        columnId: 21,
        title: '关于ATA单证册申请材料实行电子化提交的通知',
        summary: 'ATA单证册申请表和担保函可线上提交',
        releaseTime: '2025-12-20 10:00:00',
      },
    ],
  },
  '/api/cn/listAuthQu': {
    param: 'question',
    rows: [
      {
        id: 63,
        typeId: 14,
        question: '哪些货物可以使用ATA单证册？<script>x</script>',
        answer: '<p>展览品、专业设备和商业样品。</p>',
        orderNum: 3,
      },
    ],
  },
  '/api/cn/listActivity': { param: 'title', rows: [] },
  '/api/cn/listExhibition': { param: 'exhibitionName', rows: [] },
};

const seen: string[] = [];
const fetcher = (async (input: RequestInfo | URL) => {
  const url = new URL(String(input));
  seen.push(url.pathname + url.search);
  const page = PAGES[url.pathname];
  if (!page) return Response.json({ code: 500, msg: 'no such call' });
  const keyword = url.searchParams.get(page.param) ?? '';
  return Response.json({ code: 200, msg: '查询成功', total: page.rows.length, rows: keyword ? page.rows : [] });
}) as typeof fetch;

const store = createUpstreamStore('http://cms.test', 1000, fetcher);
const SEARCH: ParsedCall = parseCallPath('/api/cn/search')!;

describe('search in upstream mode', () => {
  it('merges the keyword lists, marks the titles and says it searched titles only', async () => {
    const body = (await store.handle(SEARCH, new URLSearchParams({ keyword: 'ATA单证册' }))) as unknown as {
      code: number;
      mode: string;
      total: number;
      counts: Record<string, number>;
      rows: { type: string; title: string; url: string }[];
    };
    expect(body).toMatchObject({ code: 200, mode: 'titles', total: 2 });
    expect(body.counts).toEqual({ release: 1, guide: 0, faq: 1, activity: 0, exhibition: 0, form: 0 });
    expect(body.rows.map((r) => r.type)).toEqual(['release', 'faq']);
    expect(body.rows[0]!.title).toBe('关于<mark>ATA单证册</mark>申请材料实行电子化提交的通知');
    expect(body.rows[1]!.title).toContain('&lt;script&gt;');
    expect(body.rows[1]!.url).toMatch(/^\/service\/commercial\/components\/problem\?q=.+#faq-63$/);
    expect(seen.some((s) => s.startsWith('/api/cn/listAuthQu?') && s.includes('question='))).toBe(true);
  });

  it('asks the CMS in simplified characters when the visitor typed traditional ones', async () => {
    const before = seen.length;
    const body = (await store.handle(SEARCH, new URLSearchParams({ keyword: 'ATA單證冊' }))) as unknown as {
      total: number;
      rows: { title: string }[];
    };
    const asked = seen.slice(before).find((s) => s.startsWith('/api/cn/ListRelease?'))!;
    expect(new URL(asked, 'http://cms.test').searchParams.get('title')).toBe('ATA单证册');
    expect(body.total).toBe(2);
    expect(body.rows[0]!.title).toBe('关于<mark>ATA单证册</mark>申请材料实行电子化提交的通知');
  });

  it('keeps the bad-input rules: an empty keyword is the 400 envelope, without asking the CMS', async () => {
    const before = seen.length;
    expect(await store.handle(SEARCH, new URLSearchParams({ keyword: '' }))).toEqual({ code: 400, msg: '参数格式不正确' });
    expect(seen.length).toBe(before);
  });
});
