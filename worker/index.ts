// The edge worker: middleware in the order of architecture.md "Request path", one job each, then the content API, the
// SEO files, the build's missing files, and the pages' sub-app for every other path (rendered from its normalised URL).

import { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import { runDailyAudit } from './audit/scheduled.ts';
import type { Env } from './env.ts';
import { apiRoutes } from './api/handler.ts';
import { buildFiles } from './files/build-files.ts';
import { health } from './health.ts';
import { deviceChoice } from './device-choice.ts';
import { noteFailure } from './lib/request-log.ts';
import { limitedPage } from './limits/limited-answer.ts';
import { storeRefusal } from './limits/store-guard.ts';
import { mediaRoutes } from './media.ts';
import { accessLog } from './middleware/access-log.ts';
import { canonicalOrigin, indexingHeader } from './middleware/canonical-origin.ts';
import { configuration } from './middleware/configuration.ts';
import { contentService } from './middleware/content-service.ts';
import { methodGuard } from './middleware/method-guard.ts';
import { noTransform } from './middleware/no-transform.ts';
import { requestId } from './middleware/request-id.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { serverTiming } from './middleware/server-timing.ts';
import { hostedSite } from './middleware/site.ts';
import { calendarRoutes } from './files/calendar.ts';
import { formRoutes } from './files/forms.ts';
import { seoRoutes } from './files/robots-and-feeds.ts';
import { sitemapRoutes } from './files/sitemap.ts';
import { qrRoutes } from './files/qr.ts';
import { siteFiles } from './files/site-files.ts';
import { pages } from './ssr/pages.ts';
import { deployedSites, readRegistry } from './sites/sites-var.ts';
import { upstreamMediaRoutes } from './upstream/media.ts';
import { notifyRoutes } from './upstream/notify.ts';

const app = new Hono<AppEnv>();

// Every request; each declares the variables it sets (app-env.ts composes them).
app.use(accessLog);
app.use(requestId);
app.use(serverTiming);
app.use(securityHeaders);
app.use(noTransform);
app.use(methodGuard);
app.use(hostedSite);
app.use(configuration);
app.use(canonicalOrigin);
app.use(indexingHeader);
// The council's own manifest, favicon and icons, per host (files/site-files.ts): from the build,
// so before the content service, which would open the site's database first.
app.route('/', siteFiles);
app.use(contentService);

app.get('/healthz', health);
app.route('/api', apiRoutes);
// Before the SEO files: /feeds/activities.ics is not a column's Atom feed.
app.route('/', calendarRoutes);
app.route('/', seoRoutes);
app.route('/', sitemapRoutes);
app.route('/', qrRoutes);
// Before /media/<hash>/<name>: the upstream CMS's files, and its change notifications.
app.route('/', upstreamMediaRoutes);
app.route('/', notifyRoutes);
app.route('/', formRoutes);
app.route('/', mediaRoutes);
app.route('/', buildFiles);
// The 电脑版/手机版 links: records the choice, then redirects (never a page, never cached).
app.route('/', deviceChoice);
// Every other path is a page (ssr/pages.ts), with the page-only middleware of its own.
app.route('/', pages);

// A store failing for a moment where no layer held a copy (a file built from content
// answers, a calendar file): the 503 page with Retry-After; anything else is a 500 with an alert.
app.onError((error, c) => {
  const refusal = storeRefusal(error);
  if (refusal) return limitedPage(c, refusal);
  noteFailure(c.get('log'), error, 'unhandled');
  return c.text('Internal Server Error', 500);
});

// The daily Cron Trigger runs the content audit (worker/audit/scheduled.ts), once per site.
export default {
  fetch: app.fetch,
  scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    // A bad SITES answers the configuration page on every host; here it audits the valid entries,
    // and says what is wrong (no request may come to show that page).
    const { problems } = readRegistry(env);
    if (problems.length)
      console.error(
        JSON.stringify({
          type: 'content-audit',
          level: 'error',
          error: `SITES: ${problems.join('; ')}`,
          cron: controller.cron,
        }),
      );
    ctx.waitUntil(runDailyAudit(controller, env, ctx, deployedSites(env)));
  },
} satisfies ExportedHandler<Env>;
