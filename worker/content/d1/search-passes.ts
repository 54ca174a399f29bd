// The SQL of site search's passes over the FTS5 index (migrations/0003, 0008): the strict pass
// (every term matches), the broadened pass of a whole question (most terms match, ranked by
// how many), with the hits' columns and scopes (search-fallbacks.ts: what is offered when
// nothing is found). Each pass is statements for a D1 batch and a reader of their results,
// so search.ts can put several in one round trip. The passes rank and count within the
// window of search-window.ts (decision 0033).

import type { SearchHit } from '../../../app/api/search.ts';
import type { Service } from '../../../app/domain/services.ts';
import type { SearchType } from '../../../content/search-index.ts';
import { anyTermQuery, ftsQuery, needles, termQuery, type Term } from '../../../content/search-query.ts';
import { markTerms, snippet } from '../search-snippet.ts';
import type { Paging } from './params.ts';
import type { Db, Row } from './query.ts';
import { bind, joined, raw, type Sql, sql, wholeIndex, windowOf } from './search-window.ts';

/** A broadened question counts at most this many terms (one FTS5 lookup each). */
const MAX_BROAD_TERMS = 8;

/** What a snippet needs of a body past the first match of a needle (it shows 83 characters after it). */
const PAST_FIRST = 200;
/** A position past any body's (substr's "to the end"). */
const ALL = 1_000_000_000;

/**
 * A hit's columns, its body only up to PAST_FIRST characters past the first place where one
 * of `whole` occurs as written, and `cut` when that left some out: the bodies were most of
 * what a search read from D1 (about 28 KB of text for 10 hits), and their conversions the
 * costliest part of its batch. `whole` are needles with no letter or digit at either end (no
 * word rule applies), so where one occurs as written snippet() finds a match too: its first
 * match is no later, all text before that place is read, and the snippet is the same as from
 * the whole body. A needle that holds another is not looked for: that one is, as good a place.
 */
function hitColumns(whole: readonly string[]): Sql {
  const at = () => {
    const each = whole.map((n) => sql`COALESCE(NULLIF(instr(d.body, ${bind(n)}), 0), ${raw(String(ALL))})`);
    return each.length === 0 ? raw(String(ALL)) : each.length === 1 ? each[0]! : sql`MIN(${joined(each, ', ')})`;
  };
  return sql`d.type AS type, d.ref_id AS ref_id, d.title AS title, substr(d.body, 1, ${at()} + ${raw(String(PAST_FIRST - 1))}) AS body, substr(d.body, ${at()} + ${raw(String(PAST_FIRST))}, 1) <> '' AS cut, d.url AS url, d.date AS date, d.service_code AS service_code`;
}

/** The best bet's search_docs id: the named service's first guide (-1 when it has none). */
const betId = (service: Service) =>
  sql`COALESCE((SELECT b.id FROM search_docs b WHERE b.type = 'guide' AND b.service_code = ${bind(service.code)} ORDER BY b.id LIMIT 1), -1)`;

export type Statement = ReturnType<Db['prepare']>;
const prepare = (db: Db, q: Sql): Statement => db.prepare(q.text).bind(...q.binds);

export function toHit(row: Row, marks: readonly string[], bestBet: boolean): SearchHit {
  return {
    type: row.type as SearchType,
    id: String(row.ref_id),
    title: markTerms(String(row.title), marks),
    snippet: snippet(String(row.body ?? ''), marks, undefined, Number(row.cut) === 1),
    url: String(row.url),
    date: String(row.date ?? ''),
    serviceCode: (row.service_code as string | null) ?? null,
    bestBet,
  };
}

/**
 * What a search is limited to (the FAQ page's box): the documents of one service (its guide
 * and its FAQs), and of those the FAQs of one category.
 */
export interface Scope {
  service?: string | undefined;
  category?: string | undefined;
  /** The request's moment (Beijing time): a notice past its "valid until" ranks last. */
  now?: string;
}

export const scoped = (scope: Scope) => scope.service !== undefined || scope.category !== undefined;

