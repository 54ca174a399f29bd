// The edge worker: middleware in DESIGN's order, the content API, then SSR for every page.

import { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import { apiRoutes } from './api/routes.ts';
import { health } from './health.ts';
import { seoRoutes } from './seo/routes.ts';
import { canonicalPath } from './middleware/canonical-path.ts';
import { deviceRedirect } from './middleware/device-redirect.ts';
import { methodGuard } from './middleware/method-guard.ts';
import { requestContext } from './middleware/request-context.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { cachedPage } from './ssr/page-cache.ts';
import { renderPage } from './ssr/render-page.tsx';

const app = new Hono<AppEnv>();

app.use(requestContext);
app.use(methodGuard);
app.use(securityHeaders);

app.get('/healthz', health);
app.route('/api', apiRoutes);
app.route('/', seoRoutes);

app.use(canonicalPath);
app.use(deviceRedirect);

app.get('*', (c) =>
  cachedPage(c, () =>
    renderPage({
      request: c.req.raw,
      config: c.get('config'),
      content: c.get('content'),
      nonce: c.get('nonce'),
      timings: c.get('timings'),
      log: c.get('log'),
    }),
  ),
);

app.onError((error, c) => {
  c.get('log').error = error instanceof Error ? `${error.name}: ${error.message}` : 'unhandled';
  return c.text('Internal Server Error', 500);
});

export default app;
