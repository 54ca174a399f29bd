// The content service: one call in, one sanitised envelope out (the facts its texts refer to
// filled in), from the built-in D1 store or the upstream CMS, through the edge cache. Used by
// /api and by SSR loaders alike.

import { CALLS } from '../../app/api/calls.ts';
import { envelopeCode } from '../../app/api/decode.ts';
import type { Envelope } from '../../app/api/types.ts';
import type { WorkerConfig } from '../config/worker-config.ts';
import type { Env } from '../env.ts';
import { generationScope, type HostedSite } from '../sites/hosted-site.ts';
import type { Timings } from '../lib/timings.ts';
import type { Gate } from '../limits/gate.ts';
import { Refused } from '../limits/refused.ts';
import { guardStore } from '../limits/store-guard.ts';
import { withEdgeCache, type CacheCodec } from '../cache/edge-cache.ts';
import { coalescingDb } from './d1/batched-reads.ts';
import { createD1Store } from './d1/index.ts';
import { observingDb } from './d1/observed.ts';
import type { Db } from './d1/query.ts';
import { knownSchedule, observedGeneration, requestGeneration, requestUpstreamGeneration } from './generation.ts';
import { memoryTier } from '../cache/memory-tier.ts';
import { parseRequest } from './call-request.ts';
import { primaryReads } from './primary-reads.ts';
import { factLookup, fillFacts, mentionsFacts } from './fact-values.ts';
import { sanitizeEnvelope } from './sanitize.ts';
import type { ContentResult, ContentService } from './content-service.ts';
import { badRequest, notFound, page, type ContentStore } from './store.ts';
import { createUpstreamStore } from './upstream.ts';
import { upstreamAuthHeader } from './upstream-auth.ts';
import { upstreamMediaUrl } from './upstream-media-urls.ts';

/** Envelopes held once as objects (shared read-only by the isolate's requests) and once as JSON. */
const envelopeCodec: CacheCodec<Envelope, { value: Envelope; json: string }> = {
  hold(value) {
    const json = JSON.stringify(value);
    return { now: value, held: Promise.resolve({ held: { value, json }, size: json.length * 2 }) };
  },
  serve: (held) => held.value,
  toResponse: (held) => new Response(held.json, { headers: { 'Content-Type': 'application/json' } }),
  async fromResponse(response) {
    const json = await response.text();
    return { held: { value: JSON.parse(json) as Envelope, json }, size: json.length * 2 };
  },
  // A remembered miss (an unknown id's code 404) is kept by the Cache API alone.
  inMemory: (held) => envelopeCode(held.value) === 200,
};

