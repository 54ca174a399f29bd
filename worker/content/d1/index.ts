// The built-in content service: the 15 calls of shared/API.md answered from D1.

import type { ParsedCall } from '../../../app/api/calls.ts';
import type { Envelope } from '../../../app/api/types.ts';
import { badRequest, type ContentStore } from '../store.ts';
import { activityDetail, listActivity } from './activities.ts';
import { listExhibition, listExhibitionTheme } from './exhibitions.ts';
import { listAuthQu, listAuthQuType } from './faq.ts';
import { BadInput } from './params.ts';
import type { Db } from './query.ts';
import { readCount, releaseDetail } from './release-detail.ts';
import { listHotNews, listRelease } from './releases.ts';
import { listAdvertising, listCatalogue, listColumn, listHotWords, listTags } from './site.ts';

/**
 * A ContentStore over D1 (or a D1 session). `now` is the clock of activity status and
 * advertising windows (tests pin it). Prepared statements with bound values only.
 */
export function createD1Store(db: D1Database | D1DatabaseSession, now: () => Date = () => new Date()): ContentStore {
  return {
    kind: 'd1',
    async handle(call, query) {
      try {
        return await answer(db, call, query, now);
      } catch (error) {
        if (error instanceof BadInput) return badRequest();
        throw error;
      }
    },
    async ping() {
      await db.prepare('SELECT 1').first();
    },
  };
}

function answer(db: Db, call: ParsedCall, query: URLSearchParams, now: () => Date): Promise<Envelope> {
  switch (call.spec.name) {
    case 'listColumn':
      return listColumn(db);
    case 'ListRelease':
      return listRelease(db, query);
    case 'releaseDetailById':
      return releaseDetail(db, call.id);
    case 'listHotWordByColumnId':
      return listHotWords(db, call.id);
    case 'ListTagByColumnId':
      return listTags(db, call.id);
    case 'listHotNews':
      return listHotNews(db, query);
    case 'listActivity':
      return listActivity(db, query, now());
    case 'activityDetailById':
      return activityDetail(db, call.id, now());
    case 'listExhibitionTheme':
      return listExhibitionTheme(db);
    case 'listExhibition':
      return listExhibition(db, query);
    case 'listAdvertising':
      return listAdvertising(db, query, now());
    case 'listAuthQuType':
      return listAuthQuType(db, query);
    case 'listAuthQu':
      return listAuthQu(db, query);
    case 'listCatalogue':
      return listCatalogue(db);
    case 'getReadCount':
      return readCount(db, call.id);
  }
}
