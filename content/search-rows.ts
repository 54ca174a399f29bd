// The search index's rows as statements (search_docs and the FTS5 tokens under the same
// rowid): an import's for a whole document, a publish's for one release. Ids follow the
// layout of search-layout.ts (news by release time below NEWS_IDS_END, the rest above). Pure TS.

import type { ContentDocument } from './schema.ts';
import { eachSearchDoc, searchDictionary, targetKey, targetWords, type SearchDoc } from './search-index.ts';
import { lastIdSql, NEWS_IDS_END, newsIds, nextIdSql } from './search-layout.ts';
import { indexTokens, type Dictionary } from './segment.ts';
import type { Statement } from './sql.ts';

/** The search index's rows of `doc`, one statement at a time (`prefix`: staging tables). */
export function* searchIndexRows(doc: ContentDocument, prefix = ''): Generator<Statement> {
  const dict = searchDictionary(doc.synonyms ?? []);
  const extra = targetWords(doc.synonyms ?? []);
  const news = newsIds(doc);
  let other = NEWS_IDS_END;
  for (const d of eachSearchDoc(doc)) {
    const rowid = d.news ? news.get(d.refId)! : other++;
    yield searchDocStatement(d, rowid, prefix);
    yield searchTokensStatement(d, rowid, dict, extra, prefix);
  }
}

/** The search_docs row of one document (`null`: the next id of its part, a publish's). */
export function searchDocStatement(d: SearchDoc, rowid: number | null, prefix = ''): Statement {
  return {
    sql: `INSERT INTO ${prefix}search_docs (id, type, ref_id, title, body, url, date, service_code) VALUES (${rowid === null ? nextIdSql(d.news, `${prefix}search_docs`) : '?'}, ?, ?, ?, ?, ?, ?, ?)`,
    params: [...(rowid === null ? [] : [rowid]), d.type, d.refId, d.title, d.body, d.url, d.date, d.serviceCode],
  };
}

/** Its tokens under the same rowid (`null`: the search_docs row just inserted). */
export function searchTokensStatement(
  d: SearchDoc,
  rowid: number | null,
  dict: Dictionary,
  extra: Map<string, string[]>,
  prefix = '',
): Statement {
  const key = targetKey(d);
  // A target's synonym words and a news item's tags are indexed as its title (they name
  // what it is about), shown nowhere.
  const title = [d.title, ...(d.topics ?? []), ...((key && extra.get(key)) || [])].join(' ');
  return {
    sql: `INSERT INTO ${prefix}search_index (rowid, title, body) VALUES (${rowid === null ? lastIdSql(d.news, `${prefix}search_docs`) : '?'}, ?, ?)`,
    params: [
      ...(rowid === null ? [] : [rowid]),
      indexTokens(title, dict).join(' '),
      indexTokens(d.body, dict).join(' '),
    ],
  };
}
