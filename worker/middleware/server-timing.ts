// Server-Timing on every response (W3C Server Timing): the request's Timings are created
// here for the handlers to add to, and written out once the handlers are done. (Hono's
// timing middleware keeps no durations the log line could read: docs/decisions/0008.)

import { createMiddleware } from 'hono/factory';
import { Timings } from '../lib/timings.ts';
import type { AccessLogVariables } from './access-log.ts';

export type ServerTimingVariables = {
  /** The request's durations: handlers add to them, the header and the log line read them. */
  timings: Timings;
};

type ServerTimingEnv = { Variables: ServerTimingVariables & AccessLogVariables };

export const serverTiming = createMiddleware<ServerTimingEnv>(async (c, next) => {
  const timings = new Timings();
  c.set('timings', timings);
  await next();
  timings.describe('cache', c.get('log').cache ?? 'BYPASS');
  timings.add('total', timings.elapsed());
  c.res.headers.set('Server-Timing', timings.header());
});
