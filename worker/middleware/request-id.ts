// X-Request-Id: an id from a load balancer or client is kept only when it is plainly an id,
// otherwise a new one is drawn. (Hono's requestId refuses the dots and colons of common
// load-balancer ids and accepts one-character ids: docs/decisions/0008.)

import { createMiddleware } from 'hono/factory';

export type RequestIdVariables = { requestId: string };

const REQUEST_ID = /^[\w.:-]{8,64}$/;

export function requestIdFrom(incoming: string | undefined): string {
  return incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

export const requestId = createMiddleware<{ Variables: RequestIdVariables }>(async (c, next) => {
  const id = requestIdFrom(c.req.header('X-Request-Id'));
  c.set('requestId', id);
  await next();
  c.res.headers.set('X-Request-Id', id);
});
