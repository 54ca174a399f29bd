// The configured council as the tests see it, so that they follow whichever council the build
// is for (issue 48): its identity (sites/<SITE>/, as the build hands it to the worker), its seed
// (content/seed/*.json), the facts in it, and the services it offers (the guides in its content).

import { loadSeedDocument } from '../../../content/seed.ts';
import { searchDocs } from '../../../content/search-index.ts';
import { offeredServices } from '../../../app/domain/offered-services.ts';
import type { Service, ServiceCode } from '../../../app/domain/services.ts';
import { SITE_IDENTITY } from '../../../worker/site-identity.ts';

/** The configured council's identity (name, short name, city, filing numbers …). */
export const IDENTITY = SITE_IDENTITY;

/** The seed the test D1 starts from (tests/worker/setup.ts loads the same files). */
export const SEED = loadSeedDocument(import.meta.glob('../../../content/seed/*.json', { eager: true, import: 'default' }));

/** A stored fact's value by name (content/seed/facts.json); throws when the seed has none. */
export function fact(name: string): string {
  const found = (SEED.facts ?? []).find((f) => f.name === name);
  if (!found) throw new Error(`the seed has no fact "${name}"`);
  return String(found.value);
}

/** The services this council offers, in the catalogue's order. */
export const OFFERED: readonly Service[] = offeredServices(
  (SEED.columns ?? []).map((c) => ({ columnCode: String(c.columnCode), columnType: String(c.columnType) })),
);

/** Whether the council offers `code`. */
export const offers = (code: ServiceCode) => OFFERED.some((s) => s.code === code);

/** Why a test about one service's own content does not run for a council without it. */
export const notOffered = (code: ServiceCode) => `the configured council's content offers no ${code} guide`;

/** The page article of the column `columnCode` (a guide, the chamber's page). */
export function pageOf(columnCode: string): { id: string; title: string } {
  const column = (SEED.columns ?? []).find((c) => c.columnCode === columnCode);
  const page = column && (SEED.releases ?? []).find((r) => r.columnId === column.id);
  if (!page) throw new Error(`the seed has no page article in the column ${columnCode}`);
  return { id: String(page.id), title: page.title };
}

/** Its title: the page's heading. */
export const pageTitleOf = (columnCode: string) => pageOf(columnCode).title;

/** A certification service the council offers, with FAQs: the catalogue's last (ATA carnets in the example). */
export const CERTIFICATION = OFFERED.filter((s) => s.certification).at(-1)!;

const SEARCHABLE = new Set(searchDocs(SEED).map((d) => `${d.type}:${d.refId}`));
/** Whether the seed has the searchable text `type:id` (a question fixture's target: `guide:3006`, `faq:71`). */
export const inSeed = (target: string) => SEARCHABLE.has(target);
