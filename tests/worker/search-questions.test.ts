// Site search answers the questions exporters actually ask (issue 15): each question,
// written from the seed content, must have the guide or FAQ that answers it among the
// first five results. Some share no two characters with the title they must find.

import { describe, expect, it } from 'vitest';
import { loadSeedDocument } from '../../content/seed.ts';
import { QUESTIONS } from '../fixtures/search-questions.ts';
import { get } from './helpers/request.ts';
import { inSeed } from './helpers/council.ts';

interface Hit {
  type: string;
  id: string;
  title: string;
}

async function top5(q: string): Promise<Hit[]> {
  const res = await get(`/api/cn/search?keyword=${encodeURIComponent(q)}&pageSize=5`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { rows: Hit[] };
  return body.rows.slice(0, 5);
}

const plain = (html: string) => html.replace(/<\/?mark>/g, '');
const bigrams = (s: string) => new Set([...s].slice(0, -1).map((c, i) => c + [...s][i + 1]));

describe('search answers exporters’ questions', () => {
  it('has at least 25 questions, 5 of them sharing no two characters with their title', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(25);
    expect(QUESTIONS.filter((x) => x.disjoint).length).toBeGreaterThanOrEqual(5);
  });

  for (const { q, finds, disjoint } of QUESTIONS) {
    // A question about a service the council does not offer has nothing to find.
    it.skipIf(!inSeed(finds))(`“${q}” finds ${finds} among the first five (when the seed has it)`, async () => {
      const [type, id] = finds.split(':');
      const hits = await top5(q);
      const hit = hits.find((h) => h.type === type && h.id === id);
      expect(hit, `${q}: ${hits.map((h) => `${h.type}:${h.id} ${plain(h.title)}`).join(' / ')}`).toBeDefined();
      if (disjoint) {
        const title = bigrams(plain(hit!.title).toLowerCase());
        const shared = [...bigrams(q.toLowerCase())].filter((b) => title.has(b));
        expect(shared, `${q} shares ${shared.join(',')} with ${plain(hit!.title)}`).toEqual([]);
      }
    });
  }
});

describe('a broadened question keeps the numbers it was asked with', () => {
  const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
  const hours = seed.facts!.find((f) => f.name === 'hours.office')!.value;

  // The index holds a council fact as its label, never its value (content/search-facts.ts):
  // the hours' words alone broaden to the texts about office hours…
  it('broadens the hours’ words when no number is typed', async () => {
    const words = hours.replace(/[\d:—-]+/g, ' ');
    const res = await get(`/api/cn/search?keyword=${encodeURIComponent(words)}`);
    expect(((await res.json()) as { total: number }).total, words).toBeGreaterThan(0);
  });

  // …but a text without the numbers typed does not answer them.
  it('finds nothing for hours with a time no text states (an old value after a change)', async () => {
    const old = hours.replace(/\d+:\d+/, '6:55');
    expect(old).not.toBe(hours);
    const res = await get(`/api/cn/search?keyword=${encodeURIComponent(old)}`);
    expect(((await res.json()) as { total: number }).total, old).toBe(0);
  });
});
