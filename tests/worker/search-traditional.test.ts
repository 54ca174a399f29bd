// A Hong Kong or Macao visitor types traditional characters (issue 45): search folds them to
// simplified, queries and the index alike (content/segment.ts, decision 0106), so 展覽 finds
// what 展览 finds, on the site search, the FAQ page's box and the search page.

import { describe, expect, it } from 'vitest';
import { get, text } from './helpers/request.ts';
import { offers } from './helpers/council.ts';
import type { ServiceCode } from '../../app/domain/services.ts';

interface Answer {
  code: number;
  total: number;
  rows: { type: string; id: string; title: string; bestBet: boolean }[];
  counts: Record<string, number>;
  suggestion: string | null;
  corrected: string | null;
  destination: { named: string[] } | null;
}

async function search(keyword: string, extra = ''): Promise<Answer> {
  const res = await get(`/api/cn/search?keyword=${encodeURIComponent(keyword)}${extra}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

const hits = (a: Answer) => a.rows.map((r) => `${r.type}:${r.id}${r.bestBet ? ' (best bet)' : ''}`);

/** What visitors from Hong Kong and Macao type, and the simplified form the site is written in. */
const PAIRS: [traditional: string, simplified: string][] = [
  ['展覽', '展览'],
  ['證書', '证书'],
  ['認證', '认证'],
  ['貿促會', '贸促会'],
  ['會員', '会员'],
  ['澳門', '澳门'],
  ['報關', '报关'],
  ['單證冊', '单证册'],
  ['原產地證', '原产地证'],
  ['商事證明', '商事证明'],
];

describe('traditional characters find what simplified ones find', () => {
  it.each(PAIRS)('%s: the same hits as %s, in the same order', { timeout: 30_000 }, async (traditional, simplified) => {
    const [t, s] = [await search(traditional), await search(simplified)];
    expect(hits(s).length, `${simplified} finds something`).toBeGreaterThan(0);
    expect(hits(t)).toEqual(hits(s));
    expect(t.total).toBe(s.total);
    expect(t.counts).toEqual(s.counts);
    // Found as typed: no 您是不是要找 for a word written correctly in traditional characters.
    expect(t.corrected).toBe(s.corrected);
  });

  // The FAQ page's box: the same search, scoped to one service's questions.
  it.each(
    [
      ['原產地證', '原产地证', 'origin'],
      ['單證冊', '单证册', 'ata'],
    ].filter(([, , service]) => offers(service as ServiceCode)),
  )('%s in the FAQ box: the same questions as %s (service=%s)', async (traditional, simplified, service) => {
    const scope = `&type=faq&service=${service}`;
    const [t, s] = [await search(traditional, scope), await search(simplified, scope)];
    expect(hits(s).length).toBeGreaterThan(0);
    expect(hits(t)).toEqual(hits(s));

    const page = async (q: string) => {
      const res = await get(`/service/commercial/components/problem?q=${encodeURIComponent(q)}&service=${service}`);
      expect(res.status).toBe(200);
      return [...(await res.text()).matchAll(/<summary class="faq__question">([\s\S]*?)<\/summary>/g)].map((m) => text(m[1]!));
    };
    const questions = await page(simplified);
    expect(questions.length).toBeGreaterThan(0);
    expect(await page(traditional)).toEqual(questions);
  });

  it('a mix of traditional and simplified in one query finds what the simplified query finds', async () => {
    const [t, s] = [await search('原產地证書 補辦'), await search('原产地证书 补办')];
    expect(hits(s).length).toBeGreaterThan(0);
    expect(hits(t)).toEqual(hits(s));
  });

  it('a destination named in traditional characters gets the agreements box and best bet of the simplified one', async () => {
    const [t, s] = [await search('泰國 原產地證'), await search('泰国 原产地证')];
    expect(s.destination?.named).toContain('泰国');
    expect(t.destination).toEqual(s.destination);
    expect(hits(t)).toEqual(hits(s));
  });

  it('a slip typed in traditional characters is corrected as one typed in simplified', async () => {
    // 原產地正 sounds like 原产地证: the correction reads the folded query.
    const [t, s] = [await search('原產地正書'), await search('原产地正书')];
    expect(s.corrected).toBe('原产地证书');
    expect(t.corrected).toBe(s.corrected);
    expect(hits(t)).toEqual(hits(s));
    expect(hits(t).length).toBeGreaterThan(0);
  });

  it('the search page lists results for 展覽 and marks the words found', async () => {
    const res = await get(`/search?q=${encodeURIComponent('展覽')}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const note = text(/<p class="result-note" role="status">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '');
    expect(note).toMatch(/^找到与“展覽”相关的结果 \d+ 条$/);
    expect(note).not.toContain('结果 0 条');
    expect(html).not.toContain('没有找到与');
    expect(html).toContain('<mark>展览</mark>');
  });
});
