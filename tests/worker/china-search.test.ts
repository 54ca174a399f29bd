// What Chinese search engines and apps read (decision 0020): the PC page names its /m twin
// (mobile-agent, applicable-device), nothing may transcode a response (no-transform),
// sitemap.xml marks mobile URLs the Baidu way, every page type's JSON-LD says what the page
// shows, and a PC article or guide carries a QR code of its /m twin.

import { describe, expect, it } from 'vitest';
import { BAIDU_MOBILE_NS } from '../../worker/files/robots-and-feeds.ts';
import { get, headings, text } from './helpers/request.ts';
import { IDENTITY, OFFERED, SEED } from './helpers/council.ts';

/** A guide of the council's own: the first service it offers. */
const GUIDE = OFFERED[0]!.path;
/** A service with certification FAQs (the problem page's filter). */
const FAQ_SERVICE = OFFERED.find((s) => (SEED.authQuTypes ?? []).some((t) => t.serviceCode === s.code))!.code;

/** One of each page type, PC path (the /m twin is `/m` + path). */
const PAGE_TYPES = [
  '/',
  '/importantNews?page=2',
  '/detail/1001',
  '/detail/120?type=activity',
  '/aboutUs/speech',
  '/service/commercial',
  GUIDE,
  '/service/export-journey',
  '/service/commercial/components/problem',
  '/service/exhibition',
  '/service/trade/activity',
  '/service/coic',
  '/search?q=单证册',
  '/sitemap',
];

const mobileOf = (path: string) => (path === '/' ? '/m' : `/m${path}`);
const meta = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');

/** Every JSON-LD block of a page, parsed. */
function jsonLd(html: string): Array<Record<string, any>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}
const ofType = (html: string, type: string) => jsonLd(html).filter((d) => d['@type'] === type);

