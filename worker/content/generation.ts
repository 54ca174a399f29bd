// The content generation: bumped by every import, part of every cache key, so that an
// import makes old entries unreachable (the Cache API cannot be purged from a CLI). Upstream
// mode keeps its own in the same table, bumped by the CMS's change notifications (decision 0124).
// architecture.md "Where it really runs": a hit never waits on the store, so the value a
// request uses is the one this isolate last learned (or, for a cold isolate, its data
// centre's, from a small Cache API entry), refreshed from the primary behind the response.

/** The one statement that reads it: also prepended to every content read (d1/observed.ts). */
export const GENERATION_SQL = "SELECT value FROM meta WHERE key = 'content_generation'";

/** Upstream mode's (worker/upstream/notify.ts bumps it): its own key, so that the two never share cache entries. */
export const UPSTREAM_GENERATION_SQL = "SELECT value FROM meta WHERE key = 'upstream_generation'";

/** Whose generation: the D1 content's, or the upstream CMS's as its notifications said. */
export type GenerationSource = 'content' | 'upstream';

export async function readGeneration(
  db: Pick<D1Database, 'prepare'>,
  source: GenerationSource = 'content',
): Promise<number> {
  const row = await db
    .prepare(source === 'content' ? GENERATION_SQL : UPSTREAM_GENERATION_SQL)
    .first<{ value: number }>();
  return row?.value ?? 0;
}

/**
 * How long a learned generation is trusted before a request refreshes it behind its
 * response. The bound README states: a node with traffic shows an import within this plus
 * one store round trip; a quiet node answers one request with the previous generation.
 */
export const GENERATION_TTL_MS = 5000;

/** Where a data centre keeps its last-known generation (one Cache API entry per source, any isolate's). */
const DATA_CENTRE_KEYS: Record<GenerationSource, string> = {
  content: 'https://edge-cache.internal/content-generation',
  upstream: 'https://edge-cache.internal/upstream-generation',
};
/** The entry outlives any quiet spell; its age only decides whether to refresh. */
const DATA_CENTRE_MAX_AGE_S = 7 * 86_400;

interface Known {
  value: number;
  /** When the primary last confirmed it (ms): decides when to refresh. */
  at: number;
}

/** The isolate's generation per source: the store's state, not a request's, so shared on purpose. */
interface Learned {
  known?: Known;
  refreshing?: Promise<void>;
}
const sources: Record<GenerationSource, Learned> = { content: {}, upstream: {} };

async function dataCentreCache(): Promise<Cache | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open('ccpit-generation');
  } catch {
    return null;
  }
}

async function readDataCentre(source: GenerationSource): Promise<Known | undefined> {
  const hit = await (await dataCentreCache())?.match(DATA_CENTRE_KEYS[source]);
  if (!hit) return undefined;
  const entry = (await hit.json().catch(() => null)) as Partial<Known> | null;
  return typeof entry?.value === 'number' && typeof entry.at === 'number'
    ? { value: entry.value, at: entry.at }
    : undefined;
}

async function writeDataCentre(source: GenerationSource, entry: Known): Promise<void> {
  const response = Response.json(entry, { headers: { 'Cache-Control': `max-age=${DATA_CENTRE_MAX_AGE_S}` } });
  await (await dataCentreCache())?.put(DATA_CENTRE_KEYS[source], response);
}

/**
 * Takes a value learned from the store. The primary's (`at` given) is the truth, even when
 * lower (a database restored to an earlier point); a replica's only ever raises the value,
 * since a lagging one reports an older generation.
 */
function learn(value: number, at: number | undefined, ctx: ExecutionContext, source: GenerationSource): void {
  const learned = sources[source];
  const before = learned.known;
  if (at === undefined && before && value <= before.value) return;
  const known = { value, at: at ?? before?.at ?? 0 };
  learned.known = known;
  if (!before || value !== before.value || (at !== undefined && at > before.at))
    ctx.waitUntil(writeDataCentre(source, known).catch(() => undefined));
}

/** A store that never answers must not hold the isolate's one refresh forever. */
const REFRESH_TIMEOUT_MS = 3000;

/** `work`, or a rejection after `ms`. */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** One refresh from the primary at a time per isolate, always behind a response. */
function refreshBehind(db: D1Database, ctx: ExecutionContext, now: number, source: GenerationSource): void {
  const learned = sources[source];
  if (learned.refreshing) return;
  const refreshing = (async () => {
    try {
      const primary = db.withSession ? db.withSession('first-primary') : db;
      learn(await within(readGeneration(primary, source), REFRESH_TIMEOUT_MS), now, ctx, source);
    } catch {
      // The store is down: keep the last value (the cache keeps covering for it).
    } finally {
      learned.refreshing = undefined;
    }
  })();
  learned.refreshing = refreshing;
  ctx.waitUntil(refreshing);
}

/**
 * The generation a request uses, without waiting on the store: the isolate's, else the data
 * centre's (a Cache API read), else undefined (nothing is known: the request reads the store,
 * and learns it from that read). Starts a refresh behind the response when it is old.
 */
export async function requestGeneration(
  db: D1Database,
  ctx: ExecutionContext,
  now = Date.now(),
  source: GenerationSource = 'content',
): Promise<number | undefined> {
  const learned = sources[source];
  if (!learned.known) {
    const entry = await readDataCentre(source).catch(() => undefined);
    if (entry && !learned.known) learned.known = entry;
  }
  const known = learned.known;
  if (!known || now - known.at >= GENERATION_TTL_MS) refreshBehind(db, ctx, now, source);
  return known?.value;
}

/**
 * Upstream mode's generation. A CMS answer carries none (a D1 read does, d1/observed.ts), so a
 * node that knows nothing, not even from its data centre, waits for the primary's value once
 * rather than render answers it could not store.
 */
export async function requestUpstreamGeneration(
  db: D1Database,
  ctx: ExecutionContext,
  now = Date.now(),
): Promise<number> {
  const value = await requestGeneration(db, ctx, now, 'upstream');
  if (value !== undefined) return value;
  await sources.upstream.refreshing;
  // D1 could not say (not migrated, failing): 0 for now, asked again behind a response in 5 s.
  sources.upstream.known ??= { value: 0, at: now };
  return sources.upstream.known.value;
}

/** A generation a content read observed (d1/observed.ts): raises the isolate's value. */
export function observedGeneration(value: number, ctx: ExecutionContext): void {
  learn(value, undefined, ctx, 'content');
}

/** The upstream generation a change notification just wrote to the primary: this isolate shows it at once. */
export function notifiedGeneration(value: number, ctx: ExecutionContext, now = Date.now()): void {
  learn(value, now, ctx, 'upstream');
}

/**
 * For tests: forget what the isolate learned, as a new isolate would, and (by default) what
 * its data centre learned too, as on a first deploy.
 */
export async function forgetGeneration(scope: 'isolate' | 'data-centre' = 'data-centre'): Promise<void> {
  for (const source of Object.keys(sources) as GenerationSource[]) {
    sources[source] = {};
    if (scope === 'data-centre') await (await dataCentreCache())?.delete(DATA_CENTRE_KEYS[source]);
  }
}

/** For tests: what this isolate knows now (undefined: nothing). */
export function knownGeneration(source: GenerationSource = 'content'): { value: number; at: number } | undefined {
  const known = sources[source].known;
  return known && { ...known };
}
