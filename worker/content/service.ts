// The content service: one call in, one sanitised envelope out, from the built-in D1 store
// or the upstream CMS, through the edge cache. Used by /api and by SSR loaders alike.

import { CALLS, parseCallPath, type CallSpec } from '../../app/api/calls.ts';
import type { Envelope } from '../../app/api/types.ts';
import type { WorkerConfig } from '../config.ts';
import type { Env } from '../env.ts';
import { envelopeCode } from '../../app/api/decode.ts';
import { withEdgeCache, type CacheOutcome } from './cache.ts';
import { createD1Store } from './d1/index.ts';
import { sanitizeEnvelope } from './sanitize.ts';
import type { ContentStore } from './store.ts';
import { createUpstreamStore } from './upstream.ts';
import { currentGeneration as readCurrentGeneration } from './generation.ts';
import type { Timings } from '../lib/timings.ts';

export interface ContentResult {
  /** HTTP status for /api: 200 for every envelope (RuoYi style), 404 for a path that is no call. */
  status: number;
  body: Envelope;
  cache: CacheOutcome;
  ttl: number;
}

export interface ContentService {
  store: ContentStore;
  /** The content generation (0 in upstream mode), part of every cache key. */
  generation(): Promise<number>;
  /** The request's D1 session (Sessions API), null in upstream mode: /healthz reads through it too. */
  db: D1DatabaseSession | D1Database | null;
  get(url: string): Promise<ContentResult>;
}

/** Calls that are never cached (API.md: getReadCount counts every GET). */
const UNCACHED = new Set<CallSpec['name']>(['getReadCount']);

export function createContentService(env: Env, config: WorkerConfig, ctx: ExecutionContext, timings: Timings): ContentService {
  // One session per request: every read, the generation included, may go to a nearby replica.
  const db = config.apiBase ? null : env.DB.withSession ? env.DB.withSession('first-unconstrained') : env.DB;
  const store: ContentStore = db ? createD1Store(db) : createUpstreamStore(config.apiBase!, config.upstreamTimeoutMs);
  let generation: Promise<number> | undefined;
  const currentGeneration = () => (generation ??= db ? readCurrentGeneration(db) : Promise.resolve(0));

  return {
    store,
    db,
    generation: currentGeneration,
    async get(url: string): Promise<ContentResult> {
      const parsed = new URL(url, 'http://content.invalid');
      const call = parseCallPath(parsed.pathname);
      if (!call) return { status: 404, body: { code: 404, msg: '访问资源不存在' }, cache: 'BYPASS', ttl: 0 };
      const query = normaliseQuery(call.spec, parsed.searchParams);
      const load = () => timings.time(store.kind, async () => sanitizeEnvelope(call.spec.name, await store.handle(call, query)));
      if (UNCACHED.has(call.spec.name)) return { status: 200, body: await load(), cache: 'BYPASS', ttl: 0 };
      // An answer of code 5xx is a failure: stale content wins over it, and it is not stored.
      let failure: Envelope | undefined;
      const result = await withEdgeCache({
        key: `${parsed.pathname}?${query.toString()}`,
        generation: await currentGeneration(),
        window: config.apiCache,
        ctx,
        load: async () => {
          const body = await load();
          if (envelopeCode(body) >= 500) {
            failure = body;
            return null;
          }
          return Response.json(body);
        },
      }).catch((error: unknown) => {
        if (failure) return null;
        throw error;
      });
      if (!result) return { status: 200, body: failure!, cache: 'BYPASS', ttl: 0 };
      return { status: 200, body: (await result.response.json()) as Envelope, cache: result.outcome, ttl: result.ttl };
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

