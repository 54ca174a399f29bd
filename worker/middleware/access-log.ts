// What each request leaves behind (architecture.md "Logs and metrics"), once the response has ended (a
// streamed page after its last byte): a data point in Analytics Engine for every request, and
// a JSON line for a person only when there is something to read (an error, a 5xx, a store
// that failed) or for a sampled share. No query, cookie, IP or user agent.

import type { Context, MiddlewareHandler } from 'hono';
import { isMobilePath } from '../../app/lib/links.ts';
import type { AppEnv, RequestLog } from '../app-env.ts';
import { cacheStatus } from '../content/cache.ts';
import { BUILD_ID } from '../config.ts';
import { describeError } from '../lib/errors.ts';
import { writeMetrics, type RequestMetrics } from '../lib/metrics.ts';
import { pageType } from '../lib/page-type.ts';
import { round } from '../lib/timings.ts';
import { Refused } from '../limits/refused.ts';

/** Error text for the log: no query strings (they may carry what a visitor typed), bounded. */
export function scrubError(message: string): string {
  return message.replace(/\?[^\s"'<>]*/g, '?…').slice(0, 1000);
}

export const accessLog: MiddlewareHandler<AppEnv> = async (c, next) => {
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
  if (body && log.shellMs !== undefined)
    c.res = new Response(onEnd(body, done, c.executionCtx as unknown as ExecutionContext), c.res);
  else done();
};

function report(c: Context<AppEnv>, aborted = false): void {
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
function requestFields(c: Context<AppEnv>): RequestMetrics {
  const log = c.get('log');
  const timings = c.get('timings');
  const path = c.req.path;
  const type = pageType(path);
  const page = !['api', 'health', 'seo'].includes(type);
  const storeMs = log.store ? timings?.get(log.store) : undefined;
  const shellStart = log.shellMs !== undefined ? (timings?.endedAt('shell') ?? 0) - log.shellMs : undefined;
  return {
    pageType: type,
    method: c.req.method,
    status: c.res.status,
    device: log.device ?? (page ? (isMobilePath(path) ? 'mobile' : 'pc') : undefined),
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

function emit(line: Record<string, unknown>): void {
  // console.error / console.warn set the line's level in Workers Logs ($metadata.level).
  const write = line.level === 'error' ? console.error : line.level === 'warn' ? console.warn : console.log;
  write(JSON.stringify(line));
}

/**
 * A failure behind a response (a stale answer's revalidation): the request's line is long
 * written, so it gets a line of its own, always.
 */
export function reportBackgroundError(c: Context<AppEnv>, error: unknown, path: string): void {
  // A refresh the limits or the store refused: counted by shed-log.ts, never a line each.
  if (error instanceof Refused) return;
  emit({
    level: 'error',
    event: 'revalidation-failed',
    requestId: c.get('requestId'),
    path,
    buildId: BUILD_ID,
    error: scrubError(describeError(error, 'revalidation failed')),
  });
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
