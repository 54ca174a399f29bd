// The pages, a sub-app of their own: the route table ends in `*` (the 404 page), and so do
// the worker's routes: mounted after the groups that answer their own paths (the content API,
// the site's files, the build's files), this sub-app answers every other path as a page.
// Its middleware are the page-only ones (canonical path, device redirect): being the
// sub-app's own, they run for pages and nothing else, with no list of paths to keep.

import { Hono } from 'hono';
import { normalisePageUrl } from '../../app/lib/page-query.ts';
import type { AppEnv } from '../app-env.ts';
import { canonicalPath } from '../middleware/canonical-path.ts';
import { deviceRedirect } from '../middleware/device-redirect.ts';
import { pageQueryParams } from '../lib/page-type.ts';
import { knownMissing } from './known-missing.ts';
import { cachedPage, uncachedPage } from './page-cache.ts';
import { renderPage } from './render-page.tsx';

/** An article's page with a well-formed id (the detail route's path, PC or phone). */
const ARTICLE_PATH = /^(?:\/zh-hant)?(?:\/m)?\/detail\/\d{1,18}$/;

/** The longest page path rendered (the site's own are under 60 characters). */
const MAX_PAGE_PATH = 1000;

export const pages = new Hono<AppEnv>();

pages.use(canonicalPath);
pages.use(deviceRedirect);

pages.get('*', async (c) => {
  // architecture.md "Edge cache": a page depends on its normalised URL alone, its cache key:
  // the parameters its route reads (app/routes.ts), in one spelling; any other is dropped.
  const asked = new URL(c.req.url);
  const url = normalisePageUrl(asked, pageQueryParams(asked.pathname));
  // The request React renders is built only on a miss: a hit is a lookup plus headers.
  const render = (strict = false) =>
    renderPage({
      request: new Request(url, { headers: c.req.raw.headers, signal: c.req.raw.signal }),
      config: c.get('config'),
      content: c.get('content'),
      timings: c.get('timings'),
      log: c.get('log'),
      gate: c.get('gate'),
      strict,
    });
  // No page has a path this long: one such request would echo it into canonical links,
  // router data and the error message (hundreds of KB); it is refused as it is, unrendered.
  if (url.pathname.length > MAX_PAGE_PATH) return c.text('URI Too Long', 414, { 'Cache-Control': 'no-store' });
  // A column, tag or service that does not exist: its 404 renders from cached answers, not
  // counted, read ahead or stored (each such path is unique: it would only crowd the cache).
  if (await knownMissing(url, c.get('content'))) return uncachedPage(c, () => render());
  // An article id that does not exist is remembered for the generation (its 404 page, or the
  // 410 of one a publish removed); a malformed one is answered without the store anyway.
  return cachedPage(c, url, render, { rememberMiss: ARTICLE_PATH.test(url.pathname) });
});
