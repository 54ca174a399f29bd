// One JSON log line per request (docs/operations.md, "Logs"), written when the response has
// ended: a streamed page is logged after its last byte. No query, cookie, IP or user agent.

import type { Context, MiddlewareHandler } from 'hono';
import { isMobilePath } from '../../app/lib/links.ts';
import type { AppEnv, RequestLog } from '../app-env.ts';
import { cacheStatus } from '../content/cache.ts';
import { BUILD_ID } from '../config.ts';
import { round } from '../lib/timings.ts';

/** Error text for the log: no query strings (they may carry what a visitor typed), bounded. */
export function scrubError(message: string): string {
  return message.replace(/\?[^\s"'<>]*/g, '?…').slice(0, 1000);
}

export const accessLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const log: RequestLog = {};
  c.set('log', log);
  await next();
  // DESIGN: every response says what the cache did; those that never touch it, bypass.
  if (!c.res.headers.has('Cache-Status')) c.res.headers.set('Cache-Status', cacheStatus('BYPASS'));
  const body = c.res.body;
  if (body && log.shellMs !== undefined)
    c.res = new Response(
      onEnd(body, (aborted) => emit(logLine(c), aborted), c.executionCtx as unknown as ExecutionContext),
      c.res,
    );
  else emit(logLine(c));
};

/** The log line's fields. */
function logLine(c: Context<AppEnv>): Record<string, unknown> {
  const log = c.get('log');
  const timings = c.get('timings');
  const path = new URL(c.req.url).pathname;
  const page = !path.startsWith('/api/') && path !== '/healthz';
  const storeMs = log.store ? timings?.get(log.store) : undefined;
  const shellStart = log.shellMs !== undefined ? (timings?.endedAt('shell') ?? 0) - log.shellMs : undefined;
  const status = c.res.status;
  return {
    level: status >= 500 || log.error ? 'error' : 'info',
    requestId: c.get('requestId'),
    method: c.req.method,
    path,
    status,
    device: log.device ?? (page ? (isMobilePath(path) ? 'mobile' : 'pc') : undefined),
    cache: log.cache,
    store: storeMs !== undefined ? log.store : undefined,
    storeMs: storeMs !== undefined ? round(storeMs) : undefined,
    shellMs: log.shellMs !== undefined ? round(log.shellMs) : undefined,
    renderMs: shellStart !== undefined ? round(performance.now() - shellStart) : undefined,
    totalMs: timings ? round(timings.elapsed()) : undefined,
    buildId: BUILD_ID,
    error: log.error ? scrubError(log.error) : undefined,
  };
}

function emit(line: Record<string, unknown>, aborted = false): void {
  if (aborted) line.aborted = true;
  // console.error marks the line as an error in Workers Logs ($metadata.level).
  (line.level === 'error' ? console.error : console.log)(JSON.stringify(line));
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
