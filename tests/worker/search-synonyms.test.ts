// The trade's words as content (issue 22): each synonym group that names a service or a FAQ
// points at a real one, the import refuses one that does not, the target is stored with the
// synonyms (and so exported), and every word of such a group finds its target.

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { serviceByCode } from '../../app/domain/services.ts';
import type { ContentDocument } from '../../content/schema.ts';
import { searchDocs } from '../../content/search-index.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { validateContent } from '../../content/validate.ts';
import { get } from './helpers/request.ts';

const seedFiles: Record<string, unknown> = import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' });
const seed = () => structuredClone(loadSeedDocument(seedFiles)) as Required<ContentDocument>;

interface Hit {
  type: string;
  id: string;
}

/** What a target names, as a search hit: a service's guide or a FAQ. */
function targetHit(doc: Required<ContentDocument>, target: string): string | undefined {
  const [kind, ref] = target.split(':');
  if (kind === 'faq') return doc.authQus.some((q) => q.id === ref) ? `faq:${ref}` : undefined;
  const guide = searchDocs(doc).find((d) => d.type === 'guide' && d.serviceCode === ref);
  return serviceByCode(ref) && guide ? `guide:${guide.refId}` : undefined;
}

describe('synonyms that name a service or a FAQ', () => {
  const doc = seed();
  const targeted = doc.synonyms.filter((s) => s.target);

  it('the seed has the trade’s shorthand, each pointing at a real guide or FAQ', () => {
    expect(targeted.length).toBeGreaterThanOrEqual(30);
    for (const s of targeted) expect(targetHit(doc, s.target!), `${s.word} → ${s.target}`).toBeDefined();
    expect(validateContent(doc)).toEqual([]);
  });

  it('the import refuses a target that names no FAQ or no service', () => {
    const bad = seed();
    bad.synonyms.push(
      { id: '901', word: '海关扣留', variants: ['扣货'], target: 'faq:9999' },
      { id: '902', word: '报关', variants: ['通关'], target: 'service:customs' },
      { id: '903', word: '报检', variants: ['商检'], target: 'guide:3001' },
    );
    const problems = validateContent(bad).filter((p) => p.path.startsWith('synonyms['));
    expect(problems.map((p) => p.path)).toEqual([
      `synonyms[${bad.synonyms.length - 3}].target`,
      `synonyms[${bad.synonyms.length - 2}].target`,
      `synonyms[${bad.synonyms.length - 1}].target`,
    ]);
  });

  it('stores the target with the synonym, so content:export gives it back', async () => {
    const row = await env.DB.prepare("SELECT target FROM synonyms WHERE word = '领事认证'").first<{ target: string }>();
    expect(row?.target).toBe('service:consular');
  });

  for (const s of targeted) {
    it(`every word of “${s.word}” finds ${s.target} among the first five`, async () => {
      const want = targetHit(doc, s.target!);
      for (const word of [s.word, ...s.variants]) {
        const res = await get(`/api/cn/search?keyword=${encodeURIComponent(word)}&pageSize=5`);
        const rows = ((await res.json()) as { rows: Hit[] }).rows.slice(0, 5);
        expect(
          rows.map((h) => `${h.type}:${h.id}`),
          word,
        ).toContain(want);
      }
    });
  }
});
