// requirements §16: page navigations are redirected to the version the device wants, only on
// a clear signal, never off-site, never for /api, /builds or other non-pages.

import { describe, expect, it } from 'vitest';
import { decideDevice, deviceFromUserAgent, isCrawler } from '../../worker/device.ts';
import { get } from './helpers/request.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1';
const BAIDUSPIDER = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';

describe('the decision', () => {
  it.each([
    // cookie, hint, user agent → mode
    ['device=mobile', '?0', WINDOWS, 'mobile'],
    ['device=pc', '?1', IPHONE, 'pc'],
    ['theme=x; device=pc', null, IPHONE, 'pc'],
    [null, '?1', WINDOWS, 'mobile'],
    [null, '?0', ANDROID, 'pc'],
    [null, null, IPHONE, 'mobile'],
    [null, null, ANDROID, 'mobile'],
    [null, null, WINDOWS, 'pc'],
    [null, null, IPAD, null],
    [null, null, BAIDUSPIDER, null],
    [null, null, '', null],
    ['device=tablet', null, 'curl/8.5', null],
  ] as const)('cookie %s, hint %s, UA %s → %s', (cookie, hint, userAgent, mode) => {
    expect(decideDevice({ cookie, hint, userAgent }).mode).toBe(mode);
  });

  it('names in Vary only what it read', () => {
    expect(decideDevice({ cookie: 'device=pc' }).used).toEqual(['Cookie']);
    expect(decideDevice({ hint: '?1' }).used).toEqual(['Cookie', 'Sec-CH-UA-Mobile']);
    expect(decideDevice({ userAgent: WINDOWS }).used).toEqual(['Cookie', 'Sec-CH-UA-Mobile', 'User-Agent']);
  });
});

