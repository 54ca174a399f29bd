// Turns an upstream answer into the canonical envelope of API.md with the app's tolerant
// entity readers, so that both modes hand the same shapes to the cache, sanitiser and pages.

import type { CallName } from '../../app/api/calls.ts';
import { decodeData, decodeList, decodePage, num } from '../../app/api/decode.ts';
import * as E from '../../app/api/entities.ts';
import type { Envelope } from '../../app/api/types.ts';
import { notFound, ok, page } from './store.ts';

const LISTS = {
  listColumn: E.column,
  listHotWordByColumnId: E.hotWord,
  ListTagByColumnId: E.tag,
  listHotNews: E.release,
  listExhibitionTheme: E.exhibitionTheme,
  listAdvertising: E.advertising,
  listAuthQuType: E.authQuType,
  listCatalogue: E.catalogue,
} as const;

const PAGES = {
  ListRelease: E.release,
  listActivity: E.activity,
  listExhibition: E.exhibition,
  listAuthQu: E.authQu,
} as const;

export function normaliseEnvelope(call: CallName, body: unknown): Envelope {
  if (call in LISTS) return ok(decodeList(body, LISTS[call as keyof typeof LISTS] as (raw: unknown) => unknown));
  if (call in PAGES) {
    const p = decodePage(body, PAGES[call as keyof typeof PAGES] as (raw: unknown) => unknown);
    return page(p.rows, p.total);
  }
  if (call === 'releaseDetailById') return orNotFound(E.releaseDetail(decodeData(body)));
  if (call === 'activityDetailById') return orNotFound(E.activityDetail(decodeData(body)));
  return ok(num(decodeData(body)));
}

function orNotFound<T>(value: T | null): Envelope {
  return value === null ? notFound() : ok(value);
}
