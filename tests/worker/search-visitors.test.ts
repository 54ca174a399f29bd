// Site search in the visitor's own words (issue 22): typed with pinyin slips, in the trade's
// shorthand, by the document rather than the service, or as a whole question, each finds
// the guide or FAQ that answers it among the first five results, and says what it did.

import { describe, expect, it } from 'vitest';
import { VISITOR_QUESTIONS } from '../fixtures/visitor-questions.ts';
import { get, text } from './helpers/request.ts';
import { inSeed, OFFERED } from './helpers/council.ts';

interface Hit {
  type: string;
  id: string;
  title: string;
}
interface Answer {
  total: number;
  rows: Hit[];
  corrected: string | null;
  broadened: boolean;
}

async function search(q: string): Promise<Answer> {
  const res = await get(`/api/cn/search?keyword=${encodeURIComponent(q)}&pageSize=5`);
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

const plain = (html: string) => html.replace(/<\/?mark>/g, '');

describe('search answers visitors in their own words', () => {
  it('has at least 40 questions, at least 8 of each kind', () => {
    expect(VISITOR_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    for (const kind of ['typo', 'jargon', 'question'] as const) {
      expect(VISITOR_QUESTIONS.filter((x) => x.kind === kind).length).toBeGreaterThanOrEqual(8);
    }
    expect(VISITOR_QUESTIONS.filter((x) => x.kind === 'document').length).toBeGreaterThanOrEqual(5);
  });

  for (const { q, kind, finds, corrected } of VISITOR_QUESTIONS) {
    // A question about a service the council does not offer has nothing to find.
    it.skipIf(!inSeed(finds))(`${kind}: “${q}” finds ${finds} among the first five (when the seed has it)`, async () => {
      const [type, id] = finds.split(':');
      const answer = await search(q);
      const top = answer.rows.slice(0, 5);
      const listed = top.map((h) => `${h.type}:${h.id} ${plain(h.title)}`).join(' / ');
      expect(
        top.some((h) => h.type === type && h.id === id),
        `${q}: ${listed}`,
      ).toBe(true);
      // Only a mistyped query is searched as something else.
      expect(answer.corrected).toBe(corrected ?? null);
    });
  }
});

describe('search says what it did', () => {
  it('searches the words as typed when asked (仍然搜索), never corrected', async () => {
    const res = await get(`/api/cn/search?keyword=${encodeURIComponent('原产地正')}&exact=1`);
    const answer = (await res.json()) as Answer;
    expect(answer.corrected).toBeNull();
    expect((await search('原产地正')).corrected).toBe('原产地证');
  });

  it('prefers a sure correction even when the typed words find something', async () => {
    const typed = (await (await get(`/api/cn/search?keyword=${encodeURIComponent('背对被证书')}&exact=1`)).json()) as Answer;
    expect(typed.total).toBeGreaterThan(0);
    expect((await search('背对被证书')).corrected).toBe('背对背证书');
  });

  it('leaves the visitor’s own words alone: real words, other sounds and spaces are no slips', async () => {
    for (const q of ['原产地标准', '如何实现', '海牙认证', '背靠背证书', '原产地证明', '原产地证 材料', '商事证明 收费']) {
      expect((await search(q)).corrected, q).toBeNull();
    }
  });

  it('broadens a question that no text answers word for word, and says so', async () => {
    const answer = await search('我们的机器出口到泰国，怎么少交关税？');
    expect(answer.broadened).toBe(true);
    expect(answer.rows[0]?.type).toBe('guide');
    // A query whose every word is found together is not broadened.
    expect((await search('单证册押金怎么退')).broadened).toBe(false);
  });

  it('offers the closest guides when nothing is found, and nothing when nothing is close', async () => {
    const res = await get(`/api/cn/search?keyword=${encodeURIComponent('担保函 火星')}`);
    const answer = (await res.json()) as Answer & { closest: Hit[]; suggestion: string | null };
    expect(answer.total).toBe(0);
    // 担保函 is the ATA carnet guide's word; with no such guide, nothing is close.
    if (inSeed('guide:3006')) expect(answer.closest.map((h) => `${h.type}:${h.id}`)).toContain('guide:3006');
    else expect(answer.closest.map((h) => `${h.type}:${h.id}`)).not.toContain('guide:3006');
    const none = (await (await get(`/api/cn/search?keyword=${encodeURIComponent('火星 木星')}`)).json()) as {
      closest: Hit[];
    };
    expect(none.closest).toEqual([]);
    // One unknown word, searched as typed, is still close to a guide.
    const typed = (await (await get(`/api/cn/search?keyword=${encodeURIComponent('海牙人证')}&exact=1`)).json()) as {
      total: number;
      closest: Hit[];
    };
    expect(typed.total).toBe(0);
    if (inSeed('guide:3005')) expect(typed.closest.map((h) => `${h.type}:${h.id}`)).toContain('guide:3005');
  });

  it('the page says 您是不是要找 with a link to the words as typed, PC and /m', async () => {
    for (const prefix of ['', '/m']) {
      const html = await (await get(`${prefix}/search?q=${encodeURIComponent('领事人证')}`)).text();
      expect(text(html)).toContain('您是不是要找：领事认证');
      expect(html).toContain(`href="${prefix}/search?q=${encodeURIComponent('领事人证')}&amp;exact=1"`);
      const exact = await (await get(`${prefix}/search?q=${encodeURIComponent('领事人证')}&exact=1`)).text();
      expect(text(exact)).not.toContain('您是不是要找');
    }
  });

  it('the page says a question was broadened, and lists the closest guides when nothing is found', async () => {
    const broad = await (await get(`/search?q=${encodeURIComponent('我们的机器出口到泰国，怎么少交关税？')}`)).text();
    expect(text(broad)).toContain('没有同时包含所有词语的内容');
    // 担保函 is close to the ATA carnet guide; 证书 (a word of every certification guide) to some guide.
    const words = inSeed('guide:3006') ? '担保函 火星' : '证书 火星';
    const empty = await (await get(`/m/search?q=${encodeURIComponent(words)}`)).text();
    expect(text(empty)).toContain('这些服务指南可能有帮助');
    if (inSeed('guide:3006')) expect(empty).toContain('href="/m/service/commercial/ata"');
    else expect(OFFERED.some(({ path }) => empty.includes(`href="/m${path}"`))).toBe(true);
  });
});
