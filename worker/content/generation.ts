// The content generation: bumped by every import, part of every cache key, so that an
// import makes old entries unreachable (the Cache API cannot be purged from a CLI).
// architecture.md "Where it really runs": a hit never waits on the store, so the value a
// request uses is the one this isolate last learned (or, for a cold isolate, its data
// centre's, from a small Cache API entry), refreshed from the primary behind the response.

/** The one statement that reads it: also prepended to every content read (d1/observed.ts). */
export const GENERATION_SQL = "SELECT value FROM meta WHERE key = 'content_generation'";

export async function readGeneration(db: Pick<D1Database, 'prepare'>): Promise<number> {
  const row = await db.prepare(GENERATION_SQL).first<{ value: number }>();
  return row?.value ?? 0;
}

/**
 * The earliest release time after `now` (decision 0122): migration 0024's index on
 * release_time answers it from one entry. Read beside the generation, behind a response.
 */
const NEXT_RELEASE_SQL =
  "SELECT MIN(release_time) AS next FROM releases WHERE release_time > strftime('%Y-%m-%d %H:%M:%S', ?, 'unixepoch', '+8 hours')";

/** The next scheduled release (epoch ms), or null when none is. */
export async function readNextRelease(db: Pick<D1Database, 'prepare'>, now: number): Promise<number | null> {
  const row = await db.prepare(NEXT_RELEASE_SQL).bind(Math.floor(now / 1000)).first<{ next: string | null }>();
  return row?.next ? Date.parse(`${row.next.replace(' ', 'T')}+08:00`) : null;
}

/**
 * How long a learned generation is trusted before a request refreshes it behind its
 * response. The bound README states: a node with traffic shows an import within this plus
 * one store round trip; a quiet node answers one request with the previous generation.
 */
export const GENERATION_TTL_MS = 5000;

/** Where a data centre keeps its last-known generation (one Cache API entry, any isolate's). */
const DATA_CENTRE_KEY = 'https://edge-cache.internal/content-generation';
/** The entry outlives any quiet spell; its age only decides whether to refresh. */
const DATA_CENTRE_MAX_AGE_S = 7 * 86_400;

interface Known {
  value: number;
  /** When the primary last confirmed it (ms): decides when to refresh. */
  at: number;
  /**
   * The next release time still to come when the primary was last asked (epoch ms; null: none
   * scheduled): no cached answer outlives it (decision 0122, scheduled publishing).
   */
  next?: number | null;
}

/** The isolate's generation: the store's state, not a request's, so shared on purpose. */
let known: Known | undefined;
let refreshing: Promise<void> | undefined;

async function dataCentreCache(): Promise<Cache | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open('ccpit-generation');
  } catch {
    return null;
  }
}

async function readDataCentre(): Promise<Known | undefined> {
  const hit = await (await dataCentreCache())?.match(DATA_CENTRE_KEY);
  if (!hit) return undefined;
  const entry = (await hit.json().catch(() => null)) as Partial<Known> | null;
  if (typeof entry?.value !== 'number' || typeof entry.at !== 'number') return undefined;
  return { value: entry.value, at: entry.at, ...(typeof entry.next === 'number' ? { next: entry.next } : {}) };
}

async function writeDataCentre(entry: Known): Promise<void> {
  const response = Response.json(entry, { headers: { 'Cache-Control': `max-age=${DATA_CENTRE_MAX_AGE_S}` } });
  await (await dataCentreCache())?.put(DATA_CENTRE_KEY, response);
}

/**
 * Takes a value learned from the store. The primary's (`at` given) is the truth, even when
 * lower (a database restored to an earlier point); a replica's only ever raises the value,
 * since a lagging one reports an older generation.
 */
function learn(value: number, at: number | undefined, ctx: ExecutionContext, next?: number | null): void {
  const before = known;
  if (at === undefined && before && value <= before.value) return;
  const schedule = next !== undefined ? next : before?.next;
  known = { value, at: at ?? before?.at ?? 0, ...(schedule === undefined ? {} : { next: schedule }) };
  if (!before || value !== before.value || (at !== undefined && at > before.at))
    ctx.waitUntil(writeDataCentre(known).catch(() => undefined));
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
function refreshBehind(db: D1Database, ctx: ExecutionContext, now: number): void {
  if (refreshing) return;
  refreshing = (async () => {
    try {
      const primary = db.withSession ? db.withSession('first-primary') : db;
      const [value, next] = await within(
        Promise.all([readGeneration(primary), readNextRelease(primary, now)]),
        REFRESH_TIMEOUT_MS,
      );
      learn(value, now, ctx, next);
    } catch {
      // The store is down: keep the last value (the cache keeps covering for it).
    } finally {
      refreshing = undefined;
    }
  })();
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
): Promise<number | undefined> {
  if (!known) {
    const entry = await readDataCentre().catch(() => undefined);
    if (entry && !known) known = entry;
  }
  if (!known || now - known.at >= GENERATION_TTL_MS) refreshBehind(db, ctx, now);
  return known?.value;
}

/**
 * The moment no cached answer may outlive (epoch ms): the next scheduled release this isolate
 * knows of, when it knows one (decision 0122). Read after requestGeneration.
 */
export function scheduledUntil(): number | undefined {
  return known?.next ?? undefined;
}

/** A generation a content read observed (d1/observed.ts): raises the isolate's value. */
export function observedGeneration(value: number, ctx: ExecutionContext): void {
  learn(value, undefined, ctx);
}

/**
 * For tests: forget what the isolate learned, as a new isolate would, and (by default) what
 * its data centre learned too, as on a first deploy.
 */
export async function forgetGeneration(scope: 'isolate' | 'data-centre' = 'data-centre'): Promise<void> {
  known = undefined;
  refreshing = undefined;
  if (scope === 'data-centre') await (await dataCentreCache())?.delete(DATA_CENTRE_KEY);
}

/** For tests: what this isolate knows now (undefined: nothing). */
export function knownGeneration(): { value: number; at: number } | undefined {
  return known && { value: known.value, at: known.at };
}
