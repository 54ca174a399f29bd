// The FAQ page searches like the site (issue 35): `/api/cn/search` limited by `service` and
// `category` to the questions of one service or category, and the page answering whole
// questions with the right question first, its filters showing what it lists.

import { beforeAll, describe, expect, it } from 'vitest';
import { get, text } from './helpers/request.ts';

interface Answer {
  total: number;
  rows: { type: string; id: string; title: string; serviceCode: string | null }[];
}

const search = async (query: string) => {
  const res = await get(`/api/cn/search?${query}`);
  const body = (await res.json()) as Answer & { code: number };
  return { status: body.code, body };
};
const plain = (html: string) => html.replace(/<\/?mark>/g, '');

beforeAll(() => get('/api/cn/search?keyword=原产地证'), 30_000);

describe('search scoped to questions', () => {
  const FIRST: [string, string][] = [
    ['ATA单证册丢了怎么办', '单证册遗失了怎么办？'],
    ['领事认证要多少天', '办理领事认证大概需要多长时间？'],
    ['原产地证书上的发票号填错了还能改吗', '已签发的原产地证书内容有误，如何更改？'],
    ['发票号', '已签发的原产地证书内容有误，如何更改？'],
  ];
  for (const [keyword, question] of FIRST) {
    it(`“${keyword}” finds “${question}” first`, async () => {
      const { status, body } = await search(`keyword=${encodeURIComponent(keyword)}&type=faq`);
      expect(status).toBe(200);
      expect(plain(body.rows[0]?.title ?? '')).toBe(question);
    });
  }

  it('service= keeps the questions of that service only, category= those of one category', async () => {
    const ata = await search(`keyword=${encodeURIComponent('怎么办')}&type=faq&service=ata`);
    expect(ata.body.rows.length).toBeGreaterThan(0);
    expect(ata.body.rows.every((r) => r.serviceCode === 'ata')).toBe(true);
    const all = await search(`keyword=${encodeURIComponent('单证册')}&type=faq&service=ata`);
    const one = await search(`keyword=${encodeURIComponent('单证册')}&type=faq&category=14`);
    expect(one.body.total).toBeGreaterThan(0);
    expect(one.body.total).toBeLessThan(all.body.total);
    const other = await search(`keyword=${encodeURIComponent('发票号')}&type=faq&service=ata`);
    expect(other.body.total).toBe(0);
  });

  it('an unknown service or a category that is not an id is answered 400 (参数格式不正确)', async () => {
    expect((await search('keyword=a&service=visa')).status).toBe(400);
    expect((await search('keyword=a&category=abc')).status).toBe(400);
  });
});

describe('the FAQ page', () => {
  const page = async (query: string) => {
    const res = await get(`/service/commercial/components/problem?${query}`);
    expect(res.status).toBe(200);
    return res.text();
  };

  it('answers a whole question with its question first', async () => {
    const html = await page(`q=${encodeURIComponent('领事认证要多少天')}`);
    const first = /<summary class="faq__question">([\s\S]*?)<\/summary>/.exec(html)?.[1] ?? '';
    expect(text(first)).toBe('办理领事认证大概需要多长时间？');
  });

  it('drops a category of another service than the one chosen, and lists only the chosen service’s categories', async () => {
    // Category 14 is the ATA carnet's; the service chosen is the certificate of origin.
    const html = await page('service=origin&type=14');
    const typeSelect = /<select name="type"[\s\S]*?<\/select>/.exec(html)?.[0] ?? '';
    expect(typeSelect).not.toContain('申请与担保');
    expect(typeSelect).toContain('首次申领');
    expect(/<option value="" selected="">全部分类<\/option>/.test(typeSelect)).toBe(true);
    expect(html).toMatch(/<option value="origin" selected="">原产地证书<\/option>/);
  });

  it('a category alone chooses its service', async () => {
    const html = await page('type=14');
    expect(html).toMatch(/<option value="ata" selected="">ATA单证册<\/option>/);
    expect(html).toMatch(/<option value="14" selected="">申请与担保<\/option>/);
  });

  it('an empty answer gives the hotline number and a link that searches the whole site', async () => {
    const html = await page(`service=ata&q=${encodeURIComponent('发票号')}`);
    expect(html).toContain('没有找到相关问题');
    expect(html).toMatch(/href="tel:057788612345"/);
    expect(html).toContain(`href="/search?q=${encodeURIComponent('发票号')}"`);
  });
});
