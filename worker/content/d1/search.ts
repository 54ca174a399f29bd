// `/api/cn/search` from D1 (API.md "The site's own additions"): the FTS5 index of
// migrations/0003, bm25 with titles above bodies, newer first at equal relevance, a best
// bet for a query that names a service, counts per type, a close query when nothing matches.

import type { SearchHit } from '../../../app/api/search.ts';
import type { Envelope } from '../../../app/api/types.ts';
import { SEARCH_TYPES, type SearchType } from '../../../content/search-index.ts';
import { ftsQuery, namedService, needles, QueryContext, type Term } from '../../../content/search-query.ts';
import { markTerms, snippet } from '../search-snippet.ts';
import { BadInput, KEYWORD_MAX_CHARS, pagingOf, textOf } from './params.ts';
import type { Db, Row } from './query.ts';

/** Title matches weigh ten times body matches. */
const BM25 = 'bm25(search_index, 10.0, 1.0)';
/** Scores this close count as equal relevance; the newer date then goes first. */
const RELEVANCE_STEP = 0.5;

/** One hit as the API answers it (API.md SearchHit): the app's own type. */
export type SearchHitRow = SearchHit;

export type SearchCounts = Record<SearchType, number>;

const emptyCounts = (): SearchCounts => Object.fromEntries(SEARCH_TYPES.map((t) => [t, 0])) as SearchCounts;

/** keyword 1–100 characters (else 400); type one of the six or absent (else 400). */
export function searchParams(query: URLSearchParams): { keyword: string; type: SearchType | undefined } {
  const keyword = textOf(query, 'keyword');
  if (keyword === undefined || [...keyword].length > KEYWORD_MAX_CHARS) throw new BadInput('keyword');
  const type = textOf(query, 'type');
  if (type !== undefined && !(SEARCH_TYPES as readonly string[]).includes(type)) throw new BadInput('type');
  return { keyword, type: type as SearchType | undefined };
}

export async function loadQueryContext(db: Db): Promise<QueryContext> {
  const { results } = await db
    .prepare('SELECT word, variants FROM synonyms ORDER BY id')
    .all<{ word: string; variants: string }>();
  return new QueryContext(results.map((r) => ({ word: r.word, variants: JSON.parse(r.variants) as string[] })));
}

const SELECT = 'd.id AS rowid, d.type, d.ref_id, d.title, d.body, d.url, d.date, d.service_code';

function toHit(row: Row, marks: readonly string[], bestBet: boolean): SearchHitRow {
  return {
    type: row.type as SearchType,
    id: String(row.ref_id),
    title: markTerms(String(row.title), marks),
    snippet: snippet(String(row.body ?? ''), marks),
    url: String(row.url),
    date: String(row.date ?? ''),
    serviceCode: (row.service_code as string | null) ?? null,
    bestBet,
  };
}

/** `/api/cn/search`. */
export async function search(db: Db, query: URLSearchParams): Promise<Envelope> {
  const { keyword, type } = searchParams(query);
  const paging = pagingOf(query);
  const ctx = await loadQueryContext(db);
  const terms = ctx.terms(keyword);
  const match = ftsQuery(terms);
  const answer = (rows: SearchHitRow[], total: number, counts: SearchCounts, suggestion: string | null = null) => ({
    code: 200,
    msg: '查询成功',
    total,
    rows,
    counts,
    mode: 'index',
    suggestion,
  });
  if (match === null) return answer([], 0, emptyCounts());

  // The best bet: the named service's guide, first on the first page, out of the ranked
  // list. Everything after the synonyms is one batch: one round trip to D1.
  const service = namedService(keyword, ctx);
  const betShown = service !== undefined && (type === undefined || type === 'guide');
  const BET_ID =
    "COALESCE((SELECT b.id FROM search_docs b WHERE b.type = 'guide' AND b.service_code = ? ORDER BY b.id LIMIT 1), -1)";
  const skipBet = betShown ? 1 : 0;
  const offset = Math.max(0, paging.offset - skipBet);
  const limit = paging.pageNum === 1 ? paging.pageSize - skipBet : paging.pageSize;
  const code = service?.code ?? '';
  const [betRows, countRows, betMatchRows, ranked] = await db.batch<Row>([
    db.prepare(`SELECT ${SELECT} FROM search_docs d WHERE d.id = ${BET_ID}`).bind(code),
    db
      .prepare(
        'SELECT d.type AS type, COUNT(*) AS n FROM search_index JOIN search_docs d ON d.id = search_index.rowid WHERE search_index MATCH ? GROUP BY d.type',
      )
      .bind(match),
    db.prepare(`SELECT 1 AS x FROM search_index WHERE search_index MATCH ? AND rowid = ${BET_ID}`).bind(match, code),
    db
      .prepare(
        `SELECT ${SELECT}, ${BM25} AS score FROM search_index JOIN search_docs d ON d.id = search_index.rowid ` +
          `WHERE search_index MATCH ? AND d.id != ${BET_ID}${type ? ' AND d.type = ?' : ''} ` +
          `ORDER BY round(${BM25} / ${RELEVANCE_STEP}), d.date DESC, d.id LIMIT ? OFFSET ?`,
      )
      .bind(match, code, ...(type ? [type] : []), limit, offset),
  ]);
  const bet = service ? (betRows?.results[0] ?? null) : null;
  const counts = emptyCounts();
  for (const r of countRows?.results ?? []) counts[r.type as SearchType] = Number(r.n);
  if (bet && (betMatchRows?.results.length ?? 0) === 0) counts.guide += 1;
  const total = type ? counts[type] : SEARCH_TYPES.reduce((n, t) => n + counts[t], 0);
  const results = ranked?.results ?? [];
  const marks = needles(terms);
  const rows = results.map((r) => toHit(r, marks, false));
  if (betShown && paging.pageNum === 1 && bet) rows.unshift(toHit(bet, marks, true));
  const suggestion = total === 0 ? await closeQuery(db, terms) : null;
  return answer(rows, total, counts, suggestion);
}

/** With no result: the query less one term (the first such query that has results). */
async function closeQuery(db: Db, terms: readonly Term[]): Promise<string | null> {
  if (terms.length < 2) return null;
  for (let skip = terms.length - 1; skip >= 0 && skip >= terms.length - 4; skip--) {
    const rest = terms.filter((_, i) => i !== skip);
    const match = ftsQuery(rest);
    if (!match) continue;
    const hit = await db
      .prepare('SELECT 1 AS x FROM search_index WHERE search_index MATCH ? LIMIT 1')
      .bind(match)
      .first();
    if (hit) return rest.map((t) => t.typed).join(' ');
  }
  return null;
}