// Real user agents as the crawlers and browsers publish them.
const CRAWLERS_AND_PLATFORMS: Array<[name: string, ua: string, mode: 'mobile' | 'pc' | null]> = [
  [
    'Googlebot smartphone',
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.204 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'mobile',
  ],
  ['Googlebot desktop (short)', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', null],
  [
    'Googlebot desktop',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.6778.204 Safari/537.36',
    null,
  ],
  ['Baiduspider desktop', BAIDUSPIDER, null],
  [
    'Baiduspider mobile (Android)',
    'Mozilla/5.0 (Linux;u;Android 4.2.2;zh-cn;) AppleWebKit/534.46 (KHTML,like Gecko) Version/5.1 Mobile Safari/10600.6.3 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    'mobile',
  ],
  [
    'Baiduspider-render mobile (iPhone)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 9_1 like Mac OS X) AppleWebKit/601.1.46 (KHTML, like Gecko) Version/9.0 Mobile/13B143 Safari/601.1 (compatible; Baiduspider-render/2.0; +http://www.baidu.com/search/spider.html)',
    'mobile',
  ],
  ['Sogou wap spider', 'Sogou wap spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)', 'mobile'],
  ['Sogou web spider', 'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)', null],
  [
    '360Spider mobile',
    'Mozilla/5.0 (Linux; U; Android 4.0.3; zh-cn; HUAWEI C8812 Build/HuaweiC8812) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30; 360Spider',
    'mobile',
  ],
  [
    '360Spider desktop',
    'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/50.0.2661.102 Safari/537.36; 360Spider',
    null,
  ],
  [
    'HarmonyOS NEXT phone',
    'Mozilla/5.0 (Phone; OpenHarmony 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
    'mobile',
  ],
  [
    'HarmonyOS NEXT tablet',
    'Mozilla/5.0 (Tablet; OpenHarmony 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
    null,
  ],
  [
    'HarmonyOS NEXT 2-in-1',
    'Mozilla/5.0 (PC; OpenHarmony 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1',
    'pc',
  ],
  [
    'HarmonyOS 4 phone (Android-based)',
    'Mozilla/5.0 (Linux; Android 12; HarmonyOS; ALN-AL00; HMSCore 6.13.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.5735.196 HuaweiBrowser/15.0.4.312 Mobile Safari/537.36',
    'mobile',
  ],
];

describe('crawlers and platforms', () => {
  it.each(CRAWLERS_AND_PLATFORMS)('%s → %s', (_name, ua, mode) => {
    expect(deviceFromUserAgent(ua)).toBe(mode);
  });

  // Crawlers ask with Accept: */*; browsers navigate asking for HTML.
  it.each(CRAWLERS_AND_PLATFORMS)('%s loading a PC page', async (name, ua, mode) => {
    const accept = isCrawler(ua) ? '*/*' : 'text/html';
    const res = await get('/importantNews', { headers: { Accept: accept, 'User-Agent': ua }, redirect: 'manual' });
    if (mode === 'mobile') {
      expect(res.status, name).toBe(302);
      expect(res.headers.get('Location')).toBe('/m/importantNews');
    } else {
      expect(res.status, name).toBe(200);
    }
  });

  it('leaves a desktop crawler on the /m page it asked for', async () => {
    const res = await get('/m/importantNews', { headers: { Accept: '*/*', 'User-Agent': BAIDUSPIDER }, redirect: 'manual' });
    expect(res.status).toBe(200);
  });
});

const navigate = (path: string, headers: Record<string, string>) =>
  get(path, { headers: { Accept: 'text/html', 'Sec-Fetch-Dest': 'document', ...headers }, redirect: 'manual' });

describe('the redirect', () => {
  it('sends a phone from a PC page to its /m twin with a relative Location, query kept', async () => {
    const res = await navigate('/importantNews?page=2', { 'User-Agent': IPHONE });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/m/importantNews?page=2');
    expect(res.headers.get('Vary')).toContain('User-Agent');
  });

  it('sends a PC from /m to the desktop home', async () => {
    const res = await navigate('/m', { 'User-Agent': WINDOWS });
    expect(res.headers.get('Location')).toBe('/');
  });

  it('serves the page when device and path agree, asking for the client hint', async () => {
    const res = await navigate('/m/importantNews', { 'Sec-CH-UA-Mobile': '?1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Accept-CH')).toBe('Sec-CH-UA-Mobile');
    expect(res.headers.get('Vary')).toContain('Sec-CH-UA-Mobile');
  });

  it('lets the client cookie win, so a visitor who chose the PC version on a phone stays there', async () => {
    expect((await navigate('/importantNews', { 'User-Agent': IPHONE, Cookie: 'device=pc' })).status).toBe(200);
  });

  it('never redirects /api, /builds, feeds or /healthz, whatever the device', async () => {
    for (const path of ['/api/cn/listColumn', '/builds/latest.json', '/healthz', '/feeds/YW.xml', '/sitemap.xml']) {
      const res = await navigate(path, { 'User-Agent': IPHONE });
      expect(res.status, path).not.toBe(302);
    }
  });

  it('does not redirect fetch() calls, only document navigations', async () => {
    const res = await get('/importantNews', { headers: { 'Sec-Fetch-Dest': 'empty', 'User-Agent': IPHONE }, redirect: 'manual' });
    expect(res.status).toBe(200);
  });

  it.each(['//evil.example/x', '/m//evil.example/x', '/\\evil.example', '/%2F%2Fevil.example', '/m/%5C%5Cevil.example', '///evil.example'])(
    'never leaves the origin for %s',
    async (path) => {
      // The device whose version the path is not: the worker does redirect it (or normalises the slashes).
      const ua = path.startsWith('/m/') ? WINDOWS : IPHONE;
      const res = await navigate(path, { 'User-Agent': ua });
      const location = res.headers.get('Location');
      expect([301, 302], `${path} was not redirected`).toContain(res.status);
      expect(new URL(location!, 'http://site.test/').origin).toBe('http://site.test');
    },
  );

  it('applies the route-rule manifest: a legacy path is moved permanently, on /m too', async () => {
    const pc = await get('/service/commercial/problem?q=备案', { redirect: 'manual' });
    expect(pc.status).toBe(301);
    expect(pc.headers.get('Location')).toBe('/service/commercial/components/problem?q=%E5%A4%87%E6%A1%88');
    const m = await get('/m/service/commercial/problem', { redirect: 'manual' });
    expect(m.headers.get('Location')).toBe('/m/service/commercial/components/problem');
  });

  it('normalises a trailing slash with a 301, without making a network-path reference', async () => {
    const res = await get('/importantNews/?page=2', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/importantNews?page=2');
    const sneaky = await get('//evil.example/', { redirect: 'manual' });
    expect(new URL(sneaky.headers.get('Location') ?? '/', 'http://site.test/').origin).toBe('http://site.test');
  });
});