/** The scope as a filter on a row's search_docs id, or null for the whole index. */
function scopeFilter(scope: Scope): Sql | null {
  if (!scoped(scope)) return null;
  const parts: Sql[] = [];
  if (scope.service !== undefined) parts.push(sql`s.service_code = ${bind(scope.service)}`);
  if (scope.category !== undefined)
    parts.push(
      sql`s.type = 'faq' AND s.ref_id IN (SELECT CAST(q.id AS TEXT) FROM auth_qus q WHERE q.type_id = ${bind(Number(scope.category))})`,
    );
  return sql`id IN (SELECT s.id FROM search_docs s WHERE ${joined(parts, ' AND ')})`;
}

/**
 * Scheduled publishing (decision 0122): the documents of releases still to come at `now`
 * (Beijing time) are left out, counts included. The releases come from migration 0024's
 * index on release_time (a range past now: the few scheduled ones), their documents from its
 * index on (type, ref_id); none scheduled, and the filter reads one index entry.
 */
function stillToCome(now: string): Sql | null {
  if (now === '') return null;
  return sql`id NOT IN (SELECT s.id FROM search_docs s INDEXED BY search_docs_by_ref WHERE s.type = 'release' AND s.ref_id IN (SELECT CAST(v.id AS TEXT) FROM releases v INDEXED BY releases_by_release_time WHERE v.release_time > ${bind(now)}))`;
}

/** What a pass found: rows of its page, counts per type, the best bet's guide. */
export interface Found {
  /** The named service's guide, and whether it is among the matches itself. */
  bet: { row: Row; matched: boolean } | null;
  counts: Row[];
  ranked: Row[];
  /** How many rows match every term (a broadened pass may find none that do). */
  whole: number;
  /** Older matching news lie below the window: counts and pages cover the newest WINDOW. */
  more: boolean;
}

export interface Pass {
  statements: Statement[];
  read(results: readonly { results: Row[] }[]): Found;
}

interface Where {
  /** The pass's FTS5 query: every term (strict) or any term (broadened). */
  match: string;
  /** Each term's FTS5 query. */
  terms: string[];
  /** Rank by how many terms a row matches (a whole question), at least `least` of them. */
  broad: boolean;
  least: number;
  /** The index holds more documents than one window (the vocabulary row says so). */
  windowed: boolean;
  /** The needles to mark (search-query.ts needles()) that no word rule applies to. */
  whole: string[];
}

