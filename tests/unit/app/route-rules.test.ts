// requirements §7's route-rule manifest on the client: a newer build's redirects, as the open tab
// applies them to its next full page load, and the generic client's missing timeout (requirements §9).

import { describe, expect, it } from 'vitest';
import { parseRouteRules, redirectFor, ROUTE_RULES } from '../../../app/route-rules.ts';
import { fetchLatestBuildId, fetchRouteRules, fullLoadHref } from '../../../app/runtime/version-poll.ts';

const rules = parseRouteRules({
  id: 'next',
  redirects: [
    { from: '/importantNews', to: '/information', status: 301 },
    { from: '/old-home', to: '/', status: 302 },
    { from: '/phish', to: 'https://evil.example/login', status: 302 },
    { from: '/phish2', to: '//evil.example', status: 302 },
    { from: '/bad-status', to: '/information', status: 200 },
  ],
});

describe('a newer build’s redirect rules', () => {
  it('keep only rules whose target is a path on this site', () => {
    expect(rules.redirects.map((r) => r.from)).toEqual(['/importantNews', '/old-home']);
    expect(parseRouteRules(null)).toEqual({ redirects: [] });
    expect(parseRouteRules({ redirects: 'all' })).toEqual({ redirects: [] });
  });

  it('apply under /m to the mobile twin of the target', () => {
    expect(redirectFor(rules, '/importantNews')?.to).toBe('/information');
    expect(redirectFor(rules, '/m/importantNews')?.to).toBe('/m/information');
    expect(redirectFor(rules, '/m/old-home')?.to).toBe('/m');
    expect(redirectFor(rules, '/information')).toBeUndefined();
  });

  it('send the next full load to the target, query and hash kept; no rules, no change', () => {
    expect(fullLoadHref({ pathname: '/importantNews', search: '?page=2', hash: '#list' }, rules)).toBe('/information?page=2#list');
    expect(fullLoadHref({ pathname: '/detail/1001', search: '', hash: '' }, rules)).toBe('/detail/1001');
    expect(fullLoadHref({ pathname: '/importantNews', search: '', hash: '' }, null)).toBe('/importantNews');
  });

  it('this build’s own rules are well formed (the manifest the build publishes)', () => {
    expect(parseRouteRules(ROUTE_RULES)).toEqual(ROUTE_RULES);
  });
});

describe('the build poll’s requests (requirements §9: the generic client has no timeout)', () => {
  it('carry no abort signal, so a slow answer is waited for', async () => {
    const seen: Array<RequestInit | undefined> = [];
    const fetcher = (async (_url: string, init?: RequestInit) => {
      seen.push(init);
      return Response.json({ id: 'next', redirects: [] });
    }) as typeof fetch;
    expect(await fetchLatestBuildId(fetcher)).toBe('next');
    expect(await fetchRouteRules('next', fetcher)).toEqual({ redirects: [] });
    expect(seen.map((init) => init?.signal)).toEqual([undefined, undefined]);
  });

  it('a failed manifest is logged and gives no rules', async () => {
    const logged: unknown[] = [];
    const info = console.info;
    console.info = (...args: unknown[]) => void logged.push(args[0]);
    try {
      expect(await fetchRouteRules('next', (async () => new Response('', { status: 503 })) as typeof fetch)).toBeNull();
    } finally {
      console.info = info;
    }
    expect(logged).toEqual(['route-rule manifest fetch failed']);
  });
});
