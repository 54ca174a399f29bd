// The content generation: bumped by every import, part of every cache key, so that an
// import makes old entries unreachable (the Cache API cannot be purged from a CLI). Upstream
// mode keeps its own in the same table, bumped by the CMS's change notifications (decision 0124).
// architecture.md "Where it really runs": a hit never waits on the store, so the value a
// request uses is the one this isolate last learned (or, for a cold isolate, its data
// centre's, from a small Cache API entry), refreshed from the primary behind the response.
// Per scope (decision 0140): a platform site's key prefix and serving database ('' in a
// single-site deployment, whose entries keep their names), so one site's import or switch
// moves its own generation alone.

import { type Schedule, scheduleOf, scheduleStatement } from './release-schedule.ts';
import { dataCentreCache, within } from '../lib/store-state-cache.ts';

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

/** The content generation and the schedule around `now`, in one batch (one round trip to the primary). */
async function readGenerationAndSchedule(
  db: Pick<D1Database, 'prepare' | 'batch'>,
  now: number,
): Promise<[number, Schedule]> {
  const [generation, schedule] = await db.batch<Record<string, unknown>>([
    db.prepare(GENERATION_SQL),
    scheduleStatement(db, now),
  ]);
  return [
    Number(generation?.results[0]?.value ?? 0),
    scheduleOf(schedule?.results[0] as Parameters<typeof scheduleOf>[0]),
  ];
}

/**
 * How long a learned generation is trusted before a request refreshes it behind its
 * response. The bound README states: a node with traffic shows an import within this plus
 * one store round trip; a quiet node answers one request with the previous generation.
 */
export const GENERATION_TTL_MS = 5000;

/** Where a data centre keeps its last-known generation (one Cache API entry per scope and source, any isolate's). */
const dataCentreKey = (source: GenerationSource, scope: string) =>
  `https://edge-cache.internal/${scope}${source === 'content' ? 'content' : 'upstream'}-generation`;
/** The entry outlives any quiet spell; its age only decides whether to refresh. */
const DATA_CENTRE_MAX_AGE_S = 7 * 86_400;

interface Known {
  value: number;
  /** When the primary last confirmed it (ms): decides when to refresh. */
  at: number;
  /** The release times around the moment the primary was last asked (decision 0122; content only). */
  schedule?: Schedule;
}

/** The isolate's generation per source: the store's state, not a request's, so shared on purpose. */
interface Learned {
  known?: Known;
  refreshing?: Promise<void>;
}
const scopes = new Map<string, Record<GenerationSource, Learned>>();

/** The scope's learned values (a new scope starts knowing nothing). */
function sourcesOf(scope: string): Record<GenerationSource, Learned> {
  let sources = scopes.get(scope);
  if (!sources) {
    sources = { content: {}, upstream: {} };
    scopes.set(scope, sources);
  }
  return sources;
}
/** Every scope this isolate has seen, for the tests' forgetting. */
const seenScopes = new Set<string>(['']);

async function readDataCentre(source: GenerationSource, scope: string): Promise<Known | undefined> {
  const hit = await (await dataCentreCache())?.match(dataCentreKey(source, scope));
  if (!hit) return undefined;
  const entry = (await hit.json().catch(() => null)) as Partial<Known> | null;
  if (typeof entry?.value !== 'number' || typeof entry.at !== 'number') return undefined;
  const schedule = entry.schedule && typeof entry.schedule === 'object' ? { schedule: entry.schedule } : {};
  return { value: entry.value, at: entry.at, ...schedule };
}

async function writeDataCentre(source: GenerationSource, scope: string, entry: Known): Promise<void> {
  const response = Response.json(entry, { headers: { 'Cache-Control': `max-age=${DATA_CENTRE_MAX_AGE_S}` } });
  await (await dataCentreCache())?.put(dataCentreKey(source, scope), response);
}

/**
 * Takes a value learned from the store. The primary's (`at` given) is the truth, even when
 * lower (a database restored to an earlier point); a replica's only ever raises the value,
 * since a lagging one reports an older generation.
 */
