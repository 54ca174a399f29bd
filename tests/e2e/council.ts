// The configured council as the browser tests see it (issue 48): its identity (sites/<SITE>/,
// the folder the served build was made with), its seed and the facts in it, so that the specs
// follow whichever council is configured rather than naming the example.

import { readSeedDocument } from '../../scripts/lib/content.ts';
import { readIdentity } from '../../scripts/lib/site-identity.ts';

export const IDENTITY = readIdentity();

export const SEED = readSeedDocument();

/** A stored fact's value by name (content/seed/facts.json). */
export function fact(name: string): string {
  const found = (SEED.facts ?? []).find((f) => f.name === name);
  if (!found) throw new Error(`the seed has no fact "${name}"`);
  return String(found.value);
}

/** The title of the seed's article whose title ends with `ending` (the council's name before it). */
export function titleEnding(ending: string): string {
  const found = (SEED.releases ?? []).find((r) => r.title.endsWith(ending));
  if (!found) throw new Error(`the seed has no article titled “…${ending}”`);
  return found.title;
}
