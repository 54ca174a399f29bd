// The content service: one call in, one sanitised envelope out, from the built-in D1 store
// or the upstream CMS, through the edge cache. Used by /api and by SSR loaders alike.

import { CALLS, parseCallPath, type CallSpec } from '../../app/api/calls.ts';
import { envelopeCode } from '../../app/api/decode.ts';
import type { Envelope } from '../../app/api/types.ts';
import type { WorkerConfig } from '../config.ts';
import type { Env } from '../env.ts';
import type { Timings } from '../lib/timings.ts';
import { withEdgeCache, type CacheCodec, type CacheOutcome, type CacheTier } from './cache.ts';
import { createD1Store } from './d1/index.ts';
import { currentGeneration } from './generation.ts';
import { memoryTier } from './memory-tier.ts';
import { sanitizeEnvelope } from './sanitize.ts';
import { notFound, type ContentStore } from './store.ts';
import { createUpstreamStore } from './upstream.ts';

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
  /** The content generation (0 in upstream mode), part of every cache key. */
  generation(): Promise<number>;
  /** The request's D1 session (Sessions API), null in upstream mode: /healthz reads through it too. */
  db(): Promise<D1DatabaseSession | D1Database | null>;
  /** Asks the store itself, never the cache (for /healthz). */
  ping(): Promise<void>;
  /** Answers one API URL; throws only when the store failed and nothing was cached. */
  get(url: string): Promise<ContentResult>;
}

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
};

export function createContentService(
  env: Env,
  config: WorkerConfig,
  ctx: ExecutionContext,
  timings: Timings,
): ContentService {
  const d1 = config.apiBase ? null : env.DB;
  // The generation is read from the primary; this request's content reads start at that
  // read's bookmark, so a lagging replica can never answer older content under its key.
  let state:
    | Promise<{ generation: number; db: D1DatabaseSession | D1Database | null; store: ContentStore }>
    | undefined;
  const open = () =>
    (state ??= (async () => {
      if (!d1)
        return { generation: 0, db: null, store: createUpstreamStore(config.apiBase!, config.upstreamTimeoutMs) };
      const { value, bookmark } = await currentGeneration(d1);
      const db = d1.withSession ? d1.withSession(bookmark ?? 'first-unconstrained') : d1;
      return { generation: value, db, store: createD1Store(db) };
    })());
  memoryTier.resize(config.memoryCacheBytes);

  return {
    kind: d1 ? 'd1' : 'upstream',
    generation: async () => (await open()).generation,
    db: async () => (await open()).db,
    ping: async () => (await open()).store.ping(),
    async get(url: string): Promise<ContentResult> {
      const parsed = new URL(url, 'http://content.invalid');
      const call = parseCallPath(parsed.pathname);
      if (!call) return { status: 404, body: notFound(), cache: 'BYPASS', ttl: 0 };
      const { generation, store } = await open();
      const query = normaliseQuery(call.spec, parsed.searchParams);
      const load = () =>
        timings.time(store.kind, async () => sanitizeEnvelope(call.name, await store.handle(call, query)));
      if (!CALLS[call.name].cached) return { status: 200, body: await load(), cache: 'BYPASS', ttl: 0 };
      const result = await withEdgeCache({
        key: `${parsed.pathname}?${query.toString()}`,
        generation,
        window: config.apiCache,
        ctx,
        codec: envelopeCodec,
        memory: config.memoryCacheBytes > 0 ? memoryTier : null,
        // An answer of code 5xx is a failure: stale content wins over it, and it is not stored.
        load: async () => {
          const body = await load();
          return envelopeCode(body) >= 500 ? { ok: false, failure: body } : { ok: true, value: body };
        },
      });
      if (result.ok)
        return { status: 200, body: result.value, cache: result.outcome, tier: result.tier, ttl: result.ttl };
      if (result.failure) return { status: 200, body: result.failure, cache: 'BYPASS', ttl: 0 };
      throw result.error;
    },
  };
}

/** Only the call's own parameters, sorted: the cache key and the store see the same query. */
export function normaliseQuery(spec: CallSpec, search: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const name of [...spec.params].sort()) {
    const value = search.get(name);
    if (value !== null && value !== '') out.set(name, value);
  }
  return out;
}
