// Which council's site the request is for (worker/sites/hosted-site.ts), for every later
// middleware and handler: its identity, its database and the prefix of its keys.

import { createMiddleware } from 'hono/factory';
import type { Env } from '../env.ts';
import { type HostedSite, singleSite } from '../sites/hosted-site.ts';

export type SiteVariables = { site: HostedSite };

export const hostedSite = createMiddleware<{ Bindings: Env; Variables: SiteVariables }>(async (c, next) => {
  c.set('site', singleSite(c.env));
  await next();
});
