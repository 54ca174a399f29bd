// The edge worker: middleware in the order of architecture.md "Request path", one job each, then the content API, the
// SEO files, and SSR for every page (rendered from its normalised URL).

import { Hono } from 'hono';
import { normalisePageUrl } from '../app/lib/page-query.ts';
import type { AppEnv } from './app-env.ts';
import { runDailyAudit } from './audit/scheduled.ts';
import type { Env } from './env.ts';
import { apiRoutes } from './api/handler.ts';
import { health } from './health.ts';
import { describeError } from './lib/errors.ts';
import { mediaRoutes } from './media.ts';
import { accessLog } from './middleware/access-log.ts';
import { canonicalOrigin, indexingHeader } from './middleware/canonical-origin.ts';
import { canonicalPath } from './middleware/canonical-path.ts';
import { configuration } from './middleware/configuration.ts';
import { contentService } from './middleware/content-service.ts';
import { deviceRedirect } from './middleware/device-redirect.ts';
import { methodGuard } from './middleware/method-guard.ts';
import { noTransform } from './middleware/no-transform.ts';
import { requestId } from './middleware/request-id.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { serverTiming } from './middleware/server-timing.ts';
import { calendarRoutes } from './seo/calendar.ts';
import { seoRoutes } from './seo/files.ts';
import { sitemapRoutes } from './seo/sitemap.ts';
import { qrRoutes } from './seo/qr.ts';
import { cachedPage } from './ssr/page-cache.ts';
import { renderPage } from './ssr/render-page.tsx';
import { knownMissing } from './ssr/known-missing.ts';
import { pageQueryParams } from './lib/page-type.ts';
import { cacheStatus } from './content/cache.ts';

const app = new Hono<AppEnv>();

/** An article's page with a well-formed id (the detail route's path, PC or phone). */
const ARTICLE_PATH = /^(?:\/m)?\/detail\/\d{1,18}$/;

/** The longest page path rendered (the site's own are under 60 characters). */
const MAX_PAGE_PATH = 1000;

app.use(accessLog);
app.use(requestId);
app.use(serverTiming);
app.use(securityHeaders);
app.use(noTransform);
app.use(methodGuard);
app.use(configuration);
app.use(canonicalOrigin);
app.use(indexingHeader);
app.use(contentService);

app.get('/healthz', health);
app.route('/api', apiRoutes);
// Before the SEO files: /feeds/activities.ics is not a column's Atom feed.
app.route('/', calendarRoutes);
app.route('/', seoRoutes);
app.route('/', sitemapRoutes);
app.route('/', qrRoutes);
app.route('/', mediaRoutes);

app.use(canonicalPath);
app.use(deviceRedirect);

app.get('*', async (c) => {
  // architecture.md "Edge cache": a page depends on its normalised URL alone, its cache key:
  // the parameters its route reads (app/routes.ts), in one spelling; any other is dropped.
  const asked = new URL(c.req.url);
  const url = normalisePageUrl(asked, pageQueryParams(asked.pathname));
  // The request React renders is built only on a miss: a hit is a lookup plus headers.
  const render = () =>
    renderPage({
      request: new Request(url, { headers: c.req.raw.headers, signal: c.req.raw.signal }),
      config: c.get('config'),
      content: c.get('content'),
      timings: c.get('timings'),
      log: c.get('log'),
    });
  // No page has a path this long: one such request would echo it into canonical links,
  // router data and the error message (hundreds of KB); it is refused as it is, unrendered.
  if (url.pathname.length > MAX_PAGE_PATH) return c.text('URI Too Long', 414, { 'Cache-Control': 'no-store' });
  // A column, tag or service that does not exist: its 404 renders from cached answers, not
  // counted, read ahead or stored (each such path is unique: it would only crowd the cache).
  if (await knownMissing(url, c.get('content'))) {
    const response = await render();
    response.headers.set('Cache-Status', cacheStatus('BYPASS'));
    return response;
  }
  // An article id that does not exist is remembered for the generation (its 404 page); a
  // malformed one is answered without the store anyway.
  return cachedPage(c, url, render, { rememberMiss: ARTICLE_PATH.test(url.pathname) });
});

app.onError((error, c) => {
  c.get('log').error = describeError(error, 'unhandled');
  return c.text('Internal Server Error', 500);
});

// The daily Cron Trigger runs the content audit (worker/audit/scheduled.ts).
export default {
  fetch: app.fetch,
  scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(runDailyAudit(controller, env));
  },
} satisfies ExportedHandler<Env>;
