// What kind of page a path is, for logs and metrics: the route table's page module (home,
// column, detail, guide, …), or what the worker answers itself (api, seo: sitemap, feeds,
// calendars, QR codes; health).

import { matchRoutes } from 'react-router';
import { toDesktopPath } from '../../app/lib/links.ts';
import type { PageHandle } from '../../app/page-handle.ts';
import { routes } from '../../app/routes.ts';

/** Paths seen by this isolate: matching ranks the whole table, so each path is matched once. */
const known = new Map<string, string>();
const KNOWN_LIMIT = 2000;

function pageModule(desktopPath: string): string {
  const matched = matchRoutes(routes, desktopPath)?.at(-1)?.route.handle as PageHandle | undefined;
  // `module` is `app/routes/{name}.tsx`.
  return matched?.module.replace(/^app\/routes\/|\.tsx$/g, '') ?? 'not-found';
}

export function pageType(path: string): string {
  if (path.startsWith('/api/')) return 'api';
  if (path === '/healthz') return 'health';
  if (/^\/(feeds|calendar|sitemaps)\//.test(path) || /^\/(sitemap\.xml|robots\.txt|qr\.json)$/.test(path)) return 'seo';
  let type = known.get(path);
  if (type === undefined) {
    type = pageModule(toDesktopPath(path));
    if (known.size >= KNOWN_LIMIT) known.clear();
    known.set(path, type);
  }
  return type;
}
