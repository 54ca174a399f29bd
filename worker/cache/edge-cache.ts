// The one edge-cache helper (architecture.md "Edge cache"), two tiers with the same keys and rules:
// the isolate's memory LRU, then the Workers Cache API (which knows nothing of
// stale-while-revalidate or stale-if-error, so each entry carries its fetch time and this
// helper decides fresh / stale (serve, revalidate in waitUntil) / stale-if-error).

import type { CacheWindow } from '../config/worker-config.ts';
import { BUILD_ID } from '../config/worker-config.ts';
import type { MemoryTier } from './memory-tier.ts';

export type CacheOutcome = 'HIT' | 'MISS' | 'STALE' | 'STALE-IF-ERROR' | 'BYPASS';
export type CacheTier = 'memory' | 'cache-api';

const FETCHED_AT = 'X-Edge-Fetched-At';
const EXPIRES_AT = 'X-Edge-Expires-At';

/**
 * Past the stale window an entry is refetched before answering, but kept this much longer
 * so that a failing store or CMS (stale-if-error) still has something to serve.
 */
export const STALE_IF_ERROR_SECONDS = 7 * 86_400;

/**
 * What a load produced: a value, or an explicit failure (an error answer, a failed render).
 * `generation` is the content generation the value was read at, when the store says (it is
 * stored under that one, whatever the lookup used); null: its reads disagreed, so it is not
 * stored at all. `expiresAt` (epoch ms): the moment the value stops being right whatever the
 * content generation (a notice past its "valid until" says it has ended): from then no tier
 * serves it, fresh, stale or stale-if-error.
 */
export type Loaded<T, F> =
  | { ok: true; value: T; generation?: number | null; expiresAt?: number }
  | { ok: false; failure: F };

/** How a value is held by the tiers: once in memory (shared, read-only), once as a Response. */
export interface CacheCodec<T, H> {
  /** Splits a fresh value: one for the caller now, and what the tiers will hold (null: nothing). */
  hold(value: T): { now: T; held: Promise<Held<H> | null> };
  /** A value for a caller from what a tier holds. */
  serve(held: H): T;
  toResponse(held: H): Response;
  fromResponse(response: Response): Promise<Held<H>>;
  /**
   * Whether the memory tier may hold it (default: yes). Misses (a 404 page, an envelope that
   * is not code 200) are kept by the Cache API alone: one per unique path, so unique garbage
   * would otherwise flush the isolate's shared tier.
   */
  inMemory?(held: H): boolean;
}

export interface Held<H> {
  held: H;
  /** Approximate bytes, for the memory tier's bound. */
  size: number;
}

interface EdgeCacheOptions<T, H, F> {
  key: string;
  /** The generation's scope (generationScope, worker/sites/hosted-site.ts; '' in a single-site deployment). */
  prefix?: string;
  /** The generation to look up under; undefined: none is known yet, so no lookup (a load tells). */
  generation: number | undefined;
  window: CacheWindow;
  ctx: ExecutionContext;
  codec: CacheCodec<T, H>;
  /**
   * Reads the store or renders; `background`: a revalidation behind a stale answer;
   * `fallback`: a stale-if-error copy is there to serve should this load fail.
   */
  load: (background: boolean, fallback: boolean) => Promise<Loaded<T, F>>;
  /**
   * Starts the load beside the Cache API lookup when the memory tier misses, for a caller
   * whose lookup is likely to miss too (a render after a page-cache miss): the store's round
   * trip no longer waits for the lookup; a lookup that hits wastes the read.
   */
  readAhead?: boolean;
  /** Whether a fresh value may be stored (e.g. pages: only 200s); others pass through. */
  cacheable?: (value: T) => boolean;
  /** The isolate's memory tier, or null to use the Cache API alone. */
  memory: MemoryTier | null;
  /**
   * A fresh value is written to the tiers once this settles (the response's end), not while
   * the request still renders: a first render after an import wrote ten answers beside its
   * own work (home: 20–30 ms later behind a 150 ms store, docs/performance.md "Store latency").
   */
  storeAfter?: Promise<unknown>;
  /** Hears a background revalidation that failed (the visitor already has the stale answer). */
  onRevalidationError?: (error: unknown) => void;
  /**
   * The next scheduled release (epoch ms, decision 0122): a value stored now ends then (fresh,
   * stale and stale-if-error alike), and one fetched before it is not served from then on.
   */
  until?: number | undefined;
  /** A value fetched before this moment (epoch ms) is not served: a release has come since (decision 0122). */
  since?: number | undefined;
  now?: number;
}

