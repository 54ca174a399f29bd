// The tolerant decoder's per-entity readers, by the name the call table gives each (their
// code by concern: entities-articles.ts, entities-events.ts, entities-site.ts).

import type { EntityName } from './calls.ts';
import { release, releaseDetail } from './entities-articles.ts';
import { activity, activityDetail, exhibition, exhibitionTheme } from './entities-events.ts';
import { advertising, authQu, authQuType, catalogue, column, fact, hotWord, tag } from './entities-site.ts';
import { decodeSearch } from './search.ts';

/** Every decoder by the name the call table gives it. */
export const DECODERS = {
  column,
  release,
  releaseDetail,
  activity,
  activityDetail,
  exhibitionTheme,
  exhibition,
  advertising,
  hotWord,
  tag,
  authQuType,
  authQu,
  catalogue,
  fact,
  searchResult: decodeSearch,
} satisfies Record<EntityName, (raw: unknown) => unknown>;
