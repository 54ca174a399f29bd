// The query context of site search (synonyms, and the words a visitor may mistype): built from
// one vocabulary row of the content, kept per isolate, and guessed before the row is read so
// that a search costs one round trip. A cold isolate takes its data centre's last-read row (a
// small Cache API entry, as the content generation does) instead of reading the row first.
// A guess is only a guess: every search reads the row again in the batch of its queries and
// runs them again when it differs (worker/content/d1/search.ts). Kept per site (its key prefix,
// '' in a single-site deployment): two councils' vocabularies never stand in for each other.

import { QueryContext } from '../../../content/search-query.ts';
import type { Vocabulary } from '../../../content/search-correct.ts';
import { agreementsOf, type Agreement } from '../../../app/domain/agreements.ts';
import { conventionOf, type Convention } from '../../../app/domain/apostille.ts';
import { SERVICES, serviceByCode } from '../../../app/domain/services.ts';
import { BUILD_ID } from '../../config/worker-config.ts';
import { WINDOWED } from './search-window.ts';
import type { Db, Row } from './query.ts';

/**
 * What the query reads of the content (an import may change it at any time), as one row:
 * the content generation and, when it is not the generation bound (the one the isolate's
 * context was read under), the synonyms and the other words a visitor may mistype (hot
 * words, guide titles), and whether the index is larger than one search window
 * (search-window.ts), and the preferential agreements the FTA guide lists and the Apostille
 * Convention's states the apostille guide lists (a question naming a destination,
 * app/domain/agreements.ts, apostille.ts). Every import and publish bumps the generation, so an unchanged one
 * means an unchanged vocabulary: the common search reads one number, not the ~4.5 KB row.
 */
const LEGALISATION_COLUMNS = (['apostille', 'consular'] as const)
  .map((code) => `'${serviceByCode(code)!.columnCode}'`)
  .join(', ');

const VOCABULARY_SQL = `SELECT g.value AS generation, CASE WHEN g.value IS ?1 THEN NULL ELSE (SELECT json_group_array(json_array(word, variants, target)) FROM (SELECT * FROM synonyms ORDER BY id)) END AS synonyms, CASE WHEN g.value IS ?1 THEN NULL ELSE (SELECT json_group_array(word) FROM (SELECT DISTINCT word FROM hot_words ORDER BY word)) END AS hot, CASE WHEN g.value IS ?1 THEN NULL ELSE (SELECT json_group_array(title) FROM (SELECT title FROM search_docs WHERE type = 'guide' ORDER BY id)) END AS guides, CASE WHEN g.value IS ?1 THEN NULL ELSE ${WINDOWED} END AS windowed, CASE WHEN g.value IS ?1 THEN NULL ELSE (SELECT agreements FROM releases WHERE agreements IS NOT NULL ORDER BY id LIMIT 1) END AS agreements, CASE WHEN g.value IS ?1 THEN NULL ELSE (SELECT convention FROM releases WHERE convention IS NOT NULL ORDER BY id LIMIT 1) END AS convention, CASE WHEN g.value IS ?1 THEN NULL ELSE (SELECT json_group_object(c.column_code, json_object('timeLimit', json(r.time_limit), 'fees', json(r.fees))) FROM releases r JOIN columns c ON c.id = r.column_id WHERE c.column_code IN (${LEGALISATION_COLUMNS})) END AS legalisation FROM (SELECT 1) LEFT JOIN meta g ON g.key = 'content_generation'`;

/** The promised time limit and the fees of the guides that answer a legalisation question, by service. */
export type LegalisationGuides = Partial<Record<'apostille' | 'consular', { timeLimit: string; fees: string }>>;

/** The apostille and consular guides' time limits and fees: read from their columns. */
function guidesOf(raw: unknown): LegalisationGuides {
  const byColumn = (typeof raw === 'string' ? JSON.parse(raw) : {}) as Record<string, unknown>;
  const out: LegalisationGuides = {};
  for (const code of ['apostille', 'consular'] as const) {
    const g = byColumn[serviceByCode(code)!.columnCode] as
      | { timeLimit?: { promised?: unknown } | null; fees?: { text?: unknown } | null }
      | undefined;
    const timeLimit = typeof g?.timeLimit?.promised === 'string' ? g.timeLimit.promised : '';
    const fees = typeof g?.fees?.text === 'string' ? g.fees.text : '';
    if (timeLimit || fees) out[code] = { timeLimit, fees };
  }
  return out;
}

/** The vocabulary read: the whole row unless `known` was read under the current generation. */
export const vocabularyRead = (db: Pick<Db, 'prepare'>, known?: Context) =>
  db.prepare(VOCABULARY_SQL).bind(known?.generation ?? null);

