// The built-in content service: every call of the call table answered from D1. The
// handler record is complete by type: a call added to the table without one does not compile.

import type { CallName } from '../../../app/api/calls.ts';
import type { Envelope } from '../../../app/api/types.ts';
import { badRequest, type ContentStore } from '../store.ts';
import { activityDetail, listActivity } from './activities.ts';
import { listExhibition, listExhibitionTheme } from './exhibitions.ts';
import { listAuthQu, listAuthQuType } from './faq.ts';
import { BadInput } from './params.ts';
import type { Db } from './query.ts';
import { columnArticle, readCount, releaseDetail } from './release-detail.ts';
import { listReleaseKeys } from './release-keys.ts';
import { listHotNews, listRelease } from './releases.ts';
import { search } from './search.ts';
import { listAdvertising, listCatalogue, listColumn, listFact, listHotWords, listTags } from './site.ts';

/** One call's input: the path id (as given), its own query parameters, and the clock. */
export interface CallInput {
  id: string | undefined;
  query: URLSearchParams;
  now: Date;
  /** The site's key prefix (its own search vocabulary in the isolate: search-context.ts). */
  site: string;
}

type Handler = (db: Db, input: CallInput) => Promise<Envelope>;

const HANDLERS: Record<CallName, Handler> = {
  listColumn: (db) => listColumn(db),
  ListRelease: (db, { query, now }) => listRelease(db, query, now),
  releaseDetailById: (db, { id, now }) => releaseDetail(db, id, now),
  listHotWordByColumnId: (db, { id }) => listHotWords(db, id),
  ListTagByColumnId: (db, { id }) => listTags(db, id),
  listHotNews: (db, { query, now }) => listHotNews(db, query, now),
  listActivity: (db, { query, now }) => listActivity(db, query, now),
  activityDetailById: (db, { id, now }) => activityDetail(db, id, now),
  listExhibitionTheme: (db) => listExhibitionTheme(db),
  listExhibition: (db, { query }) => listExhibition(db, query),
  listAdvertising: (db, { query, now }) => listAdvertising(db, query, now),
  listAuthQuType: (db, { query }) => listAuthQuType(db, query),
  listAuthQu: (db, { query }) => listAuthQu(db, query),
  listCatalogue: (db) => listCatalogue(db),
  listFact: (db) => listFact(db),
  getReadCount: (db, { id }) => readCount(db, id),
  columnArticle: (db, { id, now }) => columnArticle(db, id, now),
  listReleaseKeys: (db, { query, now }) => listReleaseKeys(db, query, now),
  search: (db, { query, now, site }) => search(db, query, now, site),
};

/**
 * A ContentStore over D1 (or a D1 session). `now` is the clock of activity status and
 * advertising windows (tests pin it). Prepared statements with bound values only.
 */
export function createD1Store(db: Db, now: () => Date = () => new Date(), site = ''): ContentStore {
  return {
    kind: 'd1',
    async handle(call, query) {
      try {
        return await HANDLERS[call.name](db, { id: call.id, query, now: now(), site });
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
