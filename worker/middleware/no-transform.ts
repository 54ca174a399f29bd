// `Cache-Control: no-transform` on every response (RFC 9111 §5.2.2.6): search apps and
// carrier proxies that transcode pages (转码, Baidu's 畅览/Siteapp) must serve them as sent.
// It is added to whatever caching the handler chose, never in place of it (decision 0020).

import type { MiddlewareHandler } from 'hono';

/** `public, max-age=0` → `public, max-age=0, no-transform`; none → `no-transform`. */
export function withNoTransform(cacheControl: string | null): string {
  if (!cacheControl) return 'no-transform';
  return /(^|,)\s*no-transform\s*(,|$)/i.test(cacheControl) ? cacheControl : `${cacheControl}, no-transform`;
}

export const noTransform: MiddlewareHandler = async (c, next) => {
  await next();
  const value = withNoTransform(c.res.headers.get('Cache-Control'));
  try {
    c.res.headers.set('Cache-Control', value);
  } catch {
    // A response with immutable headers (a fetched one passed through): copy it once.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('Cache-Control', value);
  }
};