/** A QueryContext, the vocabulary row it was built from, and its typo corrector (built once). */
export interface Context {
  key: string;
  /** The content generation the row was last read under (null: not known). */
  generation: number | null;
  /** The index holds more documents than one search window: searches rank within one. */
  windowed: boolean;
  ctx: QueryContext;
  words: string[];
  /** The preferential agreements of the content (the FTA guide's list). */
  agreements: Agreement[];
  /** The Apostille Convention's states (the apostille guide's), or null. */
  convention: Convention | null;
  /** What the apostille and consular guides say of time and fees, for the legalisation box. */
  legalisationGuides: LegalisationGuides;
  vocabulary?: Vocabulary;
}

/**
 * The context of the vocabulary this isolate read last. Building it (the dictionary, the
 * synonym groups, the pinyin of the vocabulary) costs more than a search's own queries, and
 * the vocabulary seldom changes.
 */
const knownBySite = new Map<string, Context>();

/** The row's columns as one string: what a context is built from, and compared by. */
const keyOf = (row: Row | undefined) =>
  `${row?.synonyms ?? '[]'}\n${row?.hot ?? '[]'}\n${row?.guides ?? '[]'}\n${Number(row?.windowed ?? 0)}\n${row?.agreements ?? '[]'}\n${row?.convention ?? 'null'}\n${row?.legalisation ?? '{}'}`;

/** The generation a row was read under, or null. */
const generationOf = (row: Row | undefined) => (typeof row?.generation === 'number' ? row.generation : null);

/**
 * The context of a vocabulary row read from D1 (the isolate's own when the row is the same):
 * a row without its words says the vocabulary is that of `plannedUnder`, read under the
 * same generation.
 */
export function contextOf(row: Row | undefined, plannedUnder?: Context, site = ''): Context {
  if (row && row.synonyms === null && plannedUnder) return plannedUnder;
  const key = keyOf(row);
  const generation = generationOf(row);
  let known = knownBySite.get(site);
  if (known?.key !== key) {
    const parse = (v: unknown): unknown[] => JSON.parse(typeof v === 'string' ? v : '[]') as unknown[];
    const synonyms = (parse(row?.synonyms) as [string, string, string | null][]).map(([word, variants, target]) => ({
      word,
      variants: JSON.parse(variants) as string[],
      target,
    }));
    const words = [
      ...SERVICES.map((s) => s.name),
      ...synonyms.flatMap((s) => [s.word, ...s.variants]),
      ...(parse(row?.hot) as string[]),
      ...(parse(row?.guides) as string[]),
    ];
    const agreements = agreementsOf(parse(row?.agreements));
    const convention = conventionOf(JSON.parse(typeof row?.convention === 'string' ? row.convention : 'null'));
    known = {
      key,
      generation,
      windowed: Number(row?.windowed ?? 0) === 1,
      ctx: new QueryContext(synonyms),
      words,
      agreements,
      convention,
      legalisationGuides: guidesOf(row?.legalisation),
    };
    knownBySite.set(site, known);
  } else known.generation = generation; // a new generation, the same words: keep the context
  return known;
}

/** Where a data centre keeps the row last read (per build: the row's SQL is the build's). */
const dataCentreKey = (site: string) =>
  `https://edge-cache.internal/${site}search-vocabulary/${encodeURIComponent(BUILD_ID)}`;
/** The entry outlives any quiet spell; a stale one costs one more round trip, never a wrong answer. */
const DATA_CENTRE_MAX_AGE_S = 7 * 86_400;

async function dataCentreCache(): Promise<Cache | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open('ccpit-search');
  } catch {
    return null;
  }
}

/**
 * The context to plan a search under before its row is read: the isolate's, else one built
 * from its data centre's entry, else none (the row is then read first: one more round trip).
 */
export async function guessContext(site = ''): Promise<Context | undefined> {
  const known = knownBySite.get(site);
  if (known) return known;
  try {
    const hit = await (await dataCentreCache())?.match(dataCentreKey(site));
    const row = hit ? ((await hit.json()) as Row) : undefined;
    return row && typeof row.synonyms === 'string'
      ? (knownBySite.get(site) ?? contextOf(row, undefined, site))
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps a row a search read whole (the generation had changed, or nothing was known) for the
 * data centre's next cold isolate. Awaited by the search: only a search that read a new row
 * pays it, once per isolate and generation.
 */
export async function rememberVocabulary(row: Row | undefined, site = ''): Promise<void> {
  if (!row || row.synonyms === null) return;
  const { generation, synonyms, hot, guides, windowed, agreements, convention, legalisation } = row;
  const entry = Response.json(
    { generation, synonyms, hot, guides, windowed, agreements, convention, legalisation },
    { headers: { 'Cache-Control': `max-age=${DATA_CENTRE_MAX_AGE_S}` } },
  );
  await (await dataCentreCache())?.put(dataCentreKey(site), entry).catch(() => undefined);
}

/** For tests: forget the isolate's context (a new isolate) and, by default, the data centre's. */
export async function forgetSearchContext(scope: 'isolate' | 'data-centre' = 'data-centre'): Promise<void> {
  const sites = new Set(['', ...knownBySite.keys()]);
  knownBySite.clear();
  if (scope === 'data-centre') for (const site of sites) await (await dataCentreCache())?.delete(dataCentreKey(site));
}
