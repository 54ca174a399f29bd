// `/api/cn/search` from D1 (API.md "The site's own additions"): the FTS5 index of
// migrations/0003, bm25 with titles above bodies, newer first at equal relevance, a best
// bet for a query that names a service, counts per type, a close query when nothing matches.
// One round trip to D1 for a search in the common case (docs/performance.md "Search cost"):
// the synonyms' query context is kept per isolate and checked against the synonyms read in
// the same batch. A second trip only in an isolate's first search, after the synonyms
// changed, and for the close query of a search that found nothing.

import type { SearchHit } from '../../../app/api/search.ts';
import type { Envelope } from '../../../app/api/types.ts';
import { SEARCH_TYPES, type SearchType } from '../../../content/search-index.ts';
import { ftsQuery, namedService, needles, QueryContext, type Term } from '../../../content/search-query.ts';
import { markTerms, snippet } from '../search-snippet.ts';
import { BadInput, KEYWORD_MAX_CHARS, type Paging, pagingOf, textOf } from './params.ts';
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

/** The synonyms as the query reads them (content: an import may change them at any time). */
const SYNONYMS = 'SELECT word, variants FROM synonyms ORDER BY id';

interface SynonymRow {
  word: string;
  variants: string;
}

/** A QueryContext and the synonym rows it was built from. */
interface Context {
  rows: string;
  ctx: QueryContext;
}

/**
 * The context of the synonyms this isolate read last. Building it (the dictionary, the
 * synonym groups) costs more than a search's own queries, and the synonyms seldom change:
 * each search reads them again in the same batch as its queries and is answered from this
 * context only when they are the same rows.
 */
let known: Context | undefined;

function contextOf(results: readonly SynonymRow[]): Context {
  const rows = JSON.stringify(results.map((r) => [r.word, r.variants]));
  if (known?.rows !== rows) {
    known = {
      rows,
      ctx: new QueryContext(results.map((r) => ({ word: r.word, variants: JSON.parse(r.variants) as string[] }))),
    };
  }
  return known;
}

const SELECT = 'd.type, d.ref_id, d.title, d.body, d.url, d.date, d.service_code';
/** The best bet's search_docs id: the named service's first guide (-1 when it has none). */
const BET_ID =
  "COALESCE((SELECT b.id FROM search_docs b WHERE b.type = 'guide' AND b.service_code = ? ORDER BY b.id LIMIT 1), -1)";

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

interface Found {
  terms: Term[];
  /** The best-bet guide of the named service, and whether it matches the query itself. */
  bet: { row: Row; matched: boolean } | null;
  betShown: boolean;
  counts: Row[];
  ranked: Row[];
}

/**
 * A search's queries under one context, in one batch (one round trip to D1) that also reads
 * the synonyms again: the context they make comes back with the rows (null: no tokens).
 */
