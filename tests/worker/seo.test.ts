// What search engines and feed readers get: per-page title, description, canonical URL and
// Open Graph, JSON-LD for articles and events, sitemap.xml, robots.txt and Atom feeds.

import { describe, expect, it } from 'vitest';
import { get } from './helpers/request.ts';
import { IDENTITY, OFFERED } from './helpers/council.ts';

describe('page metadata', () => {
  it('an article has its title, description, canonical URL, Open Graph and NewsArticle data', async () => {
    const html = await (await get('/m/detail/1001?utm_source=wechat&page=1')).text();
    expect(html).toContain(`<title>2024年我会签发原产地证书9.6万份 - ${IDENTITY.shortName}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{10,}"/);
    // The PC page is canonical; tracking parameters and any the page does not read are not part of it.
    expect(html).toContain('<link rel="canonical" href="http://site.test/detail/1001"/>');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!);
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: '2024年我会签发原产地证书9.6万份' });
    expect(ld.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
  });

  it('an activity is an Event with Beijing-time dates and its place', async () => {
    const html = await (await get('/detail/101?type=activity')).text();
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!);
    expect(ld['@type']).toBe('Event');
    expect(ld.startDate).toMatch(/\+08:00$/);
    expect(ld.location.name).toBeTruthy();
  });

  it('the exhibition calendar lists its fairs as Events', async () => {
    const html = await (await get('/service/exhibition')).text();
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!);
    expect(ld['@type']).toBe('ItemList');
    expect(ld.itemListElement[0].item['@type']).toBe('Event');
  });
});

describe('files for crawlers and feed readers', () => {
  it('robots.txt points to the sitemap and keeps crawlers off the API', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).toContain('Sitemap: http://site.test/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
  });

  it('sitemap.xml lists the column pages and articles with absolute URLs', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers.get('Content-Type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toContain('<loc>http://site.test/importantNews</loc>');
    for (const { path } of OFFERED) expect(xml).toContain(`<loc>http://site.test${path}</loc>`);
    expect(xml).toMatch(/<loc>http:\/\/site\.test\/detail\/1\d{3}<\/loc><lastmod>\d{4}-\d{2}-\d{2}T/);
    expect(xml).not.toContain('www.ccpit.org');
  });

  it('a list column has an Atom feed of its newest articles; other codes have none', async () => {
    const res = await get('/feeds/YW.xml');
    expect(res.headers.get('Content-Type')).toMatch(/^application\/atom\+xml/);
    const xml = await res.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="zh-CN">');
    expect(xml).toContain(`<title>贸促要闻 - ${IDENTITY.shortName}</title>`);
    expect((xml.match(/<entry>/g) ?? []).length).toBeGreaterThan(5);
    expect((await get('/feeds/FW-SSRZ-YCD.xml')).status).toBe(404);
    expect((await get('/feeds/NOPE.xml')).status).toBe(404);
  });
});
