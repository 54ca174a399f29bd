// The SQL of site search's passes over the FTS5 index (migrations/0003): the strict pass
// (every term matches), the broadened pass of a whole question (most terms match, ranked by
// how many), the closest guides, and the close queries. Each pass is statements for a D1
// batch and a reader of their results, so search.ts can put several in one round trip.

import type { SearchHit } from '../../../app/api/search.ts';
import type { SearchType } from '../../../content/search-index.ts';
import { anyTermQuery, ftsQuery, termQuery, type Term } from '../../../content/search-query.ts';
import { wordTokens } from '../../../content/segment.ts';
import type { Service } from '../../../app/domain/services.ts';
import { markTerms, snippet } from '../search-snippet.ts';
import type { Paging } from './params.ts';
import type { Db, Row } from './query.ts';

/** Title matches weigh ten times body matches. */
const BM25 = 'bm25(search_index, 10.0, 1.0)';
/** Scores this close count as equal relevance; the newer date then goes first. */
const RELEVANCE_STEP = 0.5;
/** A broadened question counts at most this many terms (one FTS5 lookup each). */
const MAX_BROAD_TERMS = 8;
/** Guides offered when nothing is found. */
const CLOSEST_GUIDES = 3;

const SELECT = 'd.type, d.ref_id, d.title, d.body, d.url, d.date, d.service_code';
const FROM = 'FROM search_index JOIN search_docs d ON d.id = search_index.rowid WHERE search_index MATCH ?';
/** The best bet's search_docs id: the named service's first guide (-1 when it has none). */
const BET_ID =
  "COALESCE((SELECT b.id FROM search_docs b WHERE b.type = 'guide' AND b.service_code = ? ORDER BY b.id LIMIT 1), -1)";

type Statement = ReturnType<Db['prepare']>;

