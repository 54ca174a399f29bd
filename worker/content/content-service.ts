// What the content service promises its callers (the API handler, loaders through the render,
// the page cache, /healthz): one call in, one envelope out, and what the request learnt of the
// store on the way. service.ts builds it.

import type { Envelope } from '../../app/api/types.ts';
import type { CacheOutcome, CacheTier } from '../cache/edge-cache.ts';
import type { ContentStore } from './store.ts';

export interface ContentResult {
  /** HTTP status for /api: 200 for every envelope (RuoYi style), 404 for a path that is no call. */
  status: number;
  body: Envelope;
  cache: CacheOutcome;
  tier?: CacheTier;
  ttl: number;
}

export interface ContentService {
  readonly kind: ContentStore['kind'];
  /**
   * The content generation to look up cached answers under (0 in upstream mode), never
   * waiting on the store; undefined while this isolate and its data centre know none.
   */
  generation(): Promise<number | undefined>;
  /**
   * The one generation every answer of this request so far belongs to (what a page rendered
   * from them may be stored under); null when they disagree (an import landed mid-render, a
   * lagging replica); undefined when no answer said.
   */
  answeredGeneration(): number | null | undefined;
  /**
   * Scheduled publishing (decision 0122), for the edge cache: `until`, the next release time
   * still to come (nothing cached now outlives it); `since`, the latest already come (nothing
   * fetched before it is served). Empty in upstream mode or while none is known.
   */
  schedule(): { until?: number; since?: number };
  /** The request's D1 session (Sessions API), null in upstream mode: /healthz reads through it too. */
  db(): Promise<D1DatabaseSession | D1Database | null>;
  /**
   * Whether a publish removed this id of a list (a tombstone, decision 0108), asked after its
   * detail answered 404 so that its page says it was withdrawn (410). Never cached here: the
   * page it decides is kept for the generation like any other; always false in upstream mode.
   */
  withdrawn(kind: 'releases' | 'activities', id: string): Promise<boolean>;
  /** Asks the store itself, never the cache (for /healthz). */
  ping(): Promise<void>;
  /** Answers one API URL; throws only when the store failed and nothing was cached. */
  get(url: string): Promise<ContentResult>;
  /**
   * An article's read count as stored now, counting nothing and never from a cache (in D1
   * mode from the primary, where every count is written): what a reader already counted is
   * shown on a reload, never less than their own count (worker/api/read-count.ts).
   */
  currentReadCount(id: string): Promise<Envelope>;
  /**
   * From now on this request's calls read the store beside their Cache API lookup (a render
   * after a page-cache miss, whose calls mostly miss too: one round trip, not a lookup and then one).
   */
  readAhead(): void;
}
