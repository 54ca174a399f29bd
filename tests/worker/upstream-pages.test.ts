// Pages in upstream mode (API_BASE set) where the CMS lacks the site's own additions
// (docs/api.md): a service guide sent without its section fields renders its `content` as
// before, and site search, answered from the CMS's keyword lists, says it matched titles
// only. The CMS is a fake: the built-in content (the worker in D1 mode) with every guide
// section field taken out of the release details, as an older CMS would send them.

import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUIDE_SECTIONS } from '../../app/domain/guide-sections.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { getWithEnv, text } from './helpers/request.ts';
import { OFFERED, pageOf } from './helpers/council.ts';

const seedFiles: Record<string, unknown> = import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' });

/** What a CMS that knows nothing of guide sections leaves out of a release. */
const SECTION_FIELDS = [...GUIDE_SECTIONS.map((s) => s.key), 'verifyLinks', 'guide'];

const asked: string[] = [];

async function cms(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  asked.push(url.pathname + url.search);
  const answer = await exports.default.fetch(new Request(`http://site.test${url.pathname}${url.search}`));
  if (!/^\/api\/cn\/releaseDetailById\/\d+$/.test(url.pathname)) return answer;
  const body = (await answer.json()) as { data?: Record<string, unknown> };
  for (const field of SECTION_FIELDS) delete body.data?.[field];
  return Response.json(body);
}

// No edge or page cache: the worker's caches are keyed by call, not by CMS, and another
// file's fake CMS may have stored the same calls with their sections.
const upstreamEnv = {
  ...env,
  API_BASE: 'http://cms-without-sections.test',
  UPSTREAM_TIMEOUT_MS: '2000',
  API_CACHE_TTL: '0',
  API_CACHE_STALE: '0',
  PAGE_CACHE_TTL: '0',
  PAGE_CACHE_STALE: '0',
};

/** One request through the whole worker in upstream mode, background work included. */
const site = (path: string) => getWithEnv(path, upstreamEnv);

async function page(path: string): Promise<string> {
  const res = await site(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

beforeEach(() => {
  asked.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(cms as typeof fetch);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a guide whose upstream release has no section fields', () => {
  const origin = loadSeedDocument(seedFiles).releases!.find((r) => r.id === '3001')!;
  const opening = '原产地证书是证明出口货物原产于中华人民共和国的法律文件';

  it('renders its content body, PC and /m', async () => {
    expect(origin.content).toContain(opening);
    for (const path of ['/service/commercial/origin', '/m/service/commercial/origin']) {
      const html = await page(path);
      expect(
        asked.some((a) => a.startsWith('/api/cn/releaseDetailById/3001')),
        'asked the CMS',
      ).toBe(true);
      expect(text(html), path).toContain(opening);
      // The body's own headings (适用范围, …) in the page's table of contents and article.
      expect(html, path).toMatch(/<h2[^>]*>适用范围<\/h2>/);
      expect(html, path).toContain('href="#section-1"');
      // None of the structured rendering, which needs the fields.
      expect(html, path).not.toContain('class="guide-sections"');
      expect(html, path).not.toContain('data-guide-start');
      expect(html, path).not.toContain('办事指南正在更新');
      expect(text(html), path).toMatch(/最后更新：\d{4}年\d{1,2}月\d{1,2}日/);
    }
  });

  it('a guide without FAQs (mediation, arbitration) renders its body too', async () => {
    for (const service of OFFERED.filter((s) => !s.certification)) {
      const guide = loadSeedDocument(seedFiles).releases!.find((r) => r.id === pageOf(service.columnCode).id)!;
      const first = text(/<p>([\s\S]*?)<\/p>/.exec(guide.content ?? '')?.[1] ?? '').slice(0, 20);
      expect(first.length).toBe(20);
      const html = await page(service.path);
      expect(text(html)).toContain(first);
      expect(html).not.toContain('class="guide-sections"');
    }
  });
});

describe('search in upstream mode', () => {
  const NOTE = '搜索仅匹配新闻、活动、展会的标题和常见问题的问题，不含正文、服务指南和表格';

  it('the results page says results come from titles only, PC and /m', async () => {
    for (const prefix of ['', '/m']) {
      const html = await page(`${prefix}/search?q=${encodeURIComponent('ATA单证册')}`);
      expect(text(html), prefix || '/').toContain(NOTE);
      expect(
        asked.some((a) => a.startsWith('/api/cn/listAuthQu?') && a.includes('question=')),
        'asked the CMS',
      ).toBe(true);
      // Titles and questions were found; no guide, so no best-bet card.
      expect(html).toContain('class="search-results"');
      expect(html).not.toContain('class="best-bet"');
      expect(text(html)).toMatch(/服务指南（0）/);
    }
  });

  it('the API marks its answer as titles only', async () => {
    const res = await site(`/api/cn/search?keyword=${encodeURIComponent('原产地')}`);
    const body = (await res.json()) as { code: number; mode: string; counts: Record<string, number>; total: number };
    expect(body).toMatchObject({ code: 200, mode: 'titles' });
    expect(body.counts.guide).toBe(0);
    expect(body.counts.form).toBe(0);
    expect(body.total).toBeGreaterThan(0);
  });

  it('the page without a query has no such note', async () => {
    expect(text(await page('/search'))).not.toContain(NOTE);
  });
});
