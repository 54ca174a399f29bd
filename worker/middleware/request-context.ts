// Per request: an id (echoed when sane, generated otherwise), the validated configuration
// (a bad one answers a complete 500 page naming the var), the content service, a CSP nonce,
// Server-Timing on every response, and one JSON log line when the response has ended.

import type { Context, MiddlewareHandler } from 'hono';
import { isMobilePath } from '../../app/lib/links.ts';
import type { AppEnv, RequestLog } from '../app-env.ts';
import { BUILD_ID, ConfigError, readConfig } from '../config.ts';
import { cacheStatus, type CacheOutcome } from '../content/cache.ts';
import { createContentService, type ContentService } from '../content/service.ts';
import { round, Timings } from '../lib/timings.ts';
import { configErrorPage } from '../ssr/static-pages.ts';
import { securityHeaders } from './security-headers.ts';

/** Ids from a load balancer or a client are kept only when they are plainly ids. */
const REQUEST_ID = /^[\w.:-]{8,64}$/;

export function requestIdFrom(incoming: string | undefined): string {
  return incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Cache outcomes of the calls behind one response, and the time spent outside the store. */
interface CacheTally {
  counts: Partial<Record<CacheOutcome, number>>;
  ms: number;
}

/** The outcome a page reports: the least fresh of its calls (the read count never counts). */
const PRECEDENCE: CacheOutcome[] = ['STALE-IF-ERROR', 'MISS', 'STALE', 'HIT', 'BYPASS'];

function summary(tally: CacheTally): CacheOutcome {
  return PRECEDENCE.find((outcome) => tally.counts[outcome]) ?? 'BYPASS';
}

/** The content service, counting what the edge cache did for each call. */
function tallied(service: ContentService, tally: CacheTally, timings: Timings): ContentService {
  const storeMs = () => timings.get(service.store.kind) ?? 0;
  return {
    ...service,
    async get(url) {
      const t0 = performance.now();
      const store0 = storeMs();
      const result = await service.get(url);
      tally.ms += Math.max(0, performance.now() - t0 - (storeMs() - store0));
      if (!url.startsWith('/api/common/')) tally.counts[result.cache] = (tally.counts[result.cache] ?? 0) + 1;
      return result;
    },
  };
}

/** Error text for the log: no query strings (they may carry what a visitor typed), bounded. */
export function scrubError(message: string): string {
  return message.replace(/\?[^\s"'<>]*/g, '?…').slice(0, 1000);
}

export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  const requestId = requestIdFrom(c.req.header('X-Request-Id'));
  const timings = new Timings();
  const log: RequestLog = {};
  const tally: CacheTally = { counts: {}, ms: 0 };
  c.set('requestId', requestId);
  c.set('timings', timings);
  c.set('log', log);
  c.set('nonce', newNonce());

  let store: ContentService['store']['kind'] | undefined;
  try {
    const config = readConfig(c.env);
    const content = createContentService(c.env, config, c.executionCtx as unknown as ExecutionContext, timings);
    store = content.store.kind;
    c.set('config', config);
    c.set('content', tallied(content, tally, timings));
  } catch (error) {
    // Validated before any handler runs, so the site never half-renders on a bad var; any
    // other failure here is still answered, and logged, like a handler's.
    log.error = error instanceof Error ? `${error.name}: ${error.message}` : 'request setup failed';
    const page = error instanceof ConfigError ? configErrorPage(error.problems) : plainError();
    await securityHeaders(c, async () => {
      c.res = page;
    });
  }
  if (store) await next();

  log.cache ??= summary(tally);
  if (c.req.method === 'HEAD' && c.res.body) {
    // Hono drops a HEAD body unread: stop React rendering it.
    await c.res.body.cancel().catch(() => undefined);
    c.res = new Response(null, c.res);
  }
  const headers = writable(c);
  headers.set('X-Request-Id', requestId);
  // DESIGN: every response says what the cache did; those that never touch it, bypass.
  if (!headers.has('Cache-Status')) headers.set('Cache-Status', cacheStatus('BYPASS'));
  timings.describe('cache', log.cache);
  if (tally.ms > 0) timings.add('cache', tally.ms);
  timings.add('total', timings.elapsed());
  headers.set('Server-Timing', timings.header());

  const line = () => logLine(c, { requestId, store, timings });
  const body = c.res.body;
  // A rendered page streams on after this returns: log when its last byte has gone.
  if (body && log.shellMs !== undefined) c.res = new Response(onEnd(body, (aborted) => emit(line(), aborted)), c.res);
  else emit(line());
};

function plainError(): Response {
  return new Response('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/** Response headers that can be set (a fetched response's are immutable). */
function writable(c: Context<AppEnv>): Headers {
  try {
    c.res.headers.set('X-Request-Id', '');
  } catch {
    c.res = new Response(c.res.body, c.res);
  }
  return c.res.headers;
}

interface LineParts {
  requestId: string;
  store: 'd1' | 'upstream' | undefined;
  timings: Timings;
}

/** The log line's fields (docs/operations.md, "Logs"). No query, cookie, IP or user agent. */
function logLine(c: Context<AppEnv>, { requestId, store, timings }: LineParts): Record<string, unknown> {
  const log = c.get('log');
  const path = new URL(c.req.url).pathname;
  const page = !path.startsWith('/api/') && path !== '/healthz';
  const storeMs = store ? timings.get(store) : undefined;
  const shellStart = log.shellMs !== undefined ? (timings.endedAt('shell') ?? 0) - log.shellMs : undefined;
  const status = c.res.status;
  return {
    level: status >= 500 || log.error ? 'error' : 'info',
    requestId,
    method: c.req.method,
    path,
    status,
    device: log.device ?? (page ? (isMobilePath(path) ? 'mobile' : 'pc') : undefined),
    cache: log.cache,
    store: storeMs !== undefined ? store : undefined,
    storeMs: storeMs !== undefined ? round(storeMs) : undefined,
    shellMs: log.shellMs !== undefined ? round(log.shellMs) : undefined,
    renderMs: shellStart !== undefined ? round(performance.now() - shellStart) : undefined,
    totalMs: round(timings.elapsed()),
    buildId: BUILD_ID,
    error: log.error ? scrubError(log.error) : undefined,
  };
}

function emit(line: Record<string, unknown>, aborted = false): void {
  if (aborted) line.aborted = true;
  // console.error marks the line as an error in Workers Logs ($metadata.level).
  (line.level === 'error' ? console.error : console.log)(JSON.stringify(line));
}

/** The same bytes, with a callback once the stream has ended or the client went away. */
function onEnd(body: ReadableStream<Uint8Array>, done: (aborted: boolean) => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let finished = false;
  const finish = (aborted: boolean) => {
    if (finished) return;
    finished = true;
    done(aborted);
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done: end, value } = await reader.read();
        if (end) {
          finish(false);
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        finish(true);
        controller.error(error);
      }
    },
    cancel(reason) {
      finish(true);
      return reader.cancel(reason);
    },
  });
}