export function toHit(row: Row, marks: readonly string[], bestBet: boolean): SearchHit {
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

/** What a pass found: rows of its page, counts per type, the best bet's guide. */
export interface Found {
  /** The named service's guide, and whether it is among the matches itself. */
  bet: { row: Row; matched: boolean } | null;
  counts: Row[];
  ranked: Row[];
  /** How many rows match every term (a broadened pass may find none that do). */
  whole: number;
}

export interface Pass {
  statements: Statement[];
  read(results: readonly { results: Row[] }[]): Found;
}

interface Where {
  /** The MATCH expression, bound first. */
  match: string;
  /** An SQL expression over search_index (in the FTS5 query) that scores a row, or null (bm25). */
  matched: { sql: string; binds: string[] } | null;
  /** The least matched count (broadened), or 0. */
  least: number;
  /** The matched count of a row that matches every term. */
  all: number;
}

/** One pass: counts per type, a page of ranked rows (the best bet left out), the bet's row. */
function pass(db: Db, where: Where, service: Service | undefined, type: SearchType | undefined, paging: Paging): Pass {
  const betShown = service !== undefined && (type === undefined || type === 'guide');
  const skipBet = betShown ? 1 : 0;
  const offset = Math.max(0, paging.offset - skipBet);
  const limit = paging.pageNum === 1 ? paging.pageSize - skipBet : paging.pageSize;
  const serviceBind = service ? [service.code] : [];
  const typeBind = type ? [type] : [];
  // Conditions on the row (`d.` in the plain query, the subquery's columns in the broad one).
  const notBet = (on: string) => (service ? ` AND ${on}id != ${BET_ID}` : '');
  const ofType = (on: string) => (type ? ` AND ${on}type = ?` : '');
  const statements = where.matched
    ? broadStatements(db, where, where.matched, service, {
        serviceBind,
        typeBind,
        notBet: notBet(''),
        ofType: ofType(''),
        limit,
        offset,
      })
    : [
        // Every term matches: the FTS5 query alone, as the index answers it fastest.
        db
          .prepare(
            `SELECT d.type AS type, COUNT(*) AS n, COUNT(*) AS whole${service ? `, MAX(d.id = ${BET_ID}) AS bet` : ''} ` +
              `${FROM} GROUP BY d.type`,
          )
          .bind(...serviceBind, where.match),
        db
          .prepare(
            `SELECT ${SELECT} ${FROM}${notBet('d.')}${ofType('d.')} ` +
              `ORDER BY round(${BM25} / ${RELEVANCE_STEP}), d.date DESC, d.id LIMIT ? OFFSET ?`,
          )
          .bind(where.match, ...serviceBind, ...typeBind, limit, offset),
      ];
  if (service)
    statements.push(db.prepare(`SELECT ${SELECT} FROM search_docs d WHERE d.id = ${BET_ID}`).bind(service.code));
  return {
    statements,
    read([counts, ranked, betRow]) {
      const bet = betRow?.results[0];
      const countRows = counts?.results ?? [];
      return {
        bet: bet ? { row: bet, matched: countRows.some((r) => Number(r.bet) === 1) } : null,
        counts: countRows,
        ranked: ranked?.results ?? [],
        whole: countRows.reduce((n, r) => n + Number(r.whole ?? 0), 0),
      };
    },
  };
}

/**
 * Any term matches, each row with its matched-term count k: the count per type (and how many
 * match every term), and the page ranked by k, guides and FAQs before news, then bm25.
 */
function broadStatements(
  db: Db,
  where: Where,
  matched: { sql: string; binds: string[] },
  service: Service | undefined,
  q: { serviceBind: string[]; typeBind: string[]; notBet: string; ofType: string; limit: number; offset: number },
): Statement[] {
  const inner = (columns: string) => `SELECT ${columns}, ${matched.sql} AS k ${FROM}`;
  return [
    db
      .prepare(
        `SELECT type, COUNT(*) AS n, SUM(k >= ${where.all}) AS whole${service ? `, MAX(id = ${BET_ID}) AS bet` : ''} ` +
          `FROM (${inner('d.id AS id, d.type AS type')}) WHERE k >= ? GROUP BY type`,
      )
      .bind(...q.serviceBind, ...matched.binds, where.match, where.least),
    db
      .prepare(
        `SELECT * FROM (${inner(`${SELECT}, d.id AS id, ${BM25} AS score`)}) WHERE k >= ?${q.notBet}${q.ofType} ` +
          // A question is answered by guides and FAQs before news that match as many words.
          `ORDER BY k DESC, type NOT IN ('guide', 'faq'), round(score / ${RELEVANCE_STEP}), date DESC, id ` +
          'LIMIT ? OFFSET ?',
      )
      .bind(...matched.binds, where.match, where.least, ...q.serviceBind, ...q.typeBind, q.limit, q.offset),
  ];
}

/** Every term must match; null when the terms have no tokens. */
export function strictPass(
  db: Db,
  terms: readonly Term[],
  service: Service | undefined,
  type: SearchType | undefined,
  paging: Paging,
): Pass | null {
  const match = ftsQuery(terms);
  return match === null ? null : pass(db, { match, matched: null, least: 0, all: 0 }, service, type, paging);
}

/** How many of the terms a row matches, as SQL over the outer FTS5 row, with its binds. */
function matchedCount(terms: readonly Term[]): { sql: string; binds: string[] } {
  const binds = terms.map(termQuery).filter((q): q is string => q !== null);
  const sql = binds.map(() => '(search_index.rowid IN (SELECT rowid FROM search_index WHERE search_index MATCH ?))');
  return { sql: `(${sql.join(' + ')})`, binds };
}

/**
 * Any term may match, and rows are ranked by how many do, then bm25 (issue 22: a whole
 * question need not match every word). At least a third of the terms must match.
 */
export function broadPass(
  db: Db,
  terms: readonly Term[],
  service: Service | undefined,
  type: SearchType | undefined,
  paging: Paging,
): Pass | null {
  const counted = terms.slice(0, MAX_BROAD_TERMS);
  const match = anyTermQuery(counted);
  if (match === null) return null;
  const matched = matchedCount(counted);
  const least = Math.max(1, Math.ceil(matched.binds.length / 3));
  return pass(db, { match, matched, least, all: matched.binds.length }, service, type, paging);
}

/**
 * The guides closest to a search that found nothing: those that share the most of its
 * two-character pieces (bm25 over any of them), so that even one unknown word (海牙人证 as
 * typed) leads to the guide it is close to (海牙认证).
 */
export function closestGuides(db: Db, terms: readonly Term[]): Statement | null {
  const tokens = [...new Set(terms.flatMap((t) => wordTokens(t.typed)))].slice(0, 32);
  if (tokens.length === 0) return null;
  const match = tokens.map((t) => `"${t.replaceAll('"', '""')}"`).join(' OR ');
  return db
    .prepare(
      `SELECT ${SELECT}, ${BM25} AS score ${FROM} AND d.type = 'guide' ORDER BY score, d.id LIMIT ${CLOSEST_GUIDES}`,
    )
    .bind(match);
}

/** The query less one term (the last four tried), each as a statement that finds one row. */
export function closeQueries(db: Db, terms: readonly Term[]): { rest: Term[]; statement: Statement }[] {
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
