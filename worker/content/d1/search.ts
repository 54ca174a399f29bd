// `/api/cn/search` from D1 (docs/api.md "The site's own additions"): the FTS5 index of migrations/0003,
// bm25 with titles above bodies, newer first at equal relevance, a best bet for a query that names
// a service, counts per type. In the visitor's own words (issue 22): a mistyped query is searched as
// corrected (您是不是要找), a question matching nothing as a whole is broadened to most of its words,
// and a search that still finds nothing offers the closest guides and the query less one term.
// One round trip to D1 in the common case (docs/performance.md "Search cost"): the query
// context (synonyms, vocabulary) is kept per isolate (a cold one takes its data centre's,
// search-context.ts) and checked against the rows read in the same batch, and a corrected
// query's statements ride in that batch too. A second trip only in a data centre's first
// search, after the vocabulary changed, for a correction found by an isolate's first search,
// and when nothing matched every term (the closest guides and the close queries, in one batch).

import type { SearchHit } from '../../../app/api/search.ts';
import type { Envelope } from '../../../app/api/types.ts';
import type { Destination } from '../../../app/domain/agreements.ts';
import type { Legalisation } from '../../../app/domain/apostille.ts';
import { Vocabulary } from '../../../content/search-correct.ts';
import { SEARCH_TYPES, type SearchType } from '../../../content/search-index.ts';
import { ftsQuery, type namedService, needles, type Term } from '../../../content/search-query.ts';
import { beijingTime, type Paging, pagingOf } from './params.ts';
import type { Db, Row } from './query.ts';
import { type Context, contextOf, guessContext, rememberVocabulary, vocabularyRead } from './search-context.ts';
import { bestBet, destinationsOf } from './search-destinations.ts';
import { broadPass, type Found, type Pass, type Scope, scoped, strictPass, toHit } from './search-passes.ts';
import { nothingFoundOffers } from './search-fallbacks.ts';
import { searchParams } from './search-params.ts';
import { WINDOW } from './search-window.ts';

/** One hit as the API answers it (docs/api.md SearchHit): the app's own type. */
export type SearchHitRow = SearchHit;

export type SearchCounts = Record<SearchType, number>;

const emptyCounts = (): SearchCounts => Object.fromEntries(SEARCH_TYPES.map((t) => [t, 0])) as SearchCounts;

/** A keyword's search plan under a context: its terms, the service it names, its strict pass. */
interface Plan {
  keyword: string;
  terms: Term[];
  question: boolean;
  service: ReturnType<typeof namedService>;
  pass: Pass | null;
  /** The pass ranks by how many terms match (a whole question), rather than needing all. */
  broad: boolean;
  /** A correction surely meant (Vocabulary.correct). */
  sure?: boolean;
  /** The agreements its words name with a certificate word (a destination, or none). */
  destination: Destination | null;
  /** The state its words name with a legalisation word, and what applies there (or none). */
  legalisation: Legalisation | null;
}

/**
 * A query of many words (three terms or more), or a whole question (two or more, question
 * words dropped), is searched broadly at once: the rows that match most terms first.
 */
function plan(
  db: Db,
  context: Context,
  keyword: string,
  type: SearchType | undefined,
  paging: Paging,
  scope: Scope,
): Plan {
  const { ctx, windowed } = context;
  const { terms, question } = ctx.analyse(keyword);
  // The agreements' names are matched as written (simplified): 泰國 is 泰国.
  const { destination, legalisation } = destinationsOf(keyword, context);
  const service =
    ftsQuery(terms) === null || scoped(scope) ? undefined : bestBet(keyword, ctx, destination, legalisation);
  const broad = terms.length >= 3 || (question && terms.length >= 2);
  const pass = (broad ? broadPass : strictPass)(db, terms, service, type, paging, windowed, scope);
  return { keyword, terms, question, service, pass, broad, destination, legalisation };
}

const total = (counts: SearchCounts, type: SearchType | undefined) =>
  type ? counts[type] : SEARCH_TYPES.reduce((n, t) => n + counts[t], 0);

function countsOf(found: Found): SearchCounts {
  const counts = emptyCounts();
  for (const r of found.counts) counts[r.type as SearchType] = Number(r.n);
  if (found.bet && !found.bet.matched) counts.guide += 1;
  return counts;
}

/** The keyword as the site's words, when it sounds like them written otherwise. */
async function corrected(context: Context, keyword: string, exact: boolean) {
  if (exact) return null;
  context.vocabulary ??= await Vocabulary.of(context.words);
  return context.vocabulary.correct(keyword);
}

const afterThisTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The first round trip: the vocabulary, the strict pass, and the corrected query's. An
 * isolate without its typo corrector yet builds it (pinyin-pro and the vocabulary's
 * readings, tens of ms) while the batch is on the wire; a correction it then finds is
 * searched in a batch of its own.
 */
