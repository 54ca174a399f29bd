// Every route of requirements §2 answers 200 with its own Chinese heading, rendered on the server;
// the three 404 cases carry the exact texts of requirements §2.3; a failure is a plain 500.

import { env } from 'cloudflare:workers';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes.ts';
import { get, headings, text, title } from './helpers/request.ts';
import { IDENTITY, OFFERED, pageTitleOf } from './helpers/council.ts';

// Written by hand from requirements §2 and the seed content, not generated from the route table;
// the council's name and its pages' own titles are its identity's and its seed's, and the
// service guides are those it offers (a service it does not offer answers 404: offered-services.test.ts).
const REQUIRED_PAGES: ReadonlyArray<[path: string, h1: string]> = [
  ['/', IDENTITY.name],
  ['/aboutUs', '关于我们'],
  ['/aboutUs/components/base', '机构简介'],
  ['/aboutUs/conference', '会议精神'],
  ['/aboutUs/disciplinary', '纪检监察'],
  ['/aboutUs/groupBuilding', '党群建设'],
  ['/aboutUs/infDisclosure', '信息公开'],
  ['/aboutUs/organization', '组织机构'],
  ['/aboutUs/speech', '领导讲话'],
  ['/column/3181', '商务培训'],
  ['/detail/1001', '2024年我会签发原产地证书9.6万份'],
  ['/importantNews', '贸促要闻'],
  ['/information', '贸易资讯'],
  ['/service/coic', pageTitleOf('FW-SHFW')],
  ['/service/commercial', '商事认证'],
  ['/service/commercial/components/problem', '认证常见问题'],
  ['/service/exhibition', '展览服务'],
  ['/service/legal/service', '法律服务'],
  ['/service/trade/activity', '经贸活动'],
  ['/service/trade/exchange', '经贸交流'],
  ['/service/trade/foreign-trade', '外贸服务'],
  ...OFFERED.map((s): [string, string] => [s.path, pageTitleOf(s.columnCode)]),
];

describe('requirements §2 routes', () => {
  it('each requirements §2 path has a page of its own in the route table, on PC and under /m', () => {
    for (const [path] of REQUIRED_PAGES) {
      for (const url of [path, path === '/' ? '/m' : `/m${path}`]) {
        const page = matchRoutes(routes, url)?.at(-1)?.route;
        expect(page?.id, url).toBeDefined();
        expect(page?.id, url).not.toMatch(/^not-found/);
      }
    }
  });

  for (const [path, h1] of REQUIRED_PAGES) {
    it(`${path} answers 200 with the heading “${h1}” in the server HTML`, async () => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(headings(html)).toEqual([h1]);
      expect(title(html)).toContain(h1 === IDENTITY.name ? IDENTITY.shortName : h1);
      expect(html).toMatch(/^<!DOCTYPE html><html lang="zh-CN"/);
    });
  }

  it('shows the navigation built from the column tree on every page', async () => {
    const html = await (await get('/aboutUs/speech')).text();
    const nav = html.match(/<nav class="main-nav"[\s\S]*?<\/nav>/)?.[0] ?? '';
    for (const name of ['贸促要闻', '业务服务', '贸易资讯', '关于我们', '商事认证', '展览服务', '通知公告', '领导讲话'])
      expect(text(nav)).toContain(name);
    expect(nav).toContain('href="/importantNews"');
    expect(nav).toContain('href="/service/exhibition"');
    expect(nav).toContain('href="/column/21"');
  });
});

describe('404 and 500', () => {
  it('an unknown path is 404 “Page not found: {path}”', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    expect(text(await res.text())).toContain('Page not found: /no/such/page');
  });

  it.each(['/column/abc', '/detail/12x', '/detail/-1'])('%s fails route validation: 404 “Page Not Found: {path}”', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(text(await res.text())).toContain(`Page Not Found: ${path}`);
  });

  it.each(['/column/999999', '/detail/999999'])('%s matches a route but has no record: 404 “Page not found: {path}”', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(text(await res.text())).toContain(`Page not found: ${path}`);
  });

  it('a failing content store gives HTTP 500 “Internal Server Error” with no stack trace or store message', async () => {
    await env.DB.exec('ALTER TABLE releases RENAME TO releases_offline');
    try {
      // A query no earlier test made, so no cached answer can hide the failure.
      const res = await get('/importantNews?page=2&size=30');
      expect(res.status).toBe(500);
      const html = await res.text();
      expect(text(html)).toContain('Internal Server Error');
      expect(html).not.toMatch(/D1_ERROR|SQLITE|no such table|releases_offline|\bat \S+:\d+/i);
    } finally {
      await env.DB.exec('ALTER TABLE releases_offline RENAME TO releases');
    }
  });
});

describe('inputs a visitor can type', () => {
  it('a keyword cut at 100 characters never splits an emoji into a 500', async () => {
    for (const path of ['/search?q=', '/importantNews?q=', '/service/commercial/components/problem?q=']) {
      const res = await get(path + encodeURIComponent(`a${'🙂'.repeat(60)}`));
      expect(res.status, path).toBe(200);
    }
  });

  it('a HEAD request never counts a read', async () => {
    // Three readers: one reader counts once per article within a while (worker/api/read-count.ts).
    const reader = (n: number) => ({ headers: { 'CF-Connecting-IP': `198.18.0.${n}` } });
    const n = Math.floor(Math.random() * 80);
    const before = ((await (await get('/api/common/getReadCount/1003', reader(n))).json()) as { data: number }).data;
    const head = await get('/api/common/getReadCount/1003', { method: 'HEAD', ...reader(n + 1) });
    expect(head.status).toBe(200);
    const after = ((await (await get('/api/common/getReadCount/1003', reader(n + 2))).json()) as { data: number }).data;
    expect(after).toBe(before + 1);
  });

  it('a page already cached keeps being served while its store fails', async () => {
    const path = '/aboutUs/disciplinary?page=1';
    const first = await get(path);
    expect(first.status).toBe(200);
    const title = headings(await first.text());
    await env.DB.exec('ALTER TABLE releases RENAME TO releases_offline');
    try {
      const again = await get(path);
      expect(again.status).toBe(200);
      expect(headings(await again.text())).toEqual(title);
    } finally {
      await env.DB.exec('ALTER TABLE releases_offline RENAME TO releases');
    }
  });
});
