// SPEC §4/§7: polls builds/latest.json?{timestamp} (every interval and when the tab becomes
// visible); once the build id differs, the next navigation is a full page load (React
// Router's version-skew pattern). The route-rule manifest of the running build is fetched
// too; a failure of either is only logged.

import type { DataRouter } from 'react-router';
import type { RedirectRule, RouteRules } from '../route-rules.ts';
import { isMobilePath, toDesktopPath, toMobilePath } from '../lib/links.ts';

export async function fetchLatestBuildId(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const res = await fetcher(`/builds/latest.json?${Date.now()}`, { cache: 'no-store' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const body = (await res.json()) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : null;
  } catch (error) {
    console.info('build version check failed', error);
    return null;
  }
}

export async function fetchRouteRules(buildId: string, fetcher: typeof fetch = fetch): Promise<RouteRules | null> {
  try {
    const res = await fetcher(`/builds/meta/${encodeURIComponent(buildId)}.json`);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const body = (await res.json()) as Partial<RouteRules>;
    return { redirects: Array.isArray(body.redirects) ? body.redirects : [] };
  } catch (error) {
    console.info('route-rule manifest fetch failed', error);
    return null;
  }
}

/** Where a redirect rule sends a path (rules are written for desktop paths; /m keeps its prefix). */
export function applyRedirect(rules: RedirectRule[], pathname: string): string | null {
  const rule = rules.find((r) => r.from === toDesktopPath(pathname));
  if (!rule) return null;
  return isMobilePath(pathname) ? toMobilePath(rule.to) : rule.to;
}

export function watchBuildVersion(router: DataRouter, currentId: string, intervalMs: number): () => void {
  let stale = false;
  let rules: RedirectRule[] = [];
  void fetchRouteRules(currentId).then((r) => {
    if (r) rules = r.redirects;
  });
  const check = async () => {
    const latest = await fetchLatestBuildId();
    if (latest && latest !== currentId) stale = true;
  };
  const timer = setInterval(check, intervalMs);
  const onVisible = () => document.visibilityState === 'visible' && void check();
  document.addEventListener('visibilitychange', onVisible);
  const unsubscribe = router.subscribe((state) => {
    const next = state.navigation.location;
    if (state.navigation.state !== 'loading' || !next) return;
    const href = router.createHref(next);
    if (stale) {
      window.location.assign(href);
      return;
    }
    const target = applyRedirect(rules, next.pathname);
    if (target && target !== next.pathname) void router.navigate(target + next.search, { replace: true });
  });
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    unsubscribe();
  };
}
