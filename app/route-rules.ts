// The route-rule manifest (requirements §7: builds/meta/{buildId}.json): redirect rules applied
// by the worker and by the client router alike.

import { isInternalPath, isMobilePath, toDesktopPath, toMobilePath } from './lib/links.ts';

export interface RedirectRule {
  /** Exact path, without the mobile prefix (the rule applies under /m too). */
  from: string;
  to: string;
  status: 301 | 302;
}

export interface RouteRules {
  redirects: RedirectRule[];
}

export const ROUTE_RULES: RouteRules = {
  redirects: [
    // The old site linked the FAQ at this shorter path; bookmarks and search engines still use it.
    { from: '/service/commercial/problem', to: '/service/commercial/components/problem', status: 301 },
    { from: '/index.html', to: '/', status: 301 },
  ],
};

/** A rule's target for a request path: desktop rules apply under /m too, to the /m twin. */
export function redirectFor(rules: RouteRules, pathname: string): RedirectRule | undefined {
  const desktop = toDesktopPath(pathname);
  const rule = rules.redirects.find((r) => r.from === desktop);
  if (!rule) return undefined;
  return { ...rule, from: pathname, to: isMobilePath(pathname) ? toMobilePath(rule.to) : rule.to };
}

/**
 * A manifest fetched from the network (a newer build's), reduced to well-formed rules whose
 * target is a path on this site: nothing ever redirects off the origin (requirements §2.8).
 */
export function parseRouteRules(body: unknown): RouteRules {
  const list = (body as { redirects?: unknown } | null)?.redirects;
  const redirects = (Array.isArray(list) ? list : []).filter(
    (r): r is RedirectRule =>
      typeof r?.from === 'string' &&
      r.from.startsWith('/') &&
      typeof r.to === 'string' &&
      isInternalPath(r.to) &&
      (r.status === 301 || r.status === 302),
  );
  return { redirects };
}
