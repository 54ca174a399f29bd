// Node (the import) and workerd (the query) must segment alike: the digest of segment()
// over every searchable text of the seed, computed here in workerd, equals the one Node
// wrote (`npm run fixtures` → tests/fixtures/segment-seed.json).

import { describe, expect, it } from 'vitest';
import fixture from '../fixtures/segment-seed.json';
import { segmentDigest } from '../../content/segment-digest.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { buildDictionary, segment } from '../../content/segment.ts';

const seedFiles: Record<string, unknown> = import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' });

describe('segment() in workerd agrees with Node', () => {
  it('gives the same words and tokens for every text of the seed', async () => {
    const seed = loadSeedDocument(seedFiles);
    const digest = await segmentDigest(seed);
    const expected = fixture.texts as Record<string, string>;
    // Every article and every question of the seed is a text of its own (besides activities, fairs…).
    const articlesAndQuestions = (seed.releases ?? []).length + (seed.authQus ?? []).length;
    expect(articlesAndQuestions).toBeGreaterThan(0);
    expect(Object.keys(digest).length).toBeGreaterThanOrEqual(articlesAndQuestions);
    const differ = Object.keys(expected).filter((key) => digest[key] !== expected[key]);
    // When this fails after a seed or segment change, run `npm run fixtures` (check:fixtures says so first);
    // when it fails on a runtime upgrade, ICU changed and the index must be rebuilt.
    expect(differ, `differ from Node ${fixture.node} (ICU ${fixture.icu}): run \`npm run fixtures\``).toEqual([]);
    expect(Object.keys(digest).sort()).toEqual(Object.keys(expected).sort());
  });

  it('keeps domain terms whole where ICU alone splits them', () => {
    const dict = buildDictionary(['暂准进口单证册']);
    expect(segment('暂准进口单证册', buildDictionary([])).length).toBeGreaterThan(1);
    expect(segment('申请暂准进口单证册', dict).map((w) => w.text)).toEqual(['申请', '暂准进口单证册']);
  });
});
