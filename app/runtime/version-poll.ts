// requirements §4/§7: polls builds/latest.json?{timestamp} (every interval and when the tab becomes
// visible). Once the build id differs, that build's route-rule manifest
// (builds/meta/{id}.json) is fetched, and the next navigation is a full page load (React
// Router's version-skew pattern) of the destination, or of its target when one of the new
// build's redirect rules matches it: an open tab follows the rules of the build it will load.
// A failed fetch of either file is only logged (requirements §8).

import type { DataRouter } from 'react-router';
import { genericFetch } from '../lib/http.ts';
import { parseRouteRules, redirectFor, type RouteRules } from '../route-rules.ts';

export async function fetchLatestBuildId(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const res = await genericFetch(`/builds/latest.json?${Date.now()}`, { cache: 'no-store' }, undefined, fetcher);
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
    const res = await genericFetch(`/builds/meta/${encodeURIComponent(buildId)}.json`, {}, undefined, fetcher);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return parseRouteRules(await res.json());
  } catch (error) {
    console.info('route-rule manifest fetch failed', error);
    return null;
  }
}

/** Where the full load after a new build goes: the destination, or its redirect target. */
export function fullLoadHref(
  next: { pathname: string; search: string; hash: string },
  rules: RouteRules | null,
): string {
  const rule = rules ? redirectFor(rules, next.pathname) : undefined;
  return (rule ? rule.to : next.pathname) + next.search + next.hash;
}

export function watchBuildVersion(router: DataRouter, currentId: string, intervalMs: number): () => void {
  // Set once a newer build is seen and its manifest fetched (or its fetch failed: no rules).
  let newer: { id: string; rules: RouteRules | null } | undefined;
  let checking = false;
  let leaving = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const latest = await fetchLatestBuildId();
      if (latest && latest !== currentId && latest !== newer?.id) {
        newer = { id: latest, rules: await fetchRouteRules(latest) };
        // Visible in DevTools (and to tests): this tab's next navigation is a full load.
        document.documentElement.dataset.newerBuild = latest;
      }
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(check, intervalMs);
  const onVisible = () => document.visibilityState === 'visible' && void check();
  document.addEventListener('visibilitychange', onVisible);
  const unsubscribe = router.subscribe((state) => {
    const next = state.navigation.location;
    if (state.navigation.state !== 'loading' || !next || !newer || leaving) return;
    leaving = true;
    window.location.assign(fullLoadHref(next, newer.rules));
  });
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    unsubscribe();
  };
}
