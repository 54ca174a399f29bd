// The request's content service, counting what the edge cache did for each call: the page's
// Cache-Status and log line report the least fresh of them (architecture.md "Edge cache": every response says).

import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { cacheStatus, type CacheOutcome } from '../content/cache.ts';
import { createContentService, type ContentService } from '../content/service.ts';
import { createGate } from '../limits/gate.ts';
import { workKind } from '../limits/refused.ts';
import { reportBackgroundError } from './access-log.ts';

/** The outcome a page reports: the least fresh of its calls (the read count never counts). */
const PRECEDENCE: CacheOutcome[] = ['STALE-IF-ERROR', 'MISS', 'STALE', 'HIT', 'BYPASS'];

export const contentService: MiddlewareHandler<AppEnv> = async (c, next) => {
  const timings = c.get('timings');
  const counts: Partial<Record<CacheOutcome, number>> = {};
  let cacheMs = 0;
  const gate = createGate(c.env, c.req.raw, workKind(c.req.path));
  c.set('gate', gate);
  const service = createContentService(
    c.env,
    c.get('config'),
    c.executionCtx as unknown as ExecutionContext,
    timings,
    (error, path) => reportBackgroundError(c, error, path),
    c.get('sent'),
    gate,
  );
  const storeMs = () => timings.get(service.kind) ?? 0;
  const tallied: ContentService = {
    ...service,
    async get(url) {
      const t0 = performance.now();
      const store0 = storeMs();
      const result = await service.get(url);
      cacheMs += Math.max(0, performance.now() - t0 - (storeMs() - store0));
      if (!url.startsWith('/api/common/')) counts[result.cache] = (counts[result.cache] ?? 0) + 1;
      return result;
    },
  };
  c.set('content', tallied);
  await next();
  const log = c.get('log');
  log.store = service.kind;
  log.cache ??= PRECEDENCE.find((outcome) => counts[outcome]) ?? 'BYPASS';
  if (cacheMs > 0) timings.add('cache', cacheMs);
  if (!c.res.headers.has('Cache-Status')) c.res.headers.set('Cache-Status', cacheStatus('BYPASS'));
};
