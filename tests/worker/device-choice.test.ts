// requirements §16: the 电脑版/手机版 links reach /device/{pc|mobile}?to=…, which records the
// choice in the `device` cookie the redirect reads and sends the visitor to the same page in
// that version; never stored, never off the site (SECURITY.md "Redirect safety"). And the
// links in a cached page are the same for every visitor.

import { describe, expect, it } from 'vitest';
import { get } from './helpers/request.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const choose = (path: string, init: RequestInit = {}) =>
  get(path, { redirect: 'manual', ...init, headers: { Accept: 'text/html', 'Sec-Fetch-Dest': 'document', ...init.headers } });

/** The cookie the answer sets, as `name=value` plus its attributes in lower case. */
function cookie(res: Response): { value: string; attributes: string[] } {
  const [value = '', ...attributes] = (res.headers.get('Set-Cookie') ?? '').split(/;\s*/);
  return { value, attributes: attributes.map((a) => a.toLowerCase()) };
}

describe('the device choice route', () => {
  it.each([
    ['/device/pc?to=/m/detail/1001', '/detail/1001', 'device=pc'],
    ['/device/mobile?to=/detail/1001', '/m/detail/1001', 'device=mobile'],
    ['/device/pc?to=/m', '/', 'device=pc'],
    ['/device/mobile?to=/', '/m', 'device=mobile'],
    // The page's query is kept, escaped in the link as the page writes it.
    ['/device/pc?to=/m/importantNews%3Fpage%3D2%26size%3D20', '/importantNews?page=2&size=20', 'device=pc'],
    ['/device/mobile?to=/search%3Fq%3DATA%2B%E5%8D%95%E8%AF%81%E5%86%8C', '/m/search?q=ATA+%E5%8D%95%E8%AF%81%E5%86%8C', 'device=mobile'],
    // Either version of the page leads to the chosen one.
    ['/device/pc?to=/importantNews', '/importantNews', 'device=pc'],
  ])('%s records the choice and sends the visitor to %s', async (path, location, value) => {
    const res = await choose(path);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(location);
    expect(cookie(res).value).toBe(value);
  });

  it('is never stored and its cookie lasts a year, for the whole site, readable by the page', async () => {
    const res = await choose('/device/pc?to=/m/importantNews');
    expect(res.headers.get('Cache-Control')).toMatch(/\bno-store\b/);
    expect(res.headers.get('Cache-Status')).not.toMatch(/\bhit\b/);
    const { attributes } = cookie(res);
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'max-age=31536000', 'samesite=lax']));
    // The browser rewrites it when the width swaps the version (requirements §2.5): not HttpOnly.
    expect(attributes).not.toContain('httponly');
    // Plain HTTP (local) sets no Secure; HTTPS does (below).
    expect(attributes).not.toContain('secure');
  });

  it('marks the cookie Secure over HTTPS', async () => {
    const { exports } = await import('cloudflare:workers');
    const res = await exports.default.fetch(new Request('https://site.test/device/mobile?to=/aboutUs', { redirect: 'manual' }));
    expect(res.status).toBe(302);
    expect(cookie(res).attributes).toContain('secure');
  });

  it.each([
    '//evil.example/x',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /evil',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/m/..//evil.example',
    'evil.example',
    '',
    // Not a page: the site's files and unknown paths.
    '/api/cn/listColumn',
    '/sitemap.xml',
    '/healthz',
    '/no-such-page',
  ])('sends a hostile or unknown target %j to the chosen home', async (to) => {
    for (const [mode, home] of [
      ['pc', '/'],
      ['mobile', '/m'],
    ] as const) {
      const res = await choose(`/device/${mode}?to=${encodeURIComponent(to)}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('Location'), `${mode} ${to}`).toBe(home);
      expect(cookie(res).value).toBe(`device=${mode}`);
    }
  });

  it('without a target or with one too long, sends the visitor home; an unknown version is a 404 page', async () => {
    expect((await choose('/device/mobile')).headers.get('Location')).toBe('/m');
    expect((await choose(`/device/pc?to=/${'a'.repeat(2000)}`)).headers.get('Location')).toBe('/');
    expect((await choose('/device/tablet?to=/')).status).toBe(404);
  });

  it('the redirect then honours the choice: a phone that chose the PC version stays on PC pages', async () => {
    const chosen = await choose('/device/pc?to=/m/importantNews', { headers: { 'User-Agent': IPHONE } });
    const value = cookie(chosen).value;
    const next = await choose(chosen.headers.get('Location')!, { headers: { 'User-Agent': IPHONE, Cookie: value } });
    expect(next.status).toBe(200);
    const back = await choose('/device/mobile?to=/importantNews', { headers: { 'User-Agent': IPHONE, Cookie: value } });
    expect(back.headers.get('Location')).toBe('/m/importantNews');
    expect(cookie(back).value).toBe('device=mobile');
  });
});

describe('the 电脑版/手机版 links', () => {
  /** The version switch's link in a page's HTML. */
  const switchHref = (html: string, label: string) =>
    new RegExp(`<a href="([^"]*)"[^>]*>${label}</a>`).exec(html)?.[1]?.replace(/&amp;/g, '&');

  it('lead to the route with the page’s own URL, the same for every visitor of a cached page', async () => {
    const pc = await (await get('/importantNews?page=2&utm_source=x', { headers: { Cookie: 'device=pc' } })).text();
    expect(switchHref(pc, '手机版')).toBe('/device/mobile?to=/m/importantNews%3Fpage%3D2');
    // Another visitor, another ignored parameter, the cached page: the same link.
    const again = await (await get('/importantNews?page=2&from=y', { headers: { Cookie: 'device=pc' } })).text();
    expect(switchHref(again, '手机版')).toBe('/device/mobile?to=/m/importantNews%3Fpage%3D2');
    const phone = await (await get('/m/detail/1001', { headers: { 'User-Agent': IPHONE } })).text();
    expect(switchHref(phone, '电脑版')).toBe('/device/pc?to=/detail/1001');
  });

  it('are followed: the route answers what the link says', async () => {
    const phone = await (await get('/m/importantNews?page=2', { headers: { 'User-Agent': IPHONE } })).text();
    const res = await choose(switchHref(phone, '电脑版')!);
    expect(res.headers.get('Location')).toBe('/importantNews?page=2');
  });
});
