// Site search in the visitor's own words (issue 22): typed with pinyin slips, in the trade's
// shorthand, by the document rather than the service, or as a whole question, each finds
// the guide or FAQ that answers it among the first five results, and says what it did.

import { describe, expect, it } from 'vitest';
import { VISITOR_QUESTIONS } from '../fixtures/visitor-questions.ts';
import { get } from './helpers/request.ts';

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
    it(`${kind}: “${q}” finds ${finds} among the first five`, async () => {
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
