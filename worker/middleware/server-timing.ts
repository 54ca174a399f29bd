// Server-Timing on every response (W3C Server Timing): the request's Timings are created
// here for the handlers to add to, and written out once the handlers are done. (Hono's
// timing middleware keeps no durations the log line could read: docs/decisions/0008.)

import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { Timings } from '../lib/timings.ts';

export const serverTiming: MiddlewareHandler<AppEnv> = async (c, next) => {
  const timings = new Timings();
  c.set('timings', timings);
  await next();
  timings.describe('cache', c.get('log').cache ?? 'BYPASS');
  timings.add('total', timings.elapsed());
  c.res.headers.set('Server-Timing', timings.header());
};
