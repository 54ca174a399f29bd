// Turns a copy of the repository into another council's site the way docs/adopting.md says:
// its identity folder under sites/, its facts (content:fact's file), the example's names,
// city, numbers and domain in the content, the public files and wrangler.toml replaced by
// the mapping table (mapping.ts). Nothing under app/, worker/ or scripts/ is touched.

import fs from 'node:fs';
import path from 'node:path';
import type { SiteIdentity } from '../../app/site-identity-type.ts';
import { filesIn, rewriteFile } from './mapping.ts';
import { type Fact, mappingTable, type Pair } from './mapping-table.ts';

/** The adopter's identity folder: the platform's second fictional council (a blue and a light amber). */
export const ADOPTER_SITE_DIR = 'sites/linjiang';
/** The adopter's facts, as `npm run content:fact` would leave them (the numbers of that council's own seed). */
export const ADOPTER_FACTS = 'tests/adopter/linjiang-facts.json';
/** The example council's folder and facts, read from the original repository. */
export const EXAMPLE_SITE_DIR = 'sites/chengzhou';
export const EXAMPLE_FACTS = 'content/seed/facts.json';

/** What an adopter edits besides the identity folder and the facts: content and configuration. */
const REWRITTEN = ['content/seed', 'content/forms', 'content/starter', 'content/README.md', 'public', 'wrangler.toml'];

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

export interface Rebranded {
  /** The SITE the copy is built with: the folder name under sites/. */
  site: string;
  pairs: Pair[];
  /** Files changed, relative to the copy. */
  changed: string[];
}

export async function rebrand(original: string, copy: string): Promise<Rebranded> {
  const site = path.basename(ADOPTER_SITE_DIR);
  const example = readJson<SiteIdentity>(path.join(original, EXAMPLE_SITE_DIR, 'site.json'));
  const adopter = readJson<SiteIdentity>(path.join(original, ADOPTER_SITE_DIR, 'site.json'));
  const exampleFacts = readJson<{ facts: Fact[] }>(path.join(original, EXAMPLE_FACTS)).facts;
  const adopterFacts = readJson<{ facts: Fact[] }>(path.join(original, ADOPTER_FACTS)).facts;
  const pairs = mappingTable(example, adopter, exampleFacts, adopterFacts);
  const changed: string[] = [];

  // 1. The identity folder (docs/adopting.md step 1): already in the copy, with its own emblem and icons.
  changed.push(`${ADOPTER_SITE_DIR}/`);
  // 2. The facts, as content:fact sets them one by one.
  fs.writeFileSync(path.join(copy, EXAMPLE_FACTS), `${JSON.stringify({ facts: adopterFacts }, null, 2)}\n`);
  changed.push(EXAMPLE_FACTS);
  // 3. Every other name, number and domain of the example in content and configuration.
  for (const part of REWRITTEN)
    for (const file of filesIn(path.join(copy, part))) {
      const relative = path.relative(copy, file).split(path.sep).join('/');
      if (relative === EXAMPLE_FACTS) continue;
      if (await rewriteFile(file, pairs)) changed.push(relative);
    }
  return { site, pairs, changed };
}
