// test:adopter's rebranding step (tests/adopter/mapping-table.ts): the table made from the
// example's and the second council's identity files and fact sets turns the example's seed
// into a text that names nothing of the example, and replaces each value as a whole.

import { describe, expect, it } from 'vitest';
import type { SiteIdentity } from '../../../app/site-identity-type.ts';
import { applyMapping, type Fact, mappingTable } from '../../adopter/mapping-table.ts';

// Read as test:adopter reads them (tests/adopter/rebrand.ts), bundled for workerd.
const files = import.meta.glob(
  ['../../../sites/chengzhou/site.json', '../../../sites/linjiang/site.json', '../../adopter/linjiang-facts.json'],
  { eager: true, import: 'default' },
);
const seedFiles = import.meta.glob('../../../content/seed/*.json', { eager: true, import: 'default' });
const example = files['../../../sites/chengzhou/site.json'] as SiteIdentity;
const adopter = files['../../../sites/linjiang/site.json'] as SiteIdentity;
const exampleFacts = seedFiles['../../../content/seed/facts.json'] as { facts: Fact[] };
const adopterFacts = (files['../../adopter/linjiang-facts.json'] as { facts: Fact[] }).facts;
const table = mappingTable(example, adopter, exampleFacts.facts, adopterFacts);

// It maps the example's seed: in an adopter's copy (whose seed is already theirs) there is nothing to map.
const seedIsTheExample = JSON.stringify(seedFiles).includes(example.shortName);

describe.skipIf(!seedIsTheExample)('the mapping table of an adopter’s copy', () => {
  it('leaves no name, city, trace word or own number of the example in the seed', () => {
    const seed = JSON.stringify(seedFiles);
    const rewritten = applyMapping(seed, table);
    const marks = [example.name, example.shortName, example.city, example.englishName, ...example.traces];
    for (const fact of exampleFacts.facts) if (fact.kind === 'phone' && fact.value.length > 7) marks.push(fact.value);
    // The example's seed names it (else this test proves nothing) …
    expect(marks.filter((m) => seed.includes(m))).not.toEqual([]);
    // … and the rewritten one none of it.
    expect(marks.filter((m) => rewritten.includes(m))).toEqual([]);
    expect(rewritten).toContain(adopter.shortName);
  });

  it('replaces each value whole, the longest first: the full name is the adopter’s full name', () => {
    expect(applyMapping(`${example.name}（${example.shortName}）`, table)).toBe(`${adopter.name}（${adopter.shortName}）`);
    const office = exampleFacts.facts.find((f) => f.name === 'address.office')!;
    const theirs = adopterFacts.find((f) => f.name === 'address.office')!;
    expect(applyMapping(`地址：${office.value}`, table)).toBe(`地址：${theirs.value}`);
  });

  it('maps brand colours in any case, and words only as written', () => {
    const upper = example.colours.primary.toUpperCase();
    expect(applyMapping(`fill="${upper}"`, table)).toBe(`fill="${adopter.colours.primary.toLowerCase()}"`);
    const word = example.traces.find((t) => /^[A-Z]/.test(t))!;
    expect(applyMapping(word.toLowerCase(), table)).toBe(word.toLowerCase());
  });
});
