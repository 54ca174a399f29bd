// The rebranding step of an adopter's copy, done mechanically: a table of the example's values
// → the adopter's, derived from both identity folders (sites/<name>/site.json) and both fact
// sets (content/seed/facts.json and the adopter's) — what docs/adopting.md ("Content") tells an
// adopter to do by hand. Pure: mapping.ts applies it to files.

import type { SiteIdentity } from '../../app/site-identity-type.ts';

export interface Fact {
  name: string;
  kind?: string;
  value: string;
  owner?: string;
  note?: string;
}

export interface Pair {
  from: string;
  to: string;
  /** Where the pair comes from: an identity field, a fact, or a word derived from them. */
  why: string;
}

/** The city without 市 (澄州市 → 澄州): how the content names it in compounds. */
const cityStem = (city: string) => city.replace(/市$/, '');
/** The English city: the English name's last word (… Chengzhou → Chengzhou). */
const englishCity = (englishName: string) => englishName.trim().split(/\s+/).pop() ?? '';

/** The prefix every own phone number (not a short number such as 12345) shares, without its trailing separator. */
function phonePrefix(facts: readonly Fact[]): string {
  const phones = facts.filter((f) => f.kind === 'phone' && /^\d{3,4}-/.test(f.value)).map((f) => f.value);
  if (!phones.length) return '';
  let prefix = phones[0]!;
  for (const p of phones) while (!p.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix.replace(/[\s-]+$/, '').replace(/\s\d*$/, '');
}

/** The domain of the council's e-mail facts. */
function mailDomain(facts: readonly Fact[]): string {
  return facts.find((f) => f.kind === 'email' || f.name.startsWith('email.'))?.value.split('@')[1] ?? '';
}

/** Runs of 6 digits (postcodes) that differ position by position between two texts. */
function postcodes(a: string, b: string): Array<[string, string]> {
  const [x, y] = [a.match(/\d{6}/g) ?? [], b.match(/\d{6}/g) ?? []];
  return x.length === y.length ? x.map((d, i): [string, string] => [d, y[i]!]).filter(([d, e]) => d !== e) : [];
}

/** The mapping table, longest value first (the full name before the short name before the city). */
export function mappingTable(
  example: SiteIdentity,
  adopter: SiteIdentity,
  exampleFacts: readonly Fact[],
  adopterFacts: readonly Fact[],
): Pair[] {
  const pairs: Pair[] = [];
  const add = (from: string, to: string, why: string) => {
    if (from && to && from !== to && !pairs.some((p) => p.from === from)) pairs.push({ from, to, why });
  };
  for (const field of ['name', 'shortName', 'englishName', 'city', 'subtitle', 'host', 'siteCode', 'icp', 'psb'] as const)
    add(example[field], adopter[field], `site.json ${field}`);
  for (const field of ['name', 'shortName', 'description'] as const) add(example.app[field], adopter.app[field], `site.json app.${field}`);
  add(example.calendar.prodid, adopter.calendar.prodid, 'site.json calendar.prodid');
  add(example.calendar.uidDomain, adopter.calendar.uidDomain, 'site.json calendar.uidDomain');
  add(example.colours.primary.toLowerCase(), adopter.colours.primary.toLowerCase(), 'site.json colours.primary');
  add(example.colours.accent.toLowerCase(), adopter.colours.accent.toLowerCase(), 'site.json colours.accent');
  const theirs = new Map(adopterFacts.map((f) => [f.name, f]));
  for (const fact of exampleFacts) {
    const other = theirs.get(fact.name);
    if (!other) continue;
    for (const field of ['value', 'owner', 'note'] as const) {
      add(fact[field] ?? '', other[field] ?? '', `fact ${fact.name} ${field}`);
      for (const [a, b] of postcodes(fact[field] ?? '', other[field] ?? '')) add(a, b, `postcode in fact ${fact.name}`);
    }
  }
  // Words the fields above contain, for the content's own phrasings (澄州国际商事调解中心, tel:05778861…).
  add(cityStem(example.city), cityStem(adopter.city), 'the city without 市');
  add(englishCity(example.englishName), englishCity(adopter.englishName), 'the English name’s city');
  const [p, q] = [phonePrefix(exampleFacts), phonePrefix(adopterFacts)];
  add(p, q, 'the phone facts’ common prefix');
  add(p.replace(/\D/g, ''), q.replace(/\D/g, ''), 'the phone prefix’s digits');
  const [d, e] = [mailDomain(exampleFacts), mailDomain(adopterFacts)];
  add(d, e, 'the e-mail facts’ domain');
  add(d.split('.')[0] ?? '', e.split('.')[0] ?? '', 'the domain’s first label');
  return pairs.sort((a, b) => b.from.length - a.from.length);
}

/** `text` with every pair applied, longest first, each value replaced once (no chain through a later pair). */
export function applyMapping(text: string, pairs: readonly Pair[]): string {
  const escaped = pairs.map((p) => p.from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (!escaped.length) return text;
  const byLower = new Map(pairs.map((p) => [p.from.toLowerCase(), p.to]));
  return text.replace(new RegExp(escaped.join('|'), 'gi'), (m) => {
    const exact = pairs.find((p) => p.from === m);
    // Colours are matched in any case; words only as written.
    if (exact) return exact.to;
    return /^#[0-9a-f]{6}$/i.test(m) ? (byLower.get(m.toLowerCase()) ?? m) : m;
  });
}
