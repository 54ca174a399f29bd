// The request's content service, counting what the edge cache did for each call: the page's
// Cache-Status and log line report the least fresh of them (architecture.md "Edge cache": every response says).

import { createMiddleware } from 'hono/factory';
import { cacheStatus } from '../cache/cache-status.ts';
import type { CacheOutcome } from '../cache/edge-cache.ts';
import type { ContentService } from '../content/content-service.ts';
import { createContentService } from '../content/service.ts';
import type { Env } from '../env.ts';
import { reportBackgroundError } from '../lib/request-log.ts';
import { createGate, type Gate } from '../limits/gate.ts';
import { workKind } from '../limits/refused.ts';
import { servingSite } from '../sites/serving-database.ts';
import { configErrorPage } from '../ssr/static-pages.ts';
import type { AccessLogVariables } from './access-log.ts';
import type { ConfigurationVariables } from './configuration.ts';
import type { RequestIdVariables } from './request-id.ts';
import type { ServerTimingVariables } from './server-timing.ts';
import type { SiteVariables } from './site.ts';

export type ContentServiceVariables = {
  /** The content service, counting what the edge cache did for each call. */
  content: ContentService;
  /** The request's one count against the limits, asked when it would reach the store. */
  gate: Gate;
};

/** The outcome a page reports: the least fresh of its calls (the read count never counts). */
const PRECEDENCE: CacheOutcome[] = ['STALE-IF-ERROR', 'MISS', 'STALE', 'HIT', 'BYPASS'];

export const contentService = createMiddleware<{
  Bindings: Env;
  Variables: ContentServiceVariables &
    AccessLogVariables &
    RequestIdVariables &
    ServerTimingVariables &
    ConfigurationVariables &
    SiteVariables;
}>(async (c, next) => {
  const ctx = c.executionCtx as unknown as ExecutionContext;
  // A platform site's serving database (one of its two: sites/serving-database.ts), for
  // everything after this: the content, /healthz, the change notifications, the read counts.
  const site = await servingSite(c.get('site'), ctx);
  c.set('site', site);
  // The built-in content service needs the site's D1 binding (DB, or the pair a platform names).
  if (!c.get('config').apiBase && !site.db)
    return configErrorPage([
      `${site.dbName} (the D1 binding of ${site.name ? `the site ${site.name}` : 'the site'}) is missing: bind it, or set API_BASE`,
    ]);
  const timings = c.get('timings');
  const counts: Partial<Record<CacheOutcome, number>> = {};
  let cacheMs = 0;
  const gate = createGate(c.env, c.req.raw, workKind(c.req.path), site.keyPrefix);
  c.set('gate', gate);
  // A search's cache outcome, store and cache times would tell a stranger whether someone
  // searched those words: its Server-Timing names the total alone (architecture.md "Edge cache").
  if (gate.kind === 'search') timings.showOnly('total');
  const service = createContentService(
    c.env,
    site,
    c.get('config'),
    ctx,
    timings,
    (error, path) => reportBackgroundError(c.get('requestId'), error, path),
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
});
