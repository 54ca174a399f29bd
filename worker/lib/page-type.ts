// What kind of page a path is, for logs and metrics: the route table's page module (home,
// column, detail, guide, …), or what the worker answers itself (api, seo: sitemap, feeds,
// calendars, QR codes; health; the device choice route).

import { matchRoutes } from 'react-router';
import { DEVICE_CHOICE_PATH } from '../../app/constants.ts';
import { toDesktopPath } from '../../app/lib/links.ts';
import { toHansPath } from '../../app/lib/variant.ts';
import { PAGE_QUERY_PARAMS, type PageParam } from '../../app/lib/page-query.ts';
import type { PageHandle } from '../../app/page-handle.ts';
import { routes } from '../../app/routes.ts';

/** Paths seen by this isolate: matching ranks the whole table, so each path is matched once. */
interface PageOf {
  type: string;
  daily: boolean;
  query: readonly PageParam[];
}

const known = new Map<string, PageOf>();
const KNOWN_LIMIT = 2000;

function pageModule(desktopPath: string): PageOf {
  const matched = matchRoutes(routes, desktopPath)?.at(-1)?.route.handle as PageHandle | undefined;
  // `module` is `app/routes/{name}.tsx`.
  return {
    type: matched?.module.replace(/^app\/routes\/|\.tsx$/g, '') ?? 'not-found',
    daily: matched?.daily === true,
    // A redirect route (no page of its own) passes on every page parameter: its target reads them.
    query: matched ? matched.query : PAGE_QUERY_PARAMS,
  };
}

function pageOf(path: string): PageOf {
  let page = known.get(path);
  if (page === undefined) {
    page = pageModule(toDesktopPath(toHansPath(path)));
    if (known.size >= KNOWN_LIMIT) known.clear();
    known.set(path, page);
  }
  return page;
}

/** Whether the page at `path` shows what depends on today's date (PageDef.daily). */
export function isDailyPage(path: string): boolean {
  return pageOf(path).daily;
}

/** The query parameters the page at `path` reads (PageDef.query): its cache key keeps only these. */
export function pageQueryParams(path: string): readonly PageParam[] {
  return pageOf(path).query;
}

/** The types of what the worker answers itself: every other type is a page's. */
const NOT_PAGES = new Set(['api', 'health', 'seo', 'device-choice']);

const DEVICE_CHOICE = new RegExp(`^${DEVICE_CHOICE_PATH}/(pc|mobile)$`);

/** Whether `type` (pageType's) is a page of the route table (the 404 page included). */
export function isPageType(type: string): boolean {
  return !NOT_PAGES.has(type);
}

export function pageType(path: string): string {
  if (path.startsWith('/api/')) return 'api';
  if (DEVICE_CHOICE.test(path)) return 'device-choice';
  if (path === '/healthz') return 'health';
  if (/^\/(feeds|calendar|sitemaps)\//.test(path) || /^\/(sitemap\.xml|robots\.txt|qr\.json)$/.test(path)) return 'seo';
  return pageOf(path).type;
}
