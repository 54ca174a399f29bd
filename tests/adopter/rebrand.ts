// Turns a copy of the repository into another council's site the way docs/adopting.md says:
// its identity folder under sites/, its facts (content:fact's file), the example's names,
// city, numbers and domain in the content, the public files and wrangler.toml replaced by
// the mapping table (mapping.ts). Nothing under app/, worker/ or scripts/ is touched.

import fs from 'node:fs';
import path from 'node:path';
import type { SiteIdentity } from '../../app/site-identity-type.ts';
import { drawIcons } from './icons.ts';
import { filesIn, rewriteFile } from './mapping.ts';
import { type Fact, mappingTable, type Pair } from './mapping-table.ts';

/**
 * The adopter's identity folder, ONE constant (another branch may move the fixture council
 * to sites/linjiang/): a second fictional council with a blue and a light amber.
 */
export const ADOPTER_SITE_DIR = 'tests/fixtures/sites/linjiang';
/** The adopter's facts, as `npm run content:fact` would leave them. */
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

  // 1. The identity folder (docs/adopting.md step 1).
  const to = path.join(copy, 'sites', site);
  if (path.resolve(to) !== path.resolve(copy, ADOPTER_SITE_DIR)) fs.cpSync(path.join(original, ADOPTER_SITE_DIR), to, { recursive: true });
  changed.push(`sites/${site}/`);
  // Its icons, when they are still the example's pictures (the fixture's are): from its emblem.
  const same = (f: string) => fs.readFileSync(path.join(to, f)).equals(fs.readFileSync(path.join(original, EXAMPLE_SITE_DIR, f)));
  if (['icons/icon-512.png', 'icons/icon-192.png', 'icons/favicon.ico', 'icons/icon.svg'].some(same)) await drawIcons(to);
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
