// What content:publish tells the operator it took down (issue 46): each removed record by its
// list, id and title, where its page was and what that page answers now, and when visitors
// stop seeing it. Pure TS: scripts/content-publish.ts prints it, the tests read it.

import { FEED_MAX_AGE, MEDIA_MAX_AGE } from './withdrawal-bound.ts';
import type { Live } from './publish-live.ts';
import type { EntityKey } from './schema.ts';

/** The field that names a record of each list, for a person reading the summary. */
const LABEL: Readonly<Record<EntityKey, string>> = {
  columns: 'columnName',
  releases: 'title',
  activities: 'title',
  exhibitionThemes: 'themeName',
  exhibitions: 'exhibitionName',
  advertising: 'title',
  hotWords: 'word',
  authQuTypes: 'typeName',
  authQus: 'question',
  catalogue: 'catalogueName',
  synonyms: 'word',
  facts: 'name',
};

/** The page a removed record had, which now says it was withdrawn (410). */
const PAGE: { readonly [K in EntityKey]?: (id: string) => string } = {
  releases: (id) => `/detail/${id}`,
  activities: (id) => `/detail/${id}?type=activity`,
};

/** How soon the site stops showing what was removed (README's bound, decisions 0025 and 0108). */
export const REMOVAL_BOUND =
  'their pages answer 410, and listings, search, feeds, the calendar and the sitemap drop them, within 5 s plus one ' +
  'store round trip on a node with traffic; a quiet node may answer its first request with the previous content. ' +
  'Files no other record uses answer 410 at once; a browser or edge that fetched one before may keep it ' +
  `${MEDIA_MAX_AGE / 60} minutes more, a feed reader its feed ${FEED_MAX_AGE / 60} (decision 0120)`;

/** One line per removed record: `releases 3032 “…”: /detail/3032 now answers 410 (withdrawn)`. */
export function removalLines(removed: Live['removing'], check = false): string[] {
  return Object.entries(removed).flatMap(([entity, list]) =>
    (list ?? []).map((record) => {
      const id = String(record.id);
      const label = record[LABEL[entity as EntityKey]];
      const page = PAGE[entity as EntityKey]?.(id);
      const answers = page ? `: ${page} ${check ? 'would answer' : 'now answers'} 410 (withdrawn)` : '';
      return `${entity} ${id}${typeof label === 'string' ? ` “${label}”` : ''}${answers}; the id is never given again`;
    }),
  );
}
