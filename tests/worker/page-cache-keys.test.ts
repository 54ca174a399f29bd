// The page cache cannot be poisoned through the query string (architecture.md "Edge cache"): a page
// is rendered from its normalised URL, so a parameter its cache key leaves out never
// reaches the HTML that the next visitor is served, whether it filled the entry or
// revalidated it.

import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getWithEnv } from './helpers/request.ts';
import { CERTIFICATION } from './helpers/council.ts';

/** One of each cached page type, with the page's own parameters where it has some. */
const CACHED_PAGES = [
  '/',
  '/m',
  '/aboutUs/organization',
  '/importantNews?page=2',
  '/m/importantNews?tag=3',
  '/column/3181',
  '/detail/1001',
  '/detail/101?type=activity',
  CERTIFICATION.path,
  `/service/commercial/components/problem?service=${CERTIFICATION.code}`,
  '/service/exhibition?country=德国',
  '/service/trade/activity?tab=reports',
  '/service/coic',
  '/sitemap',
];

const MARK = 'zzpoison';

/** A request as a browser on a PC sends it, through the real worker, its waitUntil work done. */
async function visit(path: string): Promise<{ status: number; cacheStatus: string; html: string }> {
  const res = await getWithEnv(path, env, { headers: { Accept: 'text/html' } });
  const html = await res.text();
  return { status: res.status, cacheStatus: res.headers.get('Cache-Status') ?? '', html };
}

function withJunk(path: string): string {
  const sep = path.includes('?') ? '&' : '?';
  return `${path}${sep}zzz=${MARK}&utm_source=${MARK}&exhibitionName=${MARK}&q2=%22%3E${MARK}`;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('query parameters the page-cache key leaves out', () => {
  it.each(CACHED_PAGES)('%s: the request that fills the entry cannot put them in the next visitor’s page', async (path) => {
    const filling = await visit(withJunk(path));
    expect(filling.status).toBe(200);
    expect(filling.html).not.toContain(MARK);
    const next = await visit(path);
    expect(next.cacheStatus).toMatch(/; hit;/);
    expect(next.html).not.toContain(MARK);
  });

  it.each(CACHED_PAGES)('%s: nor can the request that revalidates a stale entry', async (path) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = Date.now();
    await visit(path);
    // Past the page TTL (30 s): the stale page is served and re-rendered behind it, for the junk URL.
    vi.setSystemTime(t0 + 45_000);
    const revalidating = await visit(withJunk(path));
    expect(revalidating.cacheStatus).toMatch(/stale-while-revalidate/);
    const next = await visit(path);
    expect(next.cacheStatus).toMatch(/; hit;/);
    expect(next.html).not.toContain(MARK);
  });

  it('keeps the parameters that are the page’s own: page 2 of a listing is page 2', async () => {
    const page1 = await visit(withJunk('/importantNews'));
    const page2 = await visit(withJunk('/importantNews?page=2'));
    expect(page2.html).not.toBe(page1.html);
    expect(page2.html).toMatch(/aria-current="page"[^>]*><span class="visually-hidden">第<\/span>2</);
  });
});

describe('parameters a page does not read (its route’s `query`, app/routes.ts)', () => {
  it.each([
    ['/', '/?page=28976', '28976'],
    ['/detail/1001', '/detail/1001?tab=x', 'tab=x'],
    ['/m/detail/1002', '/m/detail/1002?page=7&tag=3&q=zzqword', 'zzqword'],
    [CERTIFICATION.path, `${CERTIFICATION.path}?page=2&type=zztype`, 'zztype'],
  ])('%s: %s shares its cache entry and its HTML never shows the value', async (plain, asked, value) => {
    const first = await visit(plain);
    const other = await visit(asked);
    expect(other.status).toBe(200);
    expect(other.cacheStatus).toMatch(/; hit;/);
    expect(other.html).toBe(first.html);
    expect(other.html).not.toContain(value);
  });

  it('a 60,000-byte value of a parameter the page does not read is neither keyed nor echoed', async () => {
    const plain = await visit('/detail/1003');
    const huge = await visit(`/detail/1003?tab=${'x'.repeat(60_000)}`);
    expect(huge.status).toBe(200);
    expect(huge.cacheStatus).toMatch(/; hit;/);
    expect(huge.html.length).toBe(plain.html.length);
    expect(huge.html).not.toContain('x'.repeat(50));
  });
});

// The seed must be in place for these pages; guard against a silent empty store.
it('the seed is loaded', async () => {
  expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM releases').first('n')).toBeGreaterThan(100);
});