async function find(
  db: Db,
  context: Context,
  keyword: string,
  type: SearchType | undefined,
  paging: Paging,
  exact: boolean,
  scope: Scope,
  site: string,
) {
  const original = plan(db, context, keyword, type, paging, scope);
  const fix = async () => {
    const fixed = await corrected(context, keyword, exact);
    return fixed === null ? null : { ...plan(db, context, fixed.text, type, paging, scope), sure: fixed.sure };
  };
  const ready = exact || context.vocabulary !== undefined;
  const other = ready ? await fix() : null;
  const plans = [original, ...(other?.pass ? [other] : [])];
  const sent = db.batch<Row>([vocabularyRead(db, context), ...plans.flatMap((p) => p.pass?.statements ?? [])]);
  sent.catch(() => undefined); // awaited below; the corrector's build must not leave it unheard
  const late = ready ? null : await afterThisTask().then(fix);
  const results = await sent;
  const row = results[0]?.results[0];
  const read = contextOf(row, context, site);
  const found = plans.map(() => null as ReturnType<NonNullable<Plan['pass']>['read']> | null);
  let at = 1;
  plans.forEach((p, i) => {
    const n = p.pass?.statements.length ?? 0;
    found[i] = p.pass?.read(results.slice(at, at + n)) ?? null;
    at += n;
  });
  if (late?.pass && read === context) {
    plans.push(late);
    found.push(late.pass.read(await db.batch<Row>(late.pass.statements)));
  }
  return { read, row, plans, found };
}

/**
 * The corrected query is searched instead when it finds something and the correction is
 * sure, or the typed one finds little: nothing, fewer than three hits where it finds more,
 * or no service where it names one.
 */
function better(
  a: { plan: Plan; counts: SearchCounts },
  b: { plan: Plan; counts: SearchCounts },
  type: SearchType | undefined,
) {
  const [na, nb] = [total(a.counts, type), total(b.counts, type)];
  const named = b.plan.service !== undefined && a.plan.service === undefined;
  return nb > 0 && (b.plan.sure === true || na === 0 || (na < 3 && nb > na) || named);
}

/** What the answer says it did (docs/api.md): searched a correction, broadened, or found nothing. */
interface Extra {
  corrected?: string | null;
  /** More news match than the window holds: only the newest WINDOW were searched. */
  more?: boolean;
  broadened?: boolean;
  closest?: SearchHitRow[];
  suggestion?: string | null;
}
type Answer = (rows: SearchHitRow[], counts: SearchCounts, extra?: Extra) => Envelope;

/** `/api/cn/search`. */
export async function search(db: Db, query: URLSearchParams, now: Date, site = ''): Promise<Envelope> {
  const { keyword, type, exact, scope: filters } = searchParams(query);
  const scope: Scope = { ...filters, now: beijingTime(now) };
  const paging = pagingOf(query);
  let destination: Destination | null = null;
  let legalisation: Legalisation | null = null;
  const answer: Answer = (rows, counts, extra = {}) => ({
    code: 200,
    msg: '查询成功',
    total: total(counts, type),
    rows,
    counts,
    mode: 'index',
    suggestion: extra.suggestion ?? null,
    corrected: extra.corrected ?? null,
    broadened: extra.broadened ?? false,
    closest: extra.closest ?? [],
    window: extra.more ? WINDOW : null,
    destination: destination && {
      named: destination.named,
      agreements: destination.agreements,
      arrangements: destination.arrangements,
    },
    legalisation,
  });
  // One round trip when the vocabulary is the one the isolate knows; when it changed, the
  // queries run again with the terms it makes. A cold isolate plans under its data centre's
  // vocabulary (search-context.ts), else reads it first. A row read whole is kept for the
  // data centre.
  let guess = await guessContext(site);
  let remembered: Promise<void> | undefined;
  if (!guess) {
    const row = (await vocabularyRead(db).all<Row>()).results[0];
    guess = contextOf(row, undefined, site);
    remembered = rememberVocabulary(row, site);
  }
  let first = await find(db, guess, keyword, type, paging, exact, scope, site);
  await Promise.all([remembered, rememberVocabulary(first.row, site)]);
  if (first.read !== guess) first = await find(db, first.read, keyword, type, paging, exact, scope, site);
  destination = first.plans[0]?.destination ?? null;
  legalisation = first.plans[0]?.legalisation ?? null;

  const candidates = first.plans.flatMap((plan, i) => {
    const found = first.found[i];
    return found ? [{ plan, found, counts: countsOf(found) }] : [];
  });
  if (candidates.length === 0) return answer([], emptyCounts()); // no tokens at all
  const [typed, fix] = candidates;
  const chosen = fix && better(typed!, fix, type) ? fix : typed!;
  const correction = chosen === fix ? chosen.plan.keyword : null;
  // A failed correction still beats the typo for what follows (the broadened pass).
  const plan = fix && total(chosen.counts, type) === 0 ? fix.plan : chosen.plan;

  // The best bet alone (a named service whose guide does not match every term) is no match.
  const matched = chosen.found.counts.reduce((n, r) => n + Number(r.n), 0);
  const broadened = chosen.plan.broad && chosen.found.whole === 0;
  const found = () =>
    answer(page(chosen.plan, chosen.found, paging, type), chosen.counts, {
      corrected: correction,
      broadened,
      more: chosen.found.more,
    });
  // Nothing matched: the best bet alone is still an answer; else the closest guides.
  if (matched > 0 || chosen.found.bet) return found();
  return answer([], emptyCounts(), await nothingFoundOffers(db, plan.terms, scope));
}

/** A page's hits: the best bet first on page 1, then the ranked rows, with marked terms. */
function page(plan: Plan, found: Found, paging: Paging, type: SearchType | undefined): SearchHitRow[] {
  const marks = needles(plan.terms);
  const rows = found.ranked.map((r) => toHit(r, marks, false));
  const betShown = plan.service !== undefined && (type === undefined || type === 'guide');
  if (betShown && paging.pageNum === 1 && found.bet) rows.unshift(toHit(found.bet.row, marks, true));
  return rows;
}