/** One pass: counts per type, a page of ranked rows (the best bet left out), the bet's row. */
function pass(
  db: Db,
  where: Where,
  service: Service | undefined,
  type: SearchType | undefined,
  paging: Paging,
  scope: Scope,
): Pass {
  const betShown = service !== undefined && (type === undefined || type === 'guide');
  const skipBet = betShown ? 1 : 0;
  const offset = Math.max(0, paging.offset - skipBet);
  const limit = paging.pageNum === 1 ? paging.pageSize - skipBet : paging.pageSize;
  const source = (where.windowed ? windowOf : wholeIndex)(where.match, where.terms, where.broad, scope.now ?? '');
  const bet = service ? sql`, MAX(id = ${betId(service)}) AS bet` : raw('');
  // A strict pass's rows all match every term (k is 1): nothing to filter or tell apart.
  const inScope = scopeFilter(scope);
  const scheduled = stillToCome(scope.now ?? '');
  const countFilters = [
    ...(where.broad ? [sql`k >= ${bind(where.least)}`] : []),
    ...(inScope ? [inScope] : []),
    ...(scheduled ? [scheduled] : []),
  ];
  const enough = countFilters.length ? sql` WHERE ${joined(countFilters, ' AND ')}` : raw('');
  const whole = where.broad ? `SUM(k >= ${where.terms.length})` : 'COUNT(*)';
  const counts = sql`${source.with(false)}SELECT type, COUNT(*) AS n, ${raw(whole)} AS whole${bet}, ${source.more} AS more FROM (${source.rows(false)})${enough} GROUP BY type`;
  // A question is answered by guides and FAQs before news that match as many words.
  const order = (t: string) =>
    raw(
      `${where.broad ? `${t}k DESC, ${t}type NOT IN ('guide', 'faq'), ` : ''}${t}ended, ${t}score, ${t}date DESC, ${t}id`,
    );
  const filters = [
    ...(where.broad ? [sql`k >= ${bind(where.least)}`] : []),
    ...(service ? [sql`id != ${betId(service)}`] : []),
    ...(type ? [sql`type = ${bind(type)}`] : []),
    ...(inScope ? [inScope] : []),
    ...(scheduled ? [scheduled] : []),
  ];
  const filtered = filters.length ? sql` WHERE ${joined(filters, ' AND ')}` : raw('');
  // LIMIT and OFFSET as literals (whole numbers from pagingOf): bound, SQLite plans the sort
  // for any limit, and the statement took twice as long (0.68 against 0.33 ms for the seed).
  const top = sql`SELECT * FROM (${source.rows(true)})${filtered} ORDER BY ${order('')} LIMIT ${raw(String(limit))} OFFSET ${raw(String(offset))}`;
  // Only the page's rows are read whole (their bodies, for snippets), not every match's.
  const hit = hitColumns(where.whole);
  const ranked = sql`${source.with(true)}SELECT ${hit} FROM (${top}) AS top JOIN search_docs d ON d.id = top.id ORDER BY ${order('top.')}`;
  const statements = [prepare(db, counts), prepare(db, ranked)];
  if (service) statements.push(prepare(db, sql`SELECT ${hit} FROM search_docs d WHERE d.id = ${betId(service)}`));
  return {
    statements,
    read([countRows, rankedRows, betRow]) {
      const betFound = betRow?.results[0];
      const byType = countRows?.results ?? [];
      return {
        bet: betFound ? { row: betFound, matched: byType.some((r) => Number(r.bet) === 1) } : null,
        counts: byType,
        ranked: rankedRows?.results ?? [],
        whole: byType.reduce((n, r) => n + Number(r.whole ?? 0), 0),
        more: byType.some((r) => Number(r.more) === 1),
      };
    },
  };
}

/** Latin at a needle's start or end: a word rule applies there (containsWord). */
const LATIN_END = /^[a-z0-9]|[a-z0-9]$/;

/** The needles snippets mark (folded) that no word rule applies to, none inside another. */
function plainNeedles(terms: readonly Term[]): string[] {
  const plain = needles(terms).filter((n) => n !== '' && !LATIN_END.test(n));
  return plain.filter((n, i) => !plain.some((m, j) => j !== i && n.includes(m) && (m !== n || j < i)));
}

/** Every term must match; null when the terms have no tokens. */
export function strictPass(
  db: Db,
  terms: readonly Term[],
  service: Service | undefined,
  type: SearchType | undefined,
  paging: Paging,
  windowed: boolean,
  scope: Scope = {},
): Pass | null {
  const match = ftsQuery(terms);
  if (match === null) return null;
  const queries = terms.map(termQuery).filter((q): q is string => q !== null);
  return pass(
    db,
    { match, terms: queries, broad: false, least: 1, windowed, whole: plainNeedles(terms) },
    service,
    type,
    paging,
    scope,
  );
}

/**
 * Any term may match, and rows are ranked by how many do, then relevance (issue 22: a whole
 * question need not match every word). At least a third of the terms must match.
 */
export function broadPass(
  db: Db,
  terms: readonly Term[],
  service: Service | undefined,
  type: SearchType | undefined,
  paging: Paging,
  windowed: boolean,
  scope: Scope = {},
): Pass | null {
  const counted = terms.slice(0, MAX_BROAD_TERMS);
  const match = anyTermQuery(counted);
  if (match === null) return null;
  const queries = counted.map(termQuery).filter((q): q is string => q !== null);
  const least = Math.max(1, Math.ceil(queries.length / 3));
  return pass(
    db,
    { match, terms: queries, broad: true, least, windowed, whole: plainNeedles(counted) },
    service,
    type,
    paging,
    scope,
  );
}
