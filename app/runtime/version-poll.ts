// SPEC §4/§7: polls builds/latest.json?{timestamp} (every interval and when the tab becomes
// visible); once the build id differs, the next navigation is a full page load (React
// Router's version-skew pattern), so a newer build's route rules reach the visitor through
// the worker. The running build's route-rule manifest (whose redirects are routes of the
// route table already) is fetched to confirm it; a failure of either is only logged.

import type { DataRouter } from 'react-router';
import type { RouteRules } from '../route-rules.ts';

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

export function watchBuildVersion(router: DataRouter, currentId: string, intervalMs: number): () => void {
  let stale = false;
  void fetchRouteRules(currentId);
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
    if (stale) window.location.assign(router.createHref(next));
  });
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    unsubscribe();
  };
}