export type EdgeCacheResult<T, F> =
  | { ok: true; value: T; outcome: CacheOutcome; tier?: CacheTier; ttl: number }
  /** Nothing to serve: the load failed (`failure`, or `error` when it threw) and nothing was stored. */
  | { ok: false; failure?: F; error?: unknown };

/**
 * Keys carry the build id and the content generation: a deploy or an import starts afresh; and
 * on a platform the generation's scope (the site's prefix and serving database, generationScope),
 * so that two councils' `/detail/1001` are two entries, and so are one council's two databases'.
 */
export function cacheKey(key: string, generation: number, prefix = ''): string {
  return `https://edge-cache.internal/${prefix}${encodeURIComponent(BUILD_ID)}/${generation}${key}`;
}

async function openCache(): Promise<Cache | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open('ccpit-site');
  } catch {
    return null;
  }
}

const afterThisTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Keys being revalidated by this isolate: one background load per key at a time. */
const revalidating = new Set<string>();

export async function withEdgeCache<T, H, F>(opts: EdgeCacheOptions<T, H, F>): Promise<EdgeCacheResult<T, F>> {
  const { window, ctx, codec, memory } = opts;
  const clock = () => opts.now ?? Date.now();
  const now = clock();
  const load = async (background = false, fallback = false): Promise<Loaded<T, F> | { ok: false; error: unknown }> => {
    try {
      return await opts.load(background, fallback);
    } catch (error) {
      return { ok: false, error };
    }
  };
  if (window.ttl + window.stale <= 0) {
    const loaded = await load();
    return loaded.ok ? { ok: true, value: loaded.value, outcome: 'BYPASS', ttl: 0 } : loaded;
  }

  const lookupKey = opts.generation === undefined ? undefined : cacheKey(opts.key, opts.generation, opts.prefix);
  /** The key a loaded value is stored under: its own generation's, else the lookup's. */
  const storeKey = (generation: number | null | undefined) =>
    generation === null
      ? undefined
      : generation === undefined
        ? lookupKey
        : cacheKey(opts.key, generation, opts.prefix);
  const keep = window.ttl + window.stale + STALE_IF_ERROR_SECONDS;
  let cache: Cache | null | undefined;
  const cacheApi = async () => {
    if (cache === undefined) cache = await openCache();
    return cache;
  };

  // Tier 1, then tier 2 (promoted into tier 1 with its original fetch time).
  let tier: CacheTier | undefined;
  let found = lookupKey ? memory?.get<H>(lookupKey) : undefined;
  /** The load started beside the Cache API lookup (readAhead), if any. */
  let early: ReturnType<typeof load> | undefined;
  if (found) tier = 'memory';
  else if (lookupKey) {
    if (opts.readAhead) early = load();
    const stored = await (await cacheApi())?.match(lookupKey);
    if (stored) {
      const fetchedAt = Number(stored.headers.get(FETCHED_AT) ?? 0);
      const expiresAt = stored.headers.has(EXPIRES_AT) ? Number(stored.headers.get(EXPIRES_AT)) : undefined;
      found = { ...(await codec.fromResponse(stored)), fetchedAt, ...(expiresAt === undefined ? {} : { expiresAt }) };
      if (!codec.inMemory || codec.inMemory(found.held)) memory?.set(lookupKey, found);
      tier = 'cache-api';
    }
  }
  const age = found ? (now - found.fetchedAt) / 1000 : Infinity;
  if (age > keep || (found?.expiresAt !== undefined && now >= found.expiresAt)) found = undefined;
  if (found && opts.until !== undefined && now >= opts.until && found.fetchedAt < opts.until) found = undefined;
  if (found && opts.since !== undefined && found.fetchedAt < opts.since) found = undefined;
  const ttl = Math.round(window.ttl - age);

  /** Stores what a fresh value holds in both tiers, under `key` (until `expiresAt`, when it has one). */
  const store = async (
    key: string | undefined,
    held: Promise<Held<H> | null>,
    fetchedAt: number,
    ownEnd: number | undefined,
  ) => {
    const expiresAt =
      ownEnd === undefined ? opts.until : opts.until === undefined ? ownEnd : Math.min(ownEnd, opts.until);
    const h = await held;
    if (!h || !key || (expiresAt !== undefined && expiresAt <= fetchedAt)) return;
    if (!codec.inMemory || codec.inMemory(h.held))
      memory?.set(key, { ...h, fetchedAt, ...(expiresAt === undefined ? {} : { expiresAt }) });
    const entry = codec.toResponse(h.held);
    entry.headers.set(FETCHED_AT, String(fetchedAt));
    if (expiresAt !== undefined) entry.headers.set(EXPIRES_AT, String(expiresAt));
    // The Cache API evicts by max-age: keep entries through the stale and stale-if-error windows,
    // or until the value expires (the lookup above also refuses it from that moment).
    const until = expiresAt === undefined ? keep : Math.min(keep, Math.ceil((expiresAt - fetchedAt) / 1000));
    entry.headers.set('Cache-Control', `max-age=${until}`);
    entry.headers.delete('Set-Cookie');
    entry.headers.delete('Vary');
    await (await cacheApi())?.put(key, entry);
  };

  if (found && age <= window.ttl) return { ok: true, value: codec.serve(found.held), outcome: 'HIT', tier, ttl };
  if (found && lookupKey && age <= window.ttl + window.stale) {
    const key = lookupKey;
    if (!revalidating.has(key)) {
      revalidating.add(key);
      const revalidate = async () => {
        const loaded = await (early ?? load(true));
        if (!loaded.ok) throw 'error' in loaded ? loaded.error : new Error('revalidation failed');
        if (!opts.cacheable || opts.cacheable(loaded.value))
          await store(storeKey(loaded.generation), codec.hold(loaded.value).held, clock(), loaded.expiresAt);
      };
      // Started on a later task: the stale answer goes out before the load's work (a render
      // on content the memory tier answers at once) could run ahead of it on this isolate.
      ctx.waitUntil(
        afterThisTask()
          .then(revalidate)
          .catch((error: unknown) => opts.onRevalidationError?.(error))
          .finally(() => revalidating.delete(key)),
      );
    }
    return { ok: true, value: codec.serve(found.held), outcome: 'STALE', tier, ttl };
  }

  const loaded = await (early ?? load(false, found !== undefined));
  if (loaded.ok) {
    if (opts.cacheable && !opts.cacheable(loaded.value))
      return { ok: true, value: loaded.value, outcome: 'BYPASS', ttl: 0 };
    const { now: value, held } = codec.hold(loaded.value);
    const fetchedAt = clock();
    const stored = () => store(storeKey(loaded.generation), held, fetchedAt, loaded.expiresAt);
    ctx.waitUntil((opts.storeAfter ? opts.storeAfter.then(stored) : stored()).catch(() => undefined));
    return { ok: true, value, outcome: 'MISS', ttl: window.ttl };
  }
  if (found) return { ok: true, value: codec.serve(found.held), outcome: 'STALE-IF-ERROR', tier, ttl };
  return loaded;
}