async function find(
  db: Db,
  ctx: QueryContext,
  keyword: string,
  type: SearchType | undefined,
  paging: Paging,
): Promise<{ read: Context; found: Found | null }> {
  const terms = ctx.terms(keyword);
  const match = ftsQuery(terms);
  const statements = [db.prepare(SYNONYMS)];
  // The best bet: the named service's guide, first on the first page, out of the ranked list.
  const service = match === null ? undefined : namedService(keyword, ctx);
  const betShown = service !== undefined && (type === undefined || type === 'guide');
  if (match !== null) {
    const skipBet = betShown ? 1 : 0;
    const offset = Math.max(0, paging.offset - skipBet);
    const limit = paging.pageNum === 1 ? paging.pageSize - skipBet : paging.pageSize;
    // Counts per type; with a best bet, whether the bet is among the matches too.
    const betMatched = service ? `, MAX(d.id = ${BET_ID}) AS bet` : '';
    statements.push(
      db
        .prepare(
          `SELECT d.type AS type, COUNT(*) AS n${betMatched} FROM search_index JOIN search_docs d ON d.id = search_index.rowid ` +
            'WHERE search_index MATCH ? GROUP BY d.type',
        )
        .bind(...(service ? [service.code] : []), match),
      db
        .prepare(
          `SELECT ${SELECT} FROM search_index JOIN search_docs d ON d.id = search_index.rowid ` +
            `WHERE search_index MATCH ?${service ? ` AND d.id != ${BET_ID}` : ''}${type ? ' AND d.type = ?' : ''} ` +
            `ORDER BY round(${BM25} / ${RELEVANCE_STEP}), d.date DESC, d.id LIMIT ? OFFSET ?`,
        )
        .bind(match, ...(service ? [service.code] : []), ...(type ? [type] : []), limit, offset),
    );
    if (service)
      statements.push(db.prepare(`SELECT ${SELECT} FROM search_docs d WHERE d.id = ${BET_ID}`).bind(service.code));
  }
  const [synonyms, countRows, ranked, betRows] = await db.batch<Row>(statements);
  const read = contextOf((synonyms?.results ?? []) as unknown as SynonymRow[]);
  if (match === null) return { read, found: null };
  const bet = betRows?.results[0];
  const counts = countRows?.results ?? [];
  return {
    read,
    found: {
      terms,
      bet: bet ? { row: bet, matched: counts.some((r) => Number(r.bet) === 1) } : null,
      betShown,
      counts,
      ranked: ranked?.results ?? [],
    },
  };
}

/** `/api/cn/search`. */
export async function search(db: Db, query: URLSearchParams): Promise<Envelope> {
  const { keyword, type } = searchParams(query);
  const paging = pagingOf(query);
  const answer = (rows: SearchHitRow[], total: number, counts: SearchCounts, suggestion: string | null = null) => ({
    code: 200,
    msg: '查询成功',
    total,
    rows,
    counts,
    mode: 'index',
    suggestion,
  });
  // One round trip when the synonyms are those the isolate knows; when they changed, the
  // queries run again with the terms the new synonyms make.
  const guess = known ?? contextOf((await db.prepare(SYNONYMS).all<SynonymRow>()).results);
  let { read, found } = await find(db, guess.ctx, keyword, type, paging);
  if (read !== guess) ({ found } = await find(db, read.ctx, keyword, type, paging));
  if (found === null) return answer([], 0, emptyCounts());

  const { terms, bet, betShown, ranked } = found;
  const counts = emptyCounts();
  for (const r of found.counts) counts[r.type as SearchType] = Number(r.n);
  if (bet && !bet.matched) counts.guide += 1;
  const total = type ? counts[type] : SEARCH_TYPES.reduce((n, t) => n + counts[t], 0);
  const marks = needles(terms);
  const rows = ranked.map((r) => toHit(r, marks, false));
  if (betShown && paging.pageNum === 1 && bet) rows.unshift(toHit(bet.row, marks, true));
  const suggestion = total === 0 ? await closeQuery(db, terms) : null;
  return answer(rows, total, counts, suggestion);
}

/** With no result: the query less one term (the first such query that has results), in one batch. */
async function closeQuery(db: Db, terms: readonly Term[]): Promise<string | null> {
  if (terms.length < 2) return null;
  const candidates: { rest: Term[]; match: string }[] = [];
  for (let skip = terms.length - 1; skip >= 0 && skip >= terms.length - 4; skip--) {
    const rest = terms.filter((_, i) => i !== skip);
    const match = ftsQuery(rest);
    if (match) candidates.push({ rest, match });
  }
  if (candidates.length === 0) return null;
  const hits = await db.batch<Row>(
    candidates.map(({ match }) =>
      db.prepare('SELECT 1 AS x FROM search_index WHERE search_index MATCH ? LIMIT 1').bind(match),
    ),
  );
  const first = candidates.find((_, i) => (hits[i]?.results.length ?? 0) > 0);
  return first ? first.rest.map((t) => t.typed).join(' ') : null;
}
