// The URL a page is rendered from and cached under (architecture.md "Edge cache"): only the query
// parameters that change what a page shows survive, in one fixed order, so that tracking
// tags and cache-busters neither split the page cache nor reach the cached HTML.

import { describe, expect, it } from 'vitest';
import { normalisePageUrl, PAGE_QUERY_PARAMS, pageQuery } from '../../../../app/lib/page-query.ts';

const SITE = 'https://www.council.example';
const normal = (pathAndQuery: string) => normalisePageUrl(new URL(pathAndQuery, SITE)).href;

describe('normalisePageUrl', () => {
  it('drops tracking tags and cache-busters, keeping the page and its filters', () => {
    expect(normal('/importantNews?utm_source=wechat&page=2&_=1712345678&tag=5&from=timeline')).toBe(`${SITE}/importantNews?page=2&tag=5`);
  });

  it('gives one URL whatever order the visitor’s link put the parameters in', () => {
    const a = normal('/service/commercial/components/problem?size=20&q=%E6%8A%BC%E9%87%91&service=ata&page=2');
    const b = normal('/service/commercial/components/problem?page=2&service=ata&q=%E6%8A%BC%E9%87%91&size=20');
    expect(a).toBe(b);
    expect(a).toBe(`${SITE}/service/commercial/components/problem?page=2&size=20&q=%E6%8A%BC%E9%87%91&service=ata`);
  });

  it('leaves no question mark when nothing the page reads was asked for', () => {
    expect(normal('/information?spm=a2c4g.11186623&fbclid=IwAR0abc')).toBe(`${SITE}/information`);
    expect(normal('/aboutUs')).toBe(`${SITE}/aboutUs`);
  });

  it('cannot be poisoned: an un-keyed parameter carrying markup leaves no trace in the URL the page renders from', () => {
    const poisoned = normal('/detail/1001?x=%22%3E%3Cscript%3Ealert(1)%3C/script%3E&callback=evil');
    expect(poisoned).toBe(`${SITE}/detail/1001`);
    expect(poisoned).toBe(normal('/detail/1001'));
  });

  it('keeps a repeated parameter once (its first value), so a second copy cannot ride along', () => {
    expect(normal('/importantNews?page=2&page=%3Cscript%3E')).toBe(`${SITE}/importantNews?page=2`);
  });

  it('keeps names exactly as the site writes them: another spelling is a different, dropped parameter', () => {
    expect(normal('/importantNews?Page=3&PAGE=4&page=2')).toBe(`${SITE}/importantNews?page=2`);
  });

  it('keeps the path (PC or /m), the origin, and a keyword’s text, and drops the fragment', () => {
    const url = normalisePageUrl(new URL('/m/search?q=ATA+%E5%8D%95%E8%AF%81%E5%86%8C&type=release&ref=home#results', SITE));
    expect(url.origin).toBe(SITE);
    expect(url.pathname).toBe('/m/search');
    expect(url.hash).toBe('');
    expect(url.searchParams.get('q')).toBe('ATA 单证册');
    expect([...url.searchParams.keys()]).toEqual(['q', 'type']);
  });
});

describe('pageQuery', () => {
  it('orders every page parameter by the site’s list, however they arrive', () => {
    const reversed = new URLSearchParams([...PAGE_QUERY_PARAMS].reverse().map((name, i) => [name, String(i + 1)]));
    expect([...pageQuery(reversed).keys()]).toEqual([...PAGE_QUERY_PARAMS]);
  });

  it('keeps an empty value the visitor sent (the page reads it as no keyword), and nothing else', () => {
    expect(pageQuery(new URLSearchParams('q=&utm_medium=social')).toString()).toBe('q=');
  });
});

describe('a page’s own parameters (its route’s `query`)', () => {
  it('keeps only those: another page parameter the page does not read is dropped', () => {
    expect(normalisePageUrl(new URL('/?page=28976', SITE), []).href).toBe(`${SITE}/`);
    expect(normalisePageUrl(new URL('/detail/1001?tab=x&type=activity', SITE), ['type']).href).toBe(`${SITE}/detail/1001?type=activity`);
  });

  it('keeps the list’s order and spelling whatever order the route names them in', () => {
    const url = new URL('/importantNews?q=%E5%B1%95&tag=03&page=+2&size=20&tab=x', SITE);
    expect(normalisePageUrl(url, ['q', 'tag', 'page', 'size']).search).toBe('?page=2&size=20&tag=3&q=%E5%B1%95');
  });
});
