// Per request: an id (echoed or generated), Server-Timing, the validated configuration,
// the content service, a CSP nonce, and one structured JSON log line at the end.

import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { ConfigError, readConfig } from '../config.ts';
import { createContentService } from '../content/service.ts';
import { Timings } from '../lib/timings.ts';
import { configErrorPage } from '../ssr/static-pages.ts';

const REQUEST_ID = /^[\w.-]{8,64}$/;

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  const incoming = c.req.header('X-Request-Id');
  const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
  const timings = new Timings();
  const log = {};
  c.set('requestId', requestId);
  c.set('timings', timings);
  c.set('log', log);
  c.set('nonce', newNonce());
  try {
    const config = readConfig(c.env);
    c.set('config', config);
    c.set('content', createContentService(c.env, config, c.executionCtx as unknown as ExecutionContext, timings));
    await next();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(JSON.stringify({ level: 'error', requestId, message: error.message }));
    c.res = configErrorPage(error.problems);
  }
  c.res.headers.set('X-Request-Id', requestId);
  timings.add('total', Date.now() - timings.start);
  c.res.headers.set('Server-Timing', timings.header());
  const url = new URL(c.req.url);
  console.log(
    JSON.stringify({
      level: c.res.status >= 500 ? 'error' : 'info',
      requestId,
      method: c.req.method,
      path: url.pathname,
      status: c.res.status,
      ...c.get('log'),
      storeMs: timings.get('d1') ?? timings.get('upstream'),
      totalMs: Date.now() - timings.start,
    }),
  );
};
