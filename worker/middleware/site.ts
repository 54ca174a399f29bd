// Which council's site the request is for (worker/sites/hosted-site.ts), for every later
// middleware and handler: its identity, its database and the prefix of its keys. Without
// SITES, the one site; with it, the site whose hosts hold the request's hostname, and a plain
// 404 for a hostname no site has (/healthz answers on any host, for monitors: there only that
// the worker runs, naming no council).

import { createMiddleware } from 'hono/factory';
import type { Env } from '../env.ts';
import { describeError } from '../lib/errors.ts';
import { workerHealth } from '../health.ts';
import { type HostedSite, singleSite } from '../sites/hosted-site.ts';
import { hostKey } from '../sites/registry.ts';
import { readRegistry, registeredSite } from '../sites/sites-var.ts';
import { configErrorPage, unknownHostPage } from '../ssr/static-pages.ts';
import type { AccessLogVariables } from './access-log.ts';

export type SiteVariables = { site: HostedSite };

export const hostedSite = createMiddleware<{ Bindings: Env; Variables: SiteVariables & AccessLogVariables }>(
  async (c, next) => {
    const { registry, problems } = readRegistry(c.env);
    if (problems.length) {
      c.get('log').error = describeError(new Error(`SITES: ${problems.join('; ')}`), 'request setup failed');
      return configErrorPage(problems);
    }
    if (!registry) {
      c.set('site', singleSite(c.env));
      return next();
    }
    const url = new URL(c.req.url);
    const entry = registry.byHost.get(hostKey(url.hostname));
    if (!entry) return url.pathname === '/healthz' ? workerHealth() : unknownHostPage();
    c.set('site', registeredSite(c.env, entry));
    return next();
  },
);