export function createContentService(
  env: Env,
  /** The request's site, its serving database chosen (sites/serving-database.ts). */
  site: HostedSite,
  config: WorkerConfig,
  ctx: ExecutionContext,
  timings: Timings,
  /** Hears what fails behind a response (a revalidation), for the log. */
  onBackgroundError?: (error: unknown, path: string) => void,
  /** The response's end: fresh answers are written to the edge cache after it. */
  storeAfter?: Promise<unknown>,
  /** Asked before the store is (a cache miss): the request's limits (worker/limits/gate.ts). */
  gate?: Gate,
): ContentService {
  // The site's database: D1 mode's content, upstream mode's generation and tombstones.
  const siteDb = site.db;
  const d1 = config.apiBase ? null : (siteDb ?? null);
  const scope = generationScope(site);
  // Content reads may go to the nearest replica: each read carries its own generation
  // (d1/observed.ts), so nothing waits on the primary before it. The session opens on the
  // first read: a cache hit needs none.
  let opened: D1DatabaseSession | D1Database | undefined;
  const session = (): D1DatabaseSession | D1Database => {
    const db = d1 as D1Database;
    opened ??= db.withSession ? db.withSession('first-unconstrained') : db;
    return opened;
  };
  /** The session's reads started within one task, as one batch (d1/batched-reads.ts). */
  let together: Db | undefined;
  const batched = (): Db => {
    together ??= coalescingDb(session());
    return together;
  };
  const upstream = d1
    ? null
    : createUpstreamStore(config.apiBase!, config.upstreamTimeoutMs, fetch, undefined, {
        authHeader: upstreamAuthHeader(env),
        mediaUrl: upstreamMediaUrl(config),
      });
  const answered = new Set<number>();
  const heard = (generation: number) => {
    answered.add(generation);
    observedGeneration(generation, ctx, scope);
  };
  /** A store for one call, reporting the generations its reads saw into `seen`. */
  const storeFor = (seen: Set<number>): ContentStore =>
    upstream ??
    createD1Store(
      observingDb(batched(), (generation) => {
        seen.add(generation);
        heard(generation);
      }),
      undefined,
      site.keyPrefix,
    );
  let lookup: Promise<number | undefined> | undefined;
  let factsAnswer: Promise<ContentResult> | undefined;
  let readAhead = false;
  // Upstream mode's generation is the one the CMS's notifications bump, kept in the same D1
  // (decision 0124); without a DB binding it stays 0 and the cache windows alone bound a change.
  const generation = () =>
    (lookup ??= d1
      ? requestGeneration(d1, ctx, undefined, 'content', scope)
      : siteDb
        ? requestUpstreamGeneration(siteDb, ctx, undefined, scope)
        : Promise.resolve(0));
  memoryTier.resize(config.memoryCacheBytes);

  return {
    kind: d1 ? 'd1' : 'upstream',
    generation,
    answeredGeneration: () => (answered.size > 1 ? null : answered.values().next().value),
    schedule,
    db: async () => (d1 ? session() : null),
    ping: async () => storeFor(new Set()).ping(),
    readAhead: () => {
      readAhead = true;
    },
    get,
    ...primaryReads({ d1, siteDb, upstream, gate, timings, config, observed: () => observingDb(batched(), heard) }),
  };

  function schedule(): { until?: number; since?: number } {
    const known = d1 ? knownSchedule(scope) : undefined;
    if (!known) return {};
    return {
      ...(known.next === null ? {} : { until: known.next }),
      ...(known.latest === null ? {} : { since: known.latest }),
    };
  }

  /**
   * The first page's answer, for a later page's total. In D1 mode, when the cache does not hold
   * it, undefined as soon as its load starts: the later page's read goes out beside it (one
   * round trip), its query guarded past the end (d1/query.ts). A CMS guards nothing: there the
   * later page waits for the total, and a page past the end never reaches it (decision 0085).
   */
  function firstPageAnswer(url: string): Promise<ContentResult | undefined> {
    if (upstream) return get(url);
    return new Promise((resolve) => {
      const first = get(url, () => resolve(undefined));
      ctx.waitUntil(first.then(resolve, () => resolve(undefined)));
    });
  }

  /**
   * listFact's answer, asked once per request: by the root loader, and beside every store read
   * whose answer may refer to a fact, so that it joins that read's batch (one round trip) rather
   * than following it. Its failure fails only an answer that refers to a fact.
   */
  function facts(): Promise<ContentResult> {
    if (!factsAnswer) {
      factsAnswer = answer(CALLS.listFact.path);
      factsAnswer.catch(() => {});
    }
    return factsAnswer;
  }

  /** The answer with the facts its texts refer to filled in (fact-values.ts). */
  async function withFacts(body: Envelope, known: Promise<ContentResult> | null): Promise<Envelope> {
    if (!known || !mentionsFacts(body)) return body;
    return fillFacts(body, factLookup((await known).body));
  }

  function get(url: string, loading?: () => void): Promise<ContentResult> {
    return url === CALLS.listFact.path ? facts() : answer(url, loading);
  }

  /** `loading`: hears that the answer is read from the store for the caller (not behind a stale one). */
  async function answer(url: string, loading?: () => void): Promise<ContentResult> {
    const request = parseRequest(url);
    if (!request) return { status: 404, body: notFound(), cache: 'BYPASS', ttl: 0 };
    // A keyword the store would refuse is refused here, before any limit or query.
    if (request.tooLong) return { status: 200, body: badRequest(), cache: 'BYPASS', ttl: 0 };
    const { call, key, pathname } = request;
    // A page past the last is told from the first page's total when the cache holds it,
    // without the store; otherwise the store's guarded query tells it.
    if (request.firstPage) {
      const first = await firstPageAnswer(request.firstPage.url);
      const total = (first?.body as { code?: number; total?: unknown } | undefined)?.total;
      if (first && envelopeCode(first.body) === 200 && typeof total === 'number' && request.firstPage.offset >= total)
        return { status: 200, body: page([], total), cache: first.cache, tier: first.tier, ttl: first.ttl };
    }
    /** The store's answer, sanitised, with the one generation its reads saw (null: several). */
    const load = async (background = false) => {
      if (!background) loading?.();
      await gate?.admit(background);
      const seen = new Set<number>();
      const store = storeFor(seen);
      const known = call.name === 'listFact' || call.name === 'getReadCount' ? null : facts();
      const query = new URLSearchParams(request.query);
      const bound = upstream ? config.upstreamTimeoutMs + 1000 : config.storeTimeoutMs;
      const body = await timings
        .time(store.kind, async () => sanitizeEnvelope(call.name, await guardStore(store.handle(call, query), bound)))
        .catch((error: unknown) => {
          if (error instanceof Refused) gate?.note(error);
          throw error;
        });
      return {
        body: await withFacts(body, known),
        generation: seen.size > 1 ? null : seen.values().next().value,
      };
    };
    if (!CALLS[call.name].cached) return { status: 200, body: (await load()).body, cache: 'BYPASS', ttl: 0 };
    const lookedUp = await generation();
    const result = await withEdgeCache({
      key,
      // The generation's scope: on a platform it names the serving database, as the generation does.
      prefix: scope,
      generation: lookedUp,
      window: config.apiCache,
      ctx,
      codec: envelopeCodec,
      memory: config.memoryCacheBytes > 0 ? memoryTier : null,
      readAhead,
      storeAfter,
      ...schedule(),
      // An answer of code 5xx is a failure: stale content wins over it, and it is not stored.
      load: async (background) => {
        const { body, generation } = await load(background);
        return envelopeCode(body) >= 500 ? { ok: false, failure: body } : { ok: true, value: body, generation };
      },
      onRevalidationError: (error) => onBackgroundError?.(error, pathname),
    });
    // An answer from the cache belongs to the generation it was looked up under.
    if (result.ok && result.outcome !== 'MISS' && result.outcome !== 'BYPASS' && lookedUp !== undefined)
      answered.add(lookedUp);
    if (result.ok)
      return { status: 200, body: result.value, cache: result.outcome, tier: result.tier, ttl: result.ttl };
    if (result.failure) return { status: 200, body: result.failure, cache: 'BYPASS', ttl: 0 };
    throw result.error;
  }
}
