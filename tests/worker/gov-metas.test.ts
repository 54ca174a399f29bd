// What the national inspection's crawlers read on every page, PC and phone: the gov.cn
// page metas (site, column, article), one description meta, and the footer's 找错 entry.

import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SITE_IDENTITY as IDENTITY } from '../../worker/site-identity.ts';
import type { Env } from '../../worker/env.ts';
import { get, getWithEnv, headings, text } from './helpers/request.ts';

/** Every `<meta name=… content=…>`, by name (a name that repeats is kept as a list). */
function metas(html: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const m of html.matchAll(/<meta name="([^"]+)" content="([^"]*)"\/?>/g)) {
    const [, name = '', content = ''] = m;
    found.set(name, [...(found.get(name) ?? []), text(content)]);
  }
  return found;
}

const one = (found: Map<string, string[]>, name: string) => {
  const values = found.get(name) ?? [];
  expect(values, `${name} appears once`).toHaveLength(1);
  return values[0]!;
};

/** The footer's 网站标识码 as the visitor reads it. */
const footerCode = (html: string) => text(html.match(/网站标识码：(?:<!-- -->)?([^<]+)</)?.[1] ?? '');

const PAGES: Array<[name: string, path: string, kind: 'site' | 'column' | 'article']> = [
  ['home', '/', 'site'],
  ['listing', '/importantNews', 'column'],
  ['column page', '/aboutUs/components/base', 'column'],
  ['information disclosure', '/aboutUs/infDisclosure', 'column'],
  ['guide', '/service/commercial/origin', 'column'],
  ['exhibitions', '/service/exhibition', 'column'],
  ['search', '/search?q=%E5%8E%9F%E4%BA%A7%E5%9C%B0', 'site'],
  ['article', '/detail/1001', 'article'],
];

describe('gov.cn page metas', () => {
  for (const prefix of ['', '/m']) {
    it.each(PAGES)(`%s (${prefix || 'PC'}) carries the metas of its kind`, async (_name, path, kind) => {
      const res = await get(prefix + (path === '/' && prefix ? '' : path));
      expect(res.status).toBe(200);
      const html = await res.text();
      const found = metas(html);
      expect(one(found, 'SiteName')).toBe(IDENTITY.name);
      expect(one(found, 'SiteDomain')).toBe('site.test');
      // The identity's 网站标识码; a council without one (not yet registered) shows neither.
      if (IDENTITY.siteCode) {
        expect(one(found, 'SiteIDCode')).toBe(footerCode(html));
        expect(footerCode(html)).toBe(IDENTITY.siteCode);
      } else {
        expect(found.has('SiteIDCode')).toBe(false);
        expect(footerCode(html)).toBe('');
      }
      expect((found.get('description') ?? []).length).toBeLessThanOrEqual(1);
      expect(found.has('Description')).toBe(false);
      if (kind === 'column') {
        expect(one(found, 'ColumnName')).toBeTruthy();
        expect(one(found, 'ColumnDescription')).toBeTruthy();
        expect(one(found, 'ColumnKeywords')).toContain(one(found, 'ColumnName'));
        expect(one(found, 'ColumnType')).toMatch(/[\u4e00-\u9fff]/);
      }
      if (kind === 'site') expect(found.has('ColumnName')).toBe(false);
      if (kind === 'article') {
        expect(one(found, 'ArticleTitle')).toBe(headings(html)[0]);
        expect(one(found, 'PubDate')).toBe('2025-01-22 09:40');
        expect(text(html)).toContain('发布时间：2025年1月22日 09:40');
        expect(one(found, 'ContentSource')).toBe('本会商事认证中心');
        expect(one(found, 'Author')).toBe('郑晓岚');
        expect(one(found, 'Keywords')).toBe('商事认证');
        expect(one(found, 'Url')).toBe('http://site.test/detail/1001');
        expect(one(found, 'ColumnName')).toBe('贸促要闻');
        expect(one(found, 'ColumnType')).toBe('要闻动态');
      }
      expect(found.has('ArticleTitle')).toBe(kind === 'article');
    });
  }

  it('classes columns in the inspection’s Chinese categories', async () => {
    const notices = metas(await (await get('/column/21')).text());
    expect(one(notices, 'ColumnType')).toBe('通知公告');
    const disclosure = metas(await (await get('/aboutUs/infDisclosure')).text());
    expect(one(disclosure, 'ColumnType')).toBe('信息公开');
  });

  it('escapes what content puts in a meta', async () => {
    const html = await (await get('/detail/1001')).text();
    expect(html).not.toMatch(/<meta name="[A-Za-z]+" content="[^"]*<[^"]*"/);
  });
});

describe('the footer’s inspection items', () => {
  it.skipIf(!IDENTITY.siteCode)(
    'links 我为政府网站找错 to the national platform with the site code and this page’s address (a council with its 网站标识码)',
    async () => {
      for (const path of ['/importantNews?page=2', '/m/importantNews?page=2']) {
        const html = await (await get(path)).text();
        const href = html.match(/<a href="([^"]+)" class="site-footer__jiucuo">我为政府网站找错<\/a>/)?.[1];
        expect(href, path).toBeDefined();
        const url = new URL(href!.replace(/&amp;/g, '&'));
        expect(url.origin + url.pathname).toBe('https://zfwzgl.www.gov.cn/exposure/jiucuo.html');
        expect(url.searchParams.get('site_code')).toBe(IDENTITY.siteCode);
        expect(url.searchParams.get('url')).toBe(`http://site.test${path}`);
      }
    },
  );

  // An identity without a 网站标识码 shows no 找错 link (the footer's own test); the code is
  // the identity folder's, the same for every request of a build.
  it('loads no third-party script with the 找错 link', async () => {
    const withCode = await (await get('/importantNews')).text();
    for (const page of [withCode]) {
      for (const m of page.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) expect(m[1]).toMatch(/^\//);
    }
  });

  it('shows the badge and the consultation channel only when configured', async () => {
    const configured = {
      ...(env as Env),
      FOOTER_BADGE_KIND: '事业单位',
      FOOTER_BADGE_IMAGE: '/images/badge/sydw.png',
      FOOTER_BADGE_URL: 'https://bszs.conac.cn/sitename?method=show&id=0000',
      CONSULT_URL: 'https://12345.czs.example.gov.cn',
    };
    const html = await (await getWithEnv('http://configured.test/aboutUs/infDisclosure', configured)).text();
    expect(html).toContain('<img src="/images/badge/sydw.png" alt="事业单位"');
    // In the footer and on the disclosure page.
    expect(html.match(/href="https:\/\/12345\.czs\.example\.gov\.cn"/g)?.length).toBe(2);
    const plain = await (await get('/aboutUs/infDisclosure')).text();
    expect(plain).not.toContain('bszs.conac.cn');
    expect(plain).not.toContain('在线咨询');
  });
});
