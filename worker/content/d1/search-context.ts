// The query context of site search (synonyms, and the words a visitor may mistype): built from
// one vocabulary row of the content, kept per isolate, and guessed before the row is read so
// that a search costs one round trip. A cold isolate takes its data centre's last-read row (a
// small Cache API entry, as the content generation does) instead of reading the row first.
// A guess is only a guess: every search reads the row again in the batch of its queries and
// runs them again when it differs (worker/content/d1/search.ts).

import { QueryContext } from '../../../content/search-query.ts';
import type { Vocabulary } from '../../../content/search-correct.ts';
import { SERVICES } from '../../../app/domain/services.ts';
import { BUILD_ID } from '../../config.ts';
import type { Row } from './query.ts';

/**
 * What the query reads of the content (an import may change it at any time), as one row:
 * the synonyms, and the other words a visitor may mistype (hot words, guide titles).
 */
export const VOCABULARY =
  "SELECT (SELECT json_group_array(json_array(word, variants, target)) FROM (SELECT * FROM synonyms ORDER BY id)) AS synonyms, (SELECT json_group_array(word) FROM (SELECT DISTINCT word FROM hot_words ORDER BY word)) AS hot, (SELECT json_group_array(title) FROM (SELECT title FROM search_docs WHERE type = 'guide' ORDER BY id)) AS guides";

/** A QueryContext, the vocabulary row it was built from, and its typo corrector (built once). */
export interface Context {
  key: string;
  ctx: QueryContext;
  words: string[];
  vocabulary?: Vocabulary;
}

/**
 * The context of the vocabulary this isolate read last. Building it (the dictionary, the
 * synonym groups, the pinyin of the vocabulary) costs more than a search's own queries, and
 * the vocabulary seldom changes.
 */
let known: Context | undefined;

/** The row's three columns as one string: what a context is built from, and compared by. */
const keyOf = (row: Row | undefined) => `${row?.synonyms ?? '[]'}\n${row?.hot ?? '[]'}\n${row?.guides ?? '[]'}`;

/** The context of a vocabulary row read from D1 (the isolate's own when the row is the same). */
export function contextOf(row: Row | undefined): Context {
  const key = keyOf(row);
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
    known = { key, ctx: new QueryContext(synonyms), words };
  }
  return known;
}

/** Where a data centre keeps the row last read (per build: the row's SQL is the build's). */
const DATA_CENTRE_KEY = `https://edge-cache.internal/search-vocabulary/${encodeURIComponent(BUILD_ID)}`;
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
export async function guessContext(): Promise<Context | undefined> {
  if (known) return known;
  try {
    const hit = await (await dataCentreCache())?.match(DATA_CENTRE_KEY);
    const row = hit ? ((await hit.json()) as Row) : undefined;
    return row && typeof row.synonyms === 'string' ? (known ?? contextOf(row)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the row a search read for the data centre's next cold isolate, unless the search was
 * planned under a guess (the isolate's or the data centre's) of that same row. Awaited by the
 * search: only a search that read a new row pays it.
 */
export async function rememberVocabulary(row: Row | undefined, plannedUnder: Context | undefined): Promise<void> {
  if (!row || plannedUnder?.key === keyOf(row)) return;
  const { synonyms, hot, guides } = row;
  const entry = Response.json(
    { synonyms, hot, guides },
    { headers: { 'Cache-Control': `max-age=${DATA_CENTRE_MAX_AGE_S}` } },
  );
  await (await dataCentreCache())?.put(DATA_CENTRE_KEY, entry).catch(() => undefined);
}

/** For tests: forget the isolate's context (a new isolate) and, by default, the data centre's. */
export async function forgetSearchContext(scope: 'isolate' | 'data-centre' = 'data-centre'): Promise<void> {
  known = undefined;
  if (scope === 'data-centre') await (await dataCentreCache())?.delete(DATA_CENTRE_KEY);
}
