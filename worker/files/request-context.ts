// What the SEO and calendar files need of a request: the site's public origin and the
// content API over the request's content service (the pages' own client, in-process).

import type { Context } from 'hono';
import { createContentApi } from '../../app/api/client.ts';
import type { AppEnv } from '../app-env.ts';

/** The configured origin (SITE_ORIGIN), else the one this request came in on. */
export function siteOrigin(c: Context<AppEnv>): string {
  return c.get('config').site.origin || new URL(c.req.url).origin;
}

export function contentApi(c: Context<AppEnv>) {
  const content = c.get('content');
  return createContentApi((url) => content.get(url).then((r) => r.body));
}
