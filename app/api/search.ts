// Site search's answer (docs/api.md "The site's own additions"): types and the tolerant decoder
// of `/api/cn/search`, beside the 15 calls' entities.

import { isSearchType, SEARCH_TYPE_KEYS, type SearchType } from '../domain/search-types.ts';
import type { Agreement } from '../domain/agreements.ts';
import type { Legalisation } from '../domain/apostille.ts';
import { assertOk, num, optStr, str } from './decode.ts';

export interface SearchHit {
  type: SearchType;
  id: string;
  /** HTML: only <mark> around matched terms, the rest escaped (the worker guarantees it). */
  title: string;
  snippet: string;
  url: string;
  date: string;
  serviceCode: string | null;
  bestBet: boolean;
}

export interface SearchResult {
  total: number;
  rows: SearchHit[];
  counts: Record<SearchType, number>;
  /** `titles`: upstream mode, only titles and questions were searched. */
  mode: 'index' | 'titles';
  /** A close query that has results, when this one has none. */
  suggestion: string | null;
  /** The keyword searched instead of the typed one (a typo corrected: 您是不是要找). */
  corrected: string | null;
  /** Nothing matched every word: these results match most of them. */
  broadened: boolean;
  /** With no result: the service guides closest to the query. */
  closest: SearchHit[];
  /**
   * More news match than one search reads: counts and pages cover the newest `window` of
   * them (and everything else that matches); null when nothing was left out.
   */
  window: number | null;
  /**
   * The preferential agreements the query names with a certificate word (a partner, a
   * region, an agreement), or null: the search page shows them above the results.
   */
  destination: SearchDestination | null;
  /**
   * The country the query names with a legalisation word (沙特 认证) and what applies there
   * under the Apostille Convention, or null: the search page shows it above the results.
   */
  legalisation: Legalisation | null;
}

/**
 * An answer with nothing found and nothing offered instead, in the given mode: the one spelling
 * of every field, which the search page (no query yet) and upstream mode's merge start from.
 */
export function noSearchResult(mode: SearchResult['mode']): SearchResult {
  const counts = Object.fromEntries(SEARCH_TYPE_KEYS.map((type) => [type, 0])) as Record<SearchType, number>;
  return {
    total: 0,
    rows: [],
    counts,
    mode,
    suggestion: null,
    corrected: null,
    broadened: false,
    closest: [],
    window: null,
    destination: null,
    legalisation: null,
  };
}

export interface SearchDestination {
  /** The partners, regions and agreements named, as the content writes them. */
  named: string[];
  /** Every FTA or APTA that applies. */
  agreements: Agreement[];
  /** CEPA arrangements named (Hong Kong, Macao). */
  arrangements: Agreement[];
}

export interface SearchQuery {
  keyword: string;
  /** Search the keyword as typed, never a correction of it. */
  exact?: '1';
  type?: SearchType;
  /** Only the documents of this service (its guide and its FAQs). */
  service?: string;
  /** Only the FAQs of this category (an AuthQuType id). */
  category?: string;
  pageNum?: number;
  pageSize?: number;
}

export function decodeSearch(body: unknown): SearchResult {
  const env = assertOk(body);
  const rows = hitsOf(env.rows);
  const rawCounts =
    typeof env.counts === 'object' && env.counts !== null ? (env.counts as Record<string, unknown>) : {};
  const counts = Object.fromEntries(SEARCH_TYPE_KEYS.map((t) => [t, num(rawCounts[t])])) as Record<SearchType, number>;
  return {
    total: num(env.total, rows.length),
    rows,
    counts,
    mode: env.mode === 'titles' ? 'titles' : 'index',
    suggestion: optStr(env.suggestion),
    corrected: optStr(env.corrected),
    broadened: env.broadened === true,
    closest: hitsOf(env.closest),
    window: typeof env.window === 'number' && env.window > 0 ? env.window : null,
    // The worker's own answer (its agreements validated on import), taken as it is.
    destination: typeof env.destination === 'object' ? (env.destination as SearchDestination | null) : null,
    legalisation: typeof env.legalisation === 'object' ? (env.legalisation as Legalisation | null) : null,
  };
}

function hitsOf(list: unknown): SearchHit[] {
  return (Array.isArray(list) ? list : []).flatMap((raw): SearchHit[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const r = raw as Record<string, unknown>;
    if (!isSearchType(r.type)) return [];
    return [
      {
        type: r.type,
        id: str(r.id),
        title: str(r.title),
        snippet: str(r.snippet),
        url: str(r.url, '/'),
        date: str(r.date),
        serviceCode: optStr(r.serviceCode),
        bestBet: r.bestBet === true,
      },
    ];
  });
}
