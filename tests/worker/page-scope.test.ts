// What counts as a page is where the pages are mounted (worker/ssr/pages.ts, decision 0074):
// every path no other group answers is a page, the 404 page included, with the page-only
// middleware; the build's missing files and the content API never meet them.

import { describe, expect, it } from 'vitest';
import { get } from './helpers/request.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const navigate = (path: string) =>
  get(path, {
    headers: { Accept: 'text/html', 'Sec-Fetch-Dest': 'document', 'User-Agent': IPHONE },
    redirect: 'manual',
  });

describe('the pages', () => {
  it('sends a phone from a dead PC path to the mobile 404 page, as from any page', async () => {
    const res = await navigate('/no-such-page?from=old-link');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/m/no-such-page?from=old-link');
    const mobile = await navigate('/m/no-such-page');
    expect(mobile.status).toBe(404);
    expect(mobile.headers.get('Content-Type')).toMatch(/^text\/html/);
  });

  it('drops a dead path’s trailing slash like a page’s', async () => {
    const res = await get('/no-such-page/', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/no-such-page');
  });
});

describe('not pages', () => {
  it.each(['/assets/entry.client-0000000.js', '/builds/meta/no-such-build.json'])(
    'answers %s, a file the build lacks, with a plain 404: no page, no redirect, not kept',
    async (path) => {
      const res = await navigate(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
      expect(res.headers.get('Cache-Control')).toMatch(/no-store/);
      expect(res.headers.get('Vary') ?? '').not.toContain('User-Agent');
      expect(await res.text()).toBe('Not Found');
    },
  );

  it('leaves the content API’s paths to the API, trailing slash and all', async () => {
    const res = await navigate('/api/cn/listColumn/');
    expect(res.status).not.toBe(301);
    expect(res.status).not.toBe(302);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  });
});
