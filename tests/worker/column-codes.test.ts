// requirements §3's four column codes that no page looked up now show their newest items where a
// visitor expects them, each with a link to the whole column; list pages offer their feed.

import { describe, expect, it } from 'vitest';
import { get, text } from './helpers/request.ts';

async function api<T>(path: string): Promise<T> {
  return (await (await get(path)).json()) as T;
}

async function newestTitles(code: string, n = 3): Promise<string[]> {
  const body = await api<{ rows: { title: string }[] }>(`/api/cn/ListRelease?columnCode=${code}&pageSize=${n}`);
  return body.rows.map((r) => r.title);
}

async function html(path: string): Promise<string> {
  const res = await get(path);
  expect(res.status).toBe(200);
  return res.text();
}

/** The box of another column's newest items on a page (related-column.tsx). */
function box(page: string, code: string): string {
  return new RegExp(`<section class="related-column"[^>]*data-column-code="${code}"[\\s\\S]*?</section>`).exec(page)?.[0] ?? '';
}

// Page, column code, the column's id in the seed and its name: written by hand from requirements §3 and the issue.
const PLACES: ReadonlyArray<[page: string, code: string, columnId: string, name: string]> = [
  ['/service/commercial/fta', 'FW-SSRZ-FTAFW-XDZX', '3121', '协定资讯'],
  ['/column/318', 'FW-SSRZ-RZZY-SWPX', '3181', '商务培训'],
  ['/column/36', 'FWWZGZZB-GZDT', '361', '工作动态'],
  ['/service/trade/activity', 'FW-JMJL-TSHD-HDYG', '3411', '活动预告'],
];

describe('the four column codes of requirements §3', () => {
  for (const [path, code, columnId, name] of PLACES) {
    it(`${path} lists the newest items of ${name} (${code}) with a link to the whole column`, async () => {
      const section = box(await html(path), code);
      expect(section, `${name} box`).not.toBe('');
      expect(text(section)).toContain(name);
      const titles = await newestTitles(code);
      expect(titles.length).toBeGreaterThan(0);
      for (const t of titles) expect(text(section)).toContain(t);
      expect(section).toContain(`href="/column/${columnId}"`);
      expect(section).toContain(`href="/feeds/${code}.xml"`);
    });
  }

  it('the 活动预告 tab shows that column’s activities only, not the chamber members’ ones', async () => {
    const page = text(await html('/service/trade/activity'));
    const own = await api<{ rows: { title: string }[] }>('/api/cn/listActivity?columnCode=FW-JMJL-TSHD-HDYG&status=0&pageSize=3');
    const other = await api<{ rows: { title: string }[] }>('/api/cn/listActivity?columnCode=FW-SHFW-SHZY-JMHD&pageSize=100');
    expect(own.rows.length).toBeGreaterThan(0);
    for (const a of own.rows) expect(page).toContain(a.title);
    for (const a of other.rows) expect(page).not.toContain(a.title);
  });

  it('the mobile FTA guide lists 协定资讯 too, with mobile links', async () => {
    const section = box(await html('/m/service/commercial/fta'), 'FW-SSRZ-FTAFW-XDZX');
    expect(section).toContain('href="/m/column/3121"');
  });
});

describe('feeds on list pages', () => {
  const LISTS: ReadonlyArray<[path: string, code: string]> = [
    ['/importantNews', 'YW'],
    ['/information', 'ZX'],
    ['/column/3121', 'FW-SSRZ-FTAFW-XDZX'],
    ['/m/column/361', 'FWWZGZZB-GZDT'],
    ['/service/trade/activity?tab=reports', 'FW-JMJL-TSHD-HDBD'],
  ];
  for (const [path, code] of LISTS) {
    it(`${path} announces its Atom feed in the head and shows a 订阅 link`, async () => {
      const page = await html(path);
      const head = page.slice(0, page.indexOf('</head>'));
      expect(head).toMatch(new RegExp(`<link rel="alternate" type="application/atom\\+xml" title="[^"]+" href="/feeds/${code}.xml"/>`));
      const link = new RegExp(`<a class="feed-link" href="/feeds/${code}.xml"[^>]*>([\\s\\S]*?)</a>`).exec(page);
      expect(text(link?.[1] ?? '')).toContain('订阅');
      const feed = await get(`/feeds/${code}.xml`);
      expect(feed.status).toBe(200);
    });
  }
});
