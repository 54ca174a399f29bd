// Where a search's rows come from (decision 0033, issue 28): over a larger index, a bounded
// window, every match that is not news and the newest matching news, read in one FTS5 scan
// down the rowids (the layout of content/search-layout.ts); over an index that fits in one
// window, the FTS5 query itself. A common word matched tens of thousands of copies at 100,000
// releases, and bm25 with the join read every one of them (180 ms against 12 ms for the seed);
// a scan stops after WINDOW news, however large the archive. SQL fragments carry their own
// binds, in the order they appear in the text.

import { NEWS_IDS_END } from '../../../content/search-layout.ts';

/** How many of the newest matching news a search reads (and how many documents make a word common). */
export const WINDOW = 1000;

/** SQL text and the values it binds, in order. */
export interface Sql {
  text: string;
  binds: unknown[];
}

/** A fragment: literal text between parts; a part is a fragment or a bound value. */
export function sql(strings: TemplateStringsArray, ...parts: (Sql | { bind: unknown })[]): Sql {
  let text = strings[0]!;
  const binds: unknown[] = [];
  parts.forEach((part, i) => {
    if ('text' in part) {
      text += part.text;
      binds.push(...part.binds);
    } else {
      text += '?';
      binds.push(part.bind);
    }
    text += strings[i + 1]!;
  });
  return { text, binds };
}

export const bind = (value: unknown) => ({ bind: value });
export const raw = (text: string): Sql => ({ text, binds: [] });
export const joined = (parts: readonly Sql[], by: string): Sql => ({
  text: parts.map((p) => p.text).join(by),
  binds: parts.flatMap((p) => p.binds),
});

const E = NEWS_IDS_END;
/** Every other document's count, from its ids (dense from NEWS_IDS_END after an import; an upper bound after publishes). */
const OTHERS = `(SELECT COALESCE(MAX(id) - ${E} + 1, 0) FROM search_docs WHERE id >= ${E})`;
/** Rows a scan reads: WINDOW news and one more, past every other document. */
const CAP = `(${WINDOW + 1} + ${OTHERS})`;
/**
 * 1 when the index may hold more documents than a window (an upper bound, two lookups, not a
 * count): read with the vocabulary, it decides whether searches need the window at all.
 */
export const WINDOWED = `((SELECT COALESCE(MAX(id), 0) FROM search_docs WHERE id < ${E}) + ${OTHERS} > ${WINDOW})`;
/** Title words weigh ten times body words (bm25's column weights). */
const BM25 = 'bm25(search_index, 10.0, 1.0)';
/** Scores this close count as equal relevance; the newer date then goes first. */
const RELEVANCE_STEP = 0.5;
/** What ranking reads of a document, without its body (migrations/0008). */
const DOCS = 'search_docs r INDEXED BY search_docs_rank';

/** Where a pass's rows come from. */
export interface Source {
  /** Common table expressions the statement starts with (none over the whole index). */
  with(scored: boolean): Sql;
  /** The rows: id, type, date, k (how many terms match, 1 in a strict pass) and, scored, ended and score (lower first). */
  rows(scored: boolean): Sql;
  /** 1 when news were left out. */
  more: Sql;
}

/**
 * 1 for a release past its "valid until" time (`now`, Beijing time): a notice that has ended
 * ranks after every current match (issue 35), as a superseded one should. One probe per
 * window row into migration 0017's index of the releases that have an end (decision 0103):
 * by the release's own key, SQLite would read the release's row, and a list of every ended
 * release would grow with the archive (3,139 at 100,000 releases, 1.3 ms a search).
 */
const ended = (now: string) =>
  sql`(r.type = 'release' AND EXISTS (SELECT 1 FROM releases v INDEXED BY releases_with_an_end WHERE v.id = CAST(r.ref_id AS INTEGER) AND v.valid_until < ${bind(now)}))`;

/**
 * Relevance steps (of RELEVANCE_STEP) a dated item loses per full year since its date (issue
 * 35, current first): a topic's news of this year ranks ahead of last year's that match about
 * as well, while a much better match (the word in the title against a mention in the body)
 * still ranks first. Dated: news, activities and fairs (by their start; one still to come has
 * no age). Guides, page articles, FAQs and forms have none: what they say is in force. (A
 * search for a common word ranks titles first, then newest first: age adds nothing there.)
 */
export const STEPS_PER_YEAR = 2;

/** The age penalty of a row (`r`) at `now` (Beijing time), in relevance steps. */
const age = (now: string) =>
  now === ''
    ? raw('0')
    : sql`(CASE WHEN (r.type IN ('activity', 'exhibition') OR (r.type = 'release' AND r.id < ${raw(String(E))})) AND r.date <> '' THEN MAX(0, CAST((julianday(${bind(now)}) - julianday(r.date)) / 365.25 AS INTEGER)) * ${raw(String(STEPS_PER_YEAR))} ELSE 0 END)`;