function learn(
  value: number,
  at: number | undefined,
  ctx: ExecutionContext,
  source: GenerationSource,
  scope: string,
  heard?: Schedule,
): void {
  const learned = sourcesOf(scope)[source];
  const before = learned.known;
  if (at === undefined && before && value <= before.value) return;
  const schedule = heard ?? before?.schedule;
  const known = { value, at: at ?? before?.at ?? 0, ...(schedule ? { schedule } : {}) };
  learned.known = known;
  if (!before || value !== before.value || (at !== undefined && at > before.at))
    ctx.waitUntil(writeDataCentre(source, scope, known).catch(() => undefined));
}

/** A store that never answers must not hold the isolate's one refresh forever. */
const REFRESH_TIMEOUT_MS = 3000;

/** One refresh from the primary at a time per isolate, always behind a response. */
function refreshBehind(
  db: D1Database,
  ctx: ExecutionContext,
  now: number,
  source: GenerationSource,
  scope: string,
): void {
  const learned = sourcesOf(scope)[source];
  if (learned.refreshing) return;
  const refreshing = (async () => {
    try {
      const primary = db.withSession ? db.withSession('first-primary') : db;
      if (source === 'content') {
        const [value, schedule] = await within(readGenerationAndSchedule(primary, now), REFRESH_TIMEOUT_MS);
        learn(value, now, ctx, source, scope, schedule);
      } else learn(await within(readGeneration(primary, source), REFRESH_TIMEOUT_MS), now, ctx, source, scope);
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
  scope = '',
): Promise<number | undefined> {
  seenScopes.add(scope);
  const learned = sourcesOf(scope)[source];
  if (!learned.known) {
    const entry = await readDataCentre(source, scope).catch(() => undefined);
    if (entry && !learned.known) learned.known = entry;
  }
  const known = learned.known;
  if (!known || now - known.at >= GENERATION_TTL_MS) refreshBehind(db, ctx, now, source, scope);
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
  scope = '',
): Promise<number> {
  const value = await requestGeneration(db, ctx, now, 'upstream', scope);
  if (value !== undefined) return value;
  const upstream = sourcesOf(scope).upstream;
  await upstream.refreshing;
  // D1 could not say (not migrated, failing): 0 for now, asked again behind a response in 5 s.
  upstream.known ??= { value: 0, at: now };
  return upstream.known.value;
}

/** The release times this isolate knows of (decision 0122), after requestGeneration; undefined: none known. */
export function knownSchedule(scope = ''): Schedule | undefined {
  return sourcesOf(scope).content.known?.schedule;
}

/** A generation a content read observed (d1/observed.ts): raises the isolate's value. */
export function observedGeneration(value: number, ctx: ExecutionContext, scope = ''): void {
  learn(value, undefined, ctx, 'content', scope);
}

/** The upstream generation a change notification just wrote to the primary: this isolate shows it at once. */
export function notifiedGeneration(value: number, ctx: ExecutionContext, now = Date.now(), scope = ''): void {
  learn(value, now, ctx, 'upstream', scope);
}

/**
 * For tests: forget what the isolate learned, as a new isolate would, and (by default) what
 * its data centre learned too, as on a first deploy. `only`: the scopes starting with it alone
 * (one platform site's, `<site>/`), as a publish to that site leaves the others as they were.
 */
export async function forgetGeneration(scope: 'isolate' | 'data-centre' = 'data-centre', only?: string): Promise<void> {
  const forgotten = [...seenScopes].filter((seen) => only === undefined || seen.startsWith(only));
  for (const seen of only === undefined ? [...scopes.keys()] : forgotten) scopes.delete(seen);
  if (scope !== 'data-centre') return;
  for (const seen of forgotten)
    for (const source of ['content', 'upstream'] as const)
      await (await dataCentreCache())?.delete(dataCentreKey(source, seen));
}

/** For tests: what this isolate knows now (undefined: nothing). */
export function knownGeneration(
  source: GenerationSource = 'content',
  scope = '',
): { value: number; at: number } | undefined {
  const known = sourcesOf(scope)[source].known;
  return known && { value: known.value, at: known.at };
}
