// What site search offers when its passes found nothing, in one more D1 batch (a second
// round trip, docs/performance.md "Search cost"): the guides closest to the words typed, and
// the query less one of its terms.

import { NEWS_IDS_END } from '../../../content/search-layout.ts';
import { ftsQuery, type Term } from '../../../content/search-query.ts';
import { wordTokens } from '../../../content/segment.ts';
import type { SearchHit } from '../../../app/api/search.ts';
import { needles } from '../../../content/search-query.ts';
import type { Db, Row } from './query.ts';
import { type Scope, scoped, type Statement, toHit } from './search-passes.ts';

const SELECT =
  'd.type AS type, d.ref_id AS ref_id, d.title AS title, d.body AS body, d.url AS url, d.date AS date, d.service_code AS service_code';
const FROM = 'FROM search_index JOIN search_docs d ON d.id = search_index.rowid WHERE search_index MATCH ?';
/** Guides offered when nothing is found. */
const CLOSEST_GUIDES = 3;

/**
 * The guides closest to a search that found nothing: those that share the most of its
 * two-character pieces (bm25 over any of them), so that even one unknown word (海牙人证 as
 * typed) leads to the guide it is close to (海牙认证). Guides lie above all news.
 */
function closestGuides(db: Db, terms: readonly Term[]): Statement | null {
  const tokens = [...new Set(terms.flatMap((t) => wordTokens(t.typed)))].slice(0, 32);
  if (tokens.length === 0) return null;
  const match = tokens.map((t) => `"${t.replaceAll('"', '""')}"`).join(' OR ');
  return db
    .prepare(
      `SELECT ${SELECT}, bm25(search_index, 10.0, 1.0) AS score ${FROM} AND search_index.rowid >= ${NEWS_IDS_END} AND d.type = 'guide' ORDER BY score, d.id LIMIT ${CLOSEST_GUIDES}`,
    )
    .bind(match);
}

/** The query less one term (the last four tried), each as a statement that finds one row. */
function closeQueries(db: Db, terms: readonly Term[]): { rest: Term[]; statement: Statement }[] {
  if (terms.length < 2) return [];
  const out: { rest: Term[]; statement: Statement }[] = [];
  for (let skip = terms.length - 1; skip >= 0 && skip >= terms.length - 4; skip--) {
    const rest = terms.filter((_, i) => i !== skip);
    const match = ftsQuery(rest);
    if (match) {
      out.push({
        rest,
        statement: db.prepare('SELECT 1 AS x FROM search_index WHERE search_index MATCH ? LIMIT 1').bind(match),
      });
    }
  }
  return out;
}

/**
 * The answer's `closest` and `suggestion` when nothing matched. A search scoped to some FAQs
 * (the FAQ page) offers no guides: the page offers the whole site.
 */
export async function nothingFoundOffers(
  db: Db,
  terms: readonly Term[],
  scope: Scope,
): Promise<{ closest: SearchHit[]; suggestion: string | null }> {
  const closest = scoped(scope) ? null : closestGuides(db, terms);
  const close = closeQueries(db, terms);
  const statements = [...(closest ? [closest] : []), ...close.map((c) => c.statement)];
  if (statements.length === 0) return { closest: [], suggestion: null };
  const results = await db.batch<Row>(statements);
  const marks = needles(terms);
  const guides = closest ? (results[0]?.results ?? []).map((r) => toHit(r, marks, false)) : [];
  const rest = results.slice(closest ? 1 : 0);
  const suggestion =
    close
      .find((_, i) => (rest[i]?.results.length ?? 0) > 0)
      ?.rest.map((t) => t.typed)
      .join(' ') ?? null;
  return { closest: guides, suggestion };
}
