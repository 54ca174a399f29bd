// What each request leaves behind (architecture.md "Logs and metrics"), once the response has ended (a
// streamed page after its last byte): a data point in Analytics Engine for every request, and
// a JSON line for a person only when there is something to read (an error, a 5xx, a store
// that failed) or for a sampled share. No query, cookie, IP or user agent.

import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isMobilePath } from '../../app/lib/links.ts';
import { toHansPath } from '../../app/lib/variant.ts';
import { cacheStatus } from '../cache/cache-status.ts';
import { BUILD_ID } from '../config/worker-config.ts';
import type { Env } from '../env.ts';
import { writeMetrics, type RequestMetrics } from '../lib/metrics.ts';
import { isPageType, pageType } from '../lib/page-type.ts';
import { emit, scrubError, type RequestLog } from '../lib/request-log.ts';
import { round } from '../lib/timings.ts';
import type { ConfigurationVariables } from './configuration.ts';
import type { RequestIdVariables } from './request-id.ts';
import type { ServerTimingVariables } from './server-timing.ts';
import type { SiteVariables } from './site.ts';

export type AccessLogVariables = {
  /** The request's log record, for every later middleware and handler to fill. */
  log: RequestLog;
  /** Settles once the response has ended (its last byte, or the client left). */
  sent: Promise<void>;
};

/** The access log runs first: what later middleware set may be missing when they failed or answered first. */
type AccessLogEnv = {
  Bindings: Env;
  Variables: AccessLogVariables &
    Partial<RequestIdVariables & ServerTimingVariables & ConfigurationVariables & SiteVariables>;
};

export const accessLog = createMiddleware<AccessLogEnv>(async (c, next) => {
  const log: RequestLog = {};
  c.set('log', log);
  // Work that need not come before the response (the content answers' cache writes) waits
  // for its end, so that a render does not share the isolate with it.
  let ended = () => {};
  c.set('sent', new Promise<void>((resolve) => (ended = resolve)));
  try {
    await next();
  } catch (error) {
    ended();
    throw error;
  }
  // architecture.md "Edge cache": every response says what the cache did; those that never touch it, bypass.
  if (!c.res.headers.has('Cache-Status')) c.res.headers.set('Cache-Status', cacheStatus('BYPASS'));
  const body = c.res.body;
  const done = (aborted = false) => {
    try {
      report(c, aborted);
    } finally {
      ended();
    }
  };
  if (body && log.streamed)
    c.res = new Response(onEnd(body, done, c.executionCtx as unknown as ExecutionContext), c.res);
  else done();
});

function report(c: Context<AccessLogEnv>, aborted = false): void {
  const fields = requestFields(c);
  writeMetrics(c.env?.METRICS, fields);
  const log = c.get('log');
  // A refused request (a limit, an overloaded store) has its own rare warning line
  // (worker/limits/shed-log.ts): a flood of them must not become a flood of lines.
  const refused = log.shed !== undefined;
  const error = !refused && (fields.status >= 500 || log.error !== undefined);
  // A store that failed behind a stale answer is for a person too: the visitor saw nothing wrong.
  const storeFailed = !refused && log.cache === 'STALE-IF-ERROR';
  const rate = c.get('config')?.logSampleRate ?? 1;
  if (refused || (!error && !storeFailed && !aborted && !(rate > 0 && Math.random() < rate))) return;
  emit({
    level: error ? 'error' : storeFailed ? 'warn' : 'info',
    requestId: c.get('requestId'),
    path: c.req.path,
    ...fields,
    error: log.error ? scrubError(log.error) : undefined,
    aborted: aborted || undefined,
    sampled: !error && !storeFailed && !aborted ? true : undefined,
  });
}

/** The request's numbers and categories: the data point's fields, and the log line's. */
function requestFields(c: Context<AccessLogEnv>): RequestMetrics {
  const log = c.get('log');
  const timings = c.get('timings');
  const path = c.req.path;
  const type = pageType(path);
  const page = isPageType(type);
  const storeMs = log.store ? timings?.get(log.store) : undefined;
  const shellStart = log.shellMs !== undefined ? (timings?.endedAt('shell') ?? 0) - log.shellMs : undefined;
  return {
    pageType: type,
    method: c.req.method,
    status: c.res.status,
    device: log.device ?? (page ? (isMobilePath(toHansPath(path)) ? 'mobile' : 'pc') : undefined),
    cache: log.cache,
    tier: log.tier,
    store: storeMs !== undefined ? log.store : undefined,
    storeMs: storeMs !== undefined ? round(storeMs) : undefined,
    shellMs: log.shellMs !== undefined ? round(log.shellMs) : undefined,
    renderMs: shellStart !== undefined ? round(performance.now() - shellStart) : undefined,
    totalMs: timings ? round(timings.elapsed()) : undefined,
    buildId: BUILD_ID,
    ...(log.shed && shedOrigin(c.req.raw)),
    shedKind: log.shed?.kind,
    shedReason: log.shed?.reason,
    alert: log.alert,
    // A platform's site, in the data point and the line; a single-site deployment's have none.
    site: c.get('site')?.name || undefined,
  };
}

/** A refused request's country and network (ASN), for a WAF rule against one network. */
function shedOrigin(request: Request): { country?: string; asn?: string } {
  const cf = (request as { cf?: { country?: unknown; asn?: unknown } }).cf;
  return {
    country: typeof cf?.country === 'string' ? cf.country : undefined,
    asn: cf?.asn !== undefined ? String(cf.asn) : undefined,
  };
}

/**
 * The same bytes, with a callback once the stream has ended or the client went away. The
 * runtime drives the pipe, with no wrapper of ours per chunk (a pull-based one cost ~0.1 ms
 * per page, docs/performance.md "Render profile"); the pipe's outcome is the callback's.
 */
function onEnd(
  body: ReadableStream<Uint8Array>,
  done: (aborted: boolean) => void,
  ctx: ExecutionContext,
): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  ctx.waitUntil(
    body.pipeTo(writable).then(
      () => done(false),
      () => done(true),
    ),
  );
  return readable;
}
