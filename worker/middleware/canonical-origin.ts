// One site, one origin: with SITE_ORIGIN set (every deployed environment), a request on any
// other host (the apex when the origin is www) or over plain HTTP is sent to the same path and
// query on SITE_ORIGIN with a 301, so search engines and visitors' bookmarks know one address.
// The worker does it (not a zone setting) so that it holds whatever the zone's settings are;
// /healthz answers on any host, for monitors. Without SITE_ORIGIN (local development) it does nothing.

import { createMiddleware } from 'hono/factory';
import type { ConfigurationVariables } from './configuration.ts';

type ConfiguredEnv = { Variables: ConfigurationVariables };

export const canonicalOrigin = createMiddleware<ConfiguredEnv>(async (c, next) => {
  const origin = c.get('config').site.origin;
  if (!origin) return next();
  const url = new URL(c.req.url);
  const canonical = new URL(origin);
  if ((url.host === canonical.host && url.protocol === canonical.protocol) || url.pathname === '/healthz')
    return next();
  return new Response(null, {
    status: 301,
    headers: {
      Location: `${canonical.origin}${url.pathname}${url.search}`,
      // A day in the browser: long enough to skip the hop, short enough to undo a wrong origin.
      'Cache-Control': 'public, max-age=86400',
    },
  });
});

/** Staging (SEARCH_INDEXING 0): every answer asks search engines not to index it. */
export const indexingHeader = createMiddleware<ConfiguredEnv>(async (c, next) => {
  await next();
  if (!c.get('config').searchIndexing) c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
});
