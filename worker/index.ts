// The edge worker: middleware in DESIGN's order, one job each, then the content API, the
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

const app = new Hono<AppEnv>();

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

app.get('*', (c) => {
  // DESIGN "Edge cache": a page depends on its normalised URL alone, its cache key.
  const url = normalisePageUrl(new URL(c.req.url));
  // The request React renders is built only on a miss: a hit is a lookup plus headers.
  return cachedPage(c, url, () =>
    renderPage({
      request: new Request(url, { headers: c.req.raw.headers, signal: c.req.raw.signal }),
      config: c.get('config'),
      content: c.get('content'),
      timings: c.get('timings'),
      log: c.get('log'),
    }),
  );
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
