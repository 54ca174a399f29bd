// Which council's site the request is for (worker/sites/hosted-site.ts), for every later
// middleware and handler: its identity, its database and the prefix of its keys.

import { createMiddleware } from 'hono/factory';
import type { Env } from '../env.ts';
import { SITE_IDENTITY } from '../site-identity.ts';
import { type HostedSite, siteFromEntry, singleSite } from '../sites/hosted-site.ts';
import { entryForHost, siteEntries } from '../sites/sites-var.ts';

export type SiteVariables = { site: HostedSite };

export const hostedSite = createMiddleware<{ Bindings: Env; Variables: SiteVariables }>(async (c, next) => {
  const entries = siteEntries(c.env);
  if (!entries) c.set('site', singleSite(c.env));
  else {
    const entry = entryForHost(entries, new URL(c.req.url).host);
    // A host the registry does not know: a plain page naming no council.
    if (!entry)
      return c.text('Not found', 404, { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' });
    c.set('site', siteFromEntry(c.env, entry, SITE_IDENTITY));
  }
  await next();
});
