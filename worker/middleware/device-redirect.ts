// Page navigations go to the version the device wants: a 302 with a relative Location
// (query kept) between a PC path and its /m twin, only on a clear signal; Vary names the
// headers the decision read. A page middleware: it runs only where the pages are mounted
// (worker/ssr/pages.ts), so /api, feeds, /healthz and the build's files never reach it.

import { createMiddleware } from 'hono/factory';
import { isMobilePath, toDesktopPath, toMobilePath } from '../../app/lib/links.ts';
import { inSameVariant, toHansPath } from '../../app/lib/variant.ts';
import { decideDevice, isCrawler } from '../device.ts';
import { safeLocalPath } from '../lib/safe-path.ts';
import type { AccessLogVariables } from './access-log.ts';

/**
 * A browser loading a document (not fetch(), not a crawler asking for JSON). Crawlers often
 * ask with an Accept of any type: from a crawler, that is a page load too.
 */
function isPageNavigation(req: Request): boolean {
  const dest = req.headers.get('Sec-Fetch-Dest');
  if (dest) return dest === 'document';
  const accept = req.headers.get('Accept') ?? '';
  if (accept.includes('text/html')) return true;
  return (accept === '' || accept.includes('*/*')) && isCrawler(req.headers.get('User-Agent'));
}

export const deviceRedirect = createMiddleware<{ Variables: AccessLogVariables }>(async (c, next) => {
  const url = new URL(c.req.url);
  // A 繁體 path (/zh-hant/m/x) swaps inside its prefix (decision 0117).
  const mobilePath = isMobilePath(toHansPath(url.pathname));
  c.get('log').device = mobilePath ? 'mobile' : 'pc';
  if (!isPageNavigation(c.req.raw)) return next();
  const decision = decideDevice({
    cookie: c.req.header('Cookie'),
    hint: c.req.header('Sec-CH-UA-Mobile'),
    userAgent: c.req.header('User-Agent'),
  });
  const vary = decision.used.join(', ');
  if (decision.mode && (decision.mode === 'mobile') !== mobilePath) {
    const target = inSameVariant(url.pathname, decision.mode === 'mobile' ? toMobilePath : toDesktopPath);
    return c.body(null, 302, {
      Location: safeLocalPath(target) + url.search,
      Vary: vary,
      'Cache-Control': 'private, no-store',
    });
  }
  await next();
  c.res.headers.append('Vary', vary);
  c.res.headers.set('Accept-CH', 'Sec-CH-UA-Mobile');
});