describe('a PC page and its mobile twin name each other the way Baidu, 360 and Sogou read it', () => {
  it.each(PAGE_TYPES)('%s: the PC page says pc and names its /m twin with the same query; the twin says mobile', async (path) => {
    const pc = await get(path);
    const pcHtml = await pc.text();
    const twin = `http://site.test${mobileOf(path.split('?')[0]!)}${path.includes('?') ? `?${path.split('?')[1]}` : ''}`;
    expect(meta(pcHtml, 'applicable-device')).toBe('pc');
    expect(meta(pcHtml, 'mobile-agent')).toBe(`format=html5;url=${new URL(twin).href}`);
    // In the header, as Baidu's no-transform protocol allows: the meta form is no HTML pragma (decision 0081).
    expect(pcHtml).not.toContain('http-equiv="Cache-Control"');
    expect(pc.headers.get('Cache-Control')).toMatch(/(^|, )no-transform$/);

    const m = await get(mobileOf(path.split('?')[0]!) + (path.includes('?') ? `?${path.split('?')[1]}` : ''));
    const mHtml = await m.text();
    expect(meta(mHtml, 'applicable-device')).toBe('mobile');
    expect(meta(mHtml, 'mobile-agent')).toBeUndefined();
    expect(mHtml).not.toContain('http-equiv="Cache-Control"');
    expect(m.headers.get('Cache-Control')).toMatch(/no-transform/);
    // Canonical stays the PC page.
    expect(mHtml).toContain(`<link rel="canonical" href="http://site.test${path.replace(/^\/search\?q=.*$/, '/search')}`);
  });

  it('a cached page keeps its own caching and adds no-transform; a 404 and the files say no-transform too', async () => {
    await get('/importantNews');
    expect((await get('/importantNews')).headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate, no-transform');
    const missing = await get('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toMatch(/no-transform/);
    for (const file of ['/sitemap.xml', '/robots.txt', '/feeds/YW.xml', '/feeds/activities.ics', '/api/cn/listColumn']) {
      expect((await get(file)).headers.get('Cache-Control'), file).toMatch(/no-transform/);
    }
  });
});

describe('sitemap.xml marks mobile pages the way Baidu’s mobile sitemap protocol asks', () => {
  it('lists each PC page unmarked, then its /m twin marked <mobile:mobile type="mobile"/>', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    expect(xml).toContain(`xmlns:mobile="${BAIDU_MOBILE_NS}"`);
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const pc = entries.filter((e) => !e.includes('<mobile:mobile'));
    const mobile = entries.filter((e) => e.includes('<mobile:mobile type="mobile"/>'));
    expect(pc.length).toBeGreaterThan(20);
    expect(mobile.length).toBe(pc.length);
    for (const e of mobile) expect(e).toMatch(/<loc>http:\/\/site\.test\/m(\/|<)/);
    for (const e of pc) expect(e).not.toMatch(/<loc>http:\/\/site\.test\/m(\/|<)/);
    expect(xml).toContain(`<url><loc>http://site.test/m${GUIDE}</loc><mobile:mobile type="mobile"/></url>`);
    expect(xml).toMatch(/<url><loc>http:\/\/site\.test\/m\/detail\/1\d{3}<\/loc><mobile:mobile type="mobile"\/><lastmod>/);
  });
});

describe('structured data says what the page shows', () => {
  it.each(PAGE_TYPES.filter((p) => p !== '/'))('%s has a BreadcrumbList of its visible trail, from 首页', async (path) => {
    const html = await (await get(path)).text();
    const [list] = ofType(html, 'BreadcrumbList');
    if (path === '/sitemap' || path.startsWith('/search') || path === '/service/coic') {
      // Pages that show no trail (outside the column tree, or the chamber's own layout) claim none.
      expect(html.includes('class="breadcrumbs"')).toBe(Boolean(list));
      return;
    }
    expect(list, 'no BreadcrumbList').toBeTruthy();
    const trail = /<nav aria-label="当前位置" class="breadcrumbs">([\s\S]*?)<\/nav>/.exec(html)![1]!;
    const shown = [...trail.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => text(m[1]!));
    expect(list!.itemListElement.map((i: any) => i.name)).toEqual(shown);
    expect(list!.itemListElement[0]).toMatchObject({ position: 1, name: '首页', item: 'http://site.test/' });
    for (const item of list!.itemListElement.slice(0, -1)) expect(item.item).toMatch(/^http:\/\/site\.test\//);
  });

  it('the home page has no breadcrumbs and claims none', async () => {
    expect(ofType(await (await get('/')).text(), 'BreadcrumbList')).toEqual([]);
  });

  it('the FAQ is an FAQPage of exactly the questions and answers shown', async () => {
    const html = await (await get(`/service/commercial/components/problem?service=${FAQ_SERVICE}`)).text();
    const [faq] = ofType(html, 'FAQPage');
    const shown = [...html.matchAll(/<summary class="faq__question">([\s\S]*?)<\/summary>/g)].map((m) => text(m[1]!));
    expect(shown.length).toBeGreaterThan(0);
    expect(faq!.mainEntity.map((q: any) => q.name)).toEqual(shown);
    for (const q of faq!.mainEntity) {
      expect(q['@type']).toBe('Question');
      expect(q.acceptedAnswer['@type']).toBe('Answer');
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(10);
      expect(text(html)).toContain(q.acceptedAnswer.text.slice(0, 12));
    }
  });

  it('every offered guide is a GovernmentService with its provider, area, online start link, place, hours and fees', async () => {
    for (const { path } of OFFERED) {
      const html = await (await get(path)).text();
      const [service] = ofType(html, 'GovernmentService');
      expect(service?.name, path).toBe(headings(html)[0]);
      expect(service!.provider, path).toMatchObject({ '@type': 'Organization', name: IDENTITY.name });
      expect(service!.areaServed, path).toMatchObject({ name: IDENTITY.city });
      expect(service!.url, path).toBe(`http://site.test${path}`);
      const start = /<a class="button guide-start__button" href="([^"]+)"/.exec(html)?.[1];
      if (start) expect(service!.serviceUrl, path).toBe(start);
      const place = service!.availableChannel?.serviceLocation?.address;
      if (place) expect(text(html), path).toContain(place);
      // The opening hours are those the place's text gives (8:30 in the text is 08:30 here).
      for (const hours of service!.availableChannel?.hoursAvailable ?? []) {
        expect(place, path).toContain(hours.opens.replace(/^0/, ''));
        expect(place, path).toContain(hours.closes.replace(/^0/, ''));
      }
      if (service!.offers) expect(text(html), path).toContain(service!.offers.description);
    }
    // The example's guides are complete: some guide has them all.
    const complete = await Promise.all(
      OFFERED.map(async ({ path }) => {
        const [service] = ofType(await (await get(path)).text(), 'GovernmentService');
        return Boolean(service?.serviceUrl && service.availableChannel?.hoursAvailable?.length && service.offers);
      }),
    );
    expect(complete).toContain(true);
  });

  it('an activity is an Event at the Beijing time and place shown', async () => {
    const html = await (await get('/detail/120?type=activity')).text();
    const [event] = ofType(html, 'Event');
    expect(event!.name).toBe(headings(html)[0]);
    expect(event!.startDate).toBe('2026-12-03T14:00:00+08:00');
    expect(event!.endDate).toBe('2026-12-03T17:00:00+08:00');
    expect(text(html)).toContain(event!.location.address);
    expect(event!.url).toBe('http://site.test/detail/120?type=activity');
  });

  it('each fair on the exhibition calendar is an Event with its dates, venue and country', async () => {
    const html = await (await get('/service/exhibition')).text();
    const [list] = ofType(html, 'ItemList');
    const names = [...html.matchAll(/<h2 class="exhibition__name">([\s\S]*?)<\/h2>/g)].map((m) => text(m[1]!));
    expect(list!.itemListElement.map((i: any) => i.item.name)).toEqual(names);
    for (const { item } of list!.itemListElement) {
      expect(item['@type']).toBe('Event');
      expect(item.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(item.location.address.addressCountry).toBeTruthy();
    }
  });

  it('an article is a NewsArticle with its headline and Beijing-time date', async () => {
    const html = await (await get('/detail/1001')).text();
    const [article] = ofType(html, 'NewsArticle');
    expect(article!.headline).toBe(headings(html)[0]);
    expect(article!.datePublished).toMatch(/\+08:00$/);
    expect(article!.mainEntityOfPage).toBe('http://site.test/detail/1001');
  });
});

describe('扫码在手机上阅读', () => {
  it.each(['/detail/1001', GUIDE])('%s (PC) shows an inline SVG QR code with a label and the /m address', async (path) => {
    const html = await (await get(path)).text();
    const block = /<aside class="mobile-qr"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
    expect(block).toMatch(/<svg[^>]*role="img"/);
    expect(block).toMatch(/<path d="M\d+ \d+h\d+v1h-\d+z/);
    expect(text(block)).toContain('扫码在手机上阅读');
    expect(text(block)).toContain(`site.test/m${path}`);
  });

  it('a phone’s page has no QR code of itself, nor does a page that is not an article or guide', async () => {
    for (const path of ['/m/detail/1001', `/m${GUIDE}`, '/importantNews', '/detail/120?type=activity']) {
      expect(await (await get(path)).text(), path).not.toContain('class="mobile-qr"');
    }
  });

  it('/qr.json draws only this site’s /m addresses', async () => {
    const res = await get('/qr.json?path=%2Fm%2Fdetail%2F1001');
    expect(res.status).toBe(200);
    const qr = (await res.json()) as { url: string; size: number; path: string };
    expect(qr.url).toBe('http://site.test/m/detail/1001');
    expect(qr.size).toBeGreaterThanOrEqual(21);
    for (const bad of ['https://evil.test/', '//evil.test/m', '/detail/1001', '']) {
      expect((await get(`/qr.json?path=${encodeURIComponent(bad)}`)).status, bad).toBe(400);
    }
  });
});
