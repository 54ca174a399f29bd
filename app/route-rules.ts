// The route-rule manifest (SPEC §7: builds/meta/{buildId}.json): redirect rules applied
// by the worker and by the client router alike.

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
