// The FAQ page searches like the site (issue 35): `/api/cn/search` limited by `service` and
// `category` to the questions of one service or category, and the page answering whole
// questions with the right question first, its filters showing what it lists.

import { beforeAll, describe, expect, it } from 'vitest';
import { get, text } from './helpers/request.ts';
import { fact, notOffered, OFFERED, offers, SEED } from './helpers/council.ts';
import { telHref } from '../../app/domain/phones.ts';
import { FOOTER_FACTS } from '../../app/domain/contact-facts.ts';

// The FAQ categories of the offered services (the seed's), each with its questions.
const CATEGORIES = (SEED.authQuTypes ?? [])
  .filter((t) => OFFERED.some((s) => s.code === t.serviceCode))
  .map((t) => ({ ...t, questions: (SEED.authQus ?? []).filter((q) => q.typeId === t.id) }))
  .filter((t) => t.questions.length > 0);
/** Two services with FAQs of their own, and a category of each. */
const [ONE, OTHER] = [...new Map(CATEGORIES.map((t) => [t.serviceCode, t])).values()];
/** Words no question of the seed has: an empty answer. */
const NOWHERE = '潜水艇';

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
  // How exporters ask about the example's questions (a council without the service has not these questions).
  const FIRST: [string, string, string][] = [
    ['ATA单证册丢了怎么办', '单证册遗失了怎么办？', 'ata'],
    ['领事认证要多少天', '办理领事认证大概需要多长时间？', 'consular'],
    ['原产地证书上的发票号填错了还能改吗', '已签发的原产地证书内容有误，如何更改？', 'origin'],
    ['发票号', '已签发的原产地证书内容有误，如何更改？', 'origin'],
  ];
  for (const [keyword, question, code] of FIRST) {
    const asked = (SEED.authQus ?? []).some((q) => q.question === question);
    it.skipIf(!asked)(`“${keyword}” finds “${question}” first (when the seed has that ${code} question)`, async () => {
      const { status, body } = await search(`keyword=${encodeURIComponent(keyword)}&type=faq`);
      expect(status).toBe(200);
      expect(plain(body.rows[0]?.title ?? '')).toBe(question);
    });
  }

  it('service= keeps the questions of each offered service only, category= those of one category', { timeout: 30_000 }, async () => {
    for (const category of CATEGORIES) {
      const question = category.questions[0]!.question;
      const scoped = await search(`keyword=${encodeURIComponent(question)}&type=faq&service=${category.serviceCode}`);
      expect(scoped.body.rows.length, question).toBeGreaterThan(0);
      expect(
        scoped.body.rows.every((r) => r.serviceCode === category.serviceCode),
        question,
      ).toBe(true);
      const one = await search(`keyword=${encodeURIComponent(question)}&type=faq&category=${category.id}`);
      expect(plain(one.body.rows[0]?.title ?? ''), question).toBe(question);
      expect(one.body.total).toBeLessThanOrEqual(scoped.body.total);
    }
  });

  it.skipIf(!offers('ata'))(`the ATA carnet's two categories split its questions (${notOffered('ata')})`, async () => {
    const ata = await search(`keyword=${encodeURIComponent('怎么办')}&type=faq&service=ata`);
    expect(ata.body.rows.length).toBeGreaterThan(0);
    expect(ata.body.rows.every((r) => r.serviceCode === 'ata')).toBe(true);
    const all = await search(`keyword=${encodeURIComponent('单证册')}&type=faq&service=ata`);
    const first = (SEED.authQuTypes ?? []).find((t) => t.serviceCode === 'ata')!;
    const one = await search(`keyword=${encodeURIComponent('单证册')}&type=faq&category=${first.id}`);
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

  const nameOf = (code: string) => OFFERED.find((s) => s.code === code)!.name;

  it('drops a category of another service than the one chosen, and lists only the chosen service’s categories', async () => {
    // OTHER's category asked with ONE's service.
    const html = await page(`service=${ONE!.serviceCode}&type=${OTHER!.id}`);
    const typeSelect = /<select name="type"[\s\S]*?<\/select>/.exec(html)?.[0] ?? '';
    expect(typeSelect).not.toContain(`>${OTHER!.typeName}<`);
    expect(typeSelect).toContain(`>${ONE!.typeName}<`);
    expect(/<option value="" selected="">全部分类<\/option>/.test(typeSelect)).toBe(true);
    expect(html).toContain(`<option value="${ONE!.serviceCode}" selected="">${nameOf(ONE!.serviceCode!)}</option>`);
  });

  it('a category alone chooses its service', { timeout: 30_000 }, async () => {
    for (const category of CATEGORIES) {
      const html = await page(`type=${category.id}`);
      expect(html).toContain(`<option value="${category.serviceCode}" selected="">${nameOf(category.serviceCode!)}</option>`);
      expect(html).toContain(`<option value="${category.id}" selected="">${category.typeName}</option>`);
    }
  });

  it('an empty answer gives the hotline number and a link that searches the whole site', async () => {
    expect((SEED.authQus ?? []).some((q) => `${q.question}${q.answer}`.includes(NOWHERE))).toBe(false);
    const html = await page(`service=${ONE!.serviceCode}&q=${encodeURIComponent(NOWHERE)}`);
    expect(html).toContain('没有找到相关问题');
    // The hotline is the stored fact's (content/seed/facts.json), as the footer's.
    expect(html).toContain(`href="${telHref(fact(FOOTER_FACTS.hotline))}"`);
    expect(html).toContain(`href="/search?q=${encodeURIComponent(NOWHERE)}"`);
  });
});