/** How many terms a row (its rowid `on`) matches: one FTS5 lookup per term, each `within` a rowid range. */
function termsMatched(terms: readonly string[], on: string, within: string): Sql {
  return joined(
    terms.map(
      (t) => sql`(${raw(on)} IN (SELECT rowid FROM search_index WHERE search_index MATCH ${bind(t)}${raw(within)}))`,
    ),
    ' + ',
  );
}

/**
 * An index of WINDOW documents or fewer (the vocabulary row says so): its every match is in
 * the window and no term can be common, so the rows come straight from the FTS5 query, ranked
 * by bm25 in steps.
 */
export function wholeIndex(match: string, terms: readonly string[], broad: boolean, now: string): Source {
  const k = broad ? termsMatched(terms, 'search_index.rowid', '') : raw('1');
  return {
    with: () => raw(''),
    rows: (scored) =>
      sql`SELECT r.id AS id, r.type AS type, r.date AS date, ${k} AS k${scored ? sql`, ${ended(now)} AS ended, round(${raw(BM25)} / ${raw(String(RELEVANCE_STEP))}) + ${age(now)} AS score` : raw('')} FROM search_index JOIN ${raw(DOCS)} ON r.id = search_index.rowid WHERE search_index MATCH ${bind(match)}`,
    more: raw('0'),
  };
}

/** An FTS5 query of the title column only. */
const inTitle = (match: string) => `{title} : (${match})`;

/**
 * The window of a larger index, as common table expressions over the FTS5 query `match`:
 * - `common(yes)`: 1 when a term (an FTS5 query each of `terms`) is in more than WINDOW
 *   documents. bm25 weighs a term by how many documents hold it and first counts them all
 *   (the phrase's whole posting list: 8–11 ms for 原产地证书 at 100,000 releases), so such a
 *   search is ranked without it: title matches first (the weight bm25 gives titles), newer first.
 * - `scan(id, bm)`: the matches down the rowids, every other document first, then news from
 *   the newest, at least one past the window; `bm` the row's bm25 when scored and no term is common.
 * - `edge(lo, more)`: the window is the rows above `lo`, the WINDOW+1-th newest news (0 when
 *   there is none); `more` when there is.
 * - `w(id, bm)`: the window's rows. `tt(id)`: those whose title holds the words, when common.
 */
export function windowOf(match: string, terms: readonly string[], broad: boolean, now: string): Source {
  const counts = terms.map(
    (t) =>
      sql`(SELECT COUNT(*) FROM (SELECT 1 FROM search_index WHERE search_index MATCH ${bind(t)} LIMIT ${raw(String(WINDOW + 1))}))`,
  );
  // max() of several values is the scalar function (D1 allows few terms in a compound SELECT).
  const most = counts.length === 1 ? counts[0]! : sql`MAX(${joined(counts, ', ')})`;
  const k = broad ? termsMatched(terms, 'w.id', ' AND rowid > (SELECT lo FROM edge)') : raw('1');
  return {
    with: (scored) => {
      const common = scored ? sql`${most} > ${raw(String(WINDOW))}` : raw('0');
      const bm = scored ? raw(`CASE WHEN (SELECT yes FROM common) THEN 0 ELSE ${BM25} END`) : raw('0');
      const title = scored
        ? sql`, tt(id) AS MATERIALIZED (SELECT rowid FROM search_index WHERE search_index MATCH ${bind(inTitle(match))} AND rowid > (SELECT lo FROM edge) AND (SELECT yes FROM common))`
        : raw('');
      return sql`WITH common(yes) AS MATERIALIZED (SELECT ${common}), scan(id, bm) AS MATERIALIZED (SELECT rowid, ${bm} FROM search_index WHERE search_index MATCH ${bind(match)} ORDER BY rowid DESC LIMIT ${raw(CAP)}), edge(lo, more) AS MATERIALIZED (SELECT COALESCE(x, 0), x IS NOT NULL FROM (SELECT (SELECT id FROM scan WHERE id < ${raw(String(E))} ORDER BY id DESC LIMIT 1 OFFSET ${raw(String(WINDOW))}) AS x)), w(id, bm) AS (SELECT id, bm FROM scan WHERE id > (SELECT lo FROM edge))${title} `;
    },
    rows: (scored) =>
      sql`SELECT w.id AS id, r.type AS type, r.date AS date, ${k} AS k${scored ? sql`, ${ended(now)} AS ended, ${raw(`CASE WHEN (SELECT yes FROM common) THEN 1 - (w.id IN (SELECT id FROM tt)) ELSE round(w.bm / ${RELEVANCE_STEP}) + `)}${age(now)} END AS score` : raw('')} FROM w JOIN ${raw(DOCS)} ON r.id = w.id`,
    more: raw('(SELECT more FROM edge)'),
  };
}
