// The sitemap at any size (issue 28): every list column's article once at its PC URL, its /m
// twin marked beside it, split into a sitemap index of small files when the site outgrows one
// (checked here with SITEMAP_FILE_URLS of 40 on the seed), never device-redirected.

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { isoBeijing } from '../../app/lib/dates.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import type { Env } from '../../worker/env.ts';
import { get, getWithEnv } from './helpers/request.ts';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
const listColumns = new Set(seed.columns!.filter((c) => c.columnType === 'list').map((c) => c.id));
/** The PC URL of every article a sitemap must name: list columns' releases without an outside link. */
const articles = seed
  .releases!.filter((r) => listColumns.has(r.columnId) && !r.linkUrl)
  .map((r) => `http://small.test/detail/${r.id}`)
  .sort();

/** Each article's lastmod: its release time with Beijing's offset, as the pages' <time> says it. */
/** An article's lastmod: its release time, or its update time when later (a correction, issue 46). */
const released = new Map(
  seed.releases!.map((r) => [`/detail/${r.id}`, isoBeijing(r.updateTime && r.updateTime > r.releaseTime ? r.updateTime : r.releaseTime)]),
);

const PER_FILE = 40;
const small = { ...env, SITEMAP_FILE_URLS: String(PER_FILE) } as Env;
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const urls = (xml: string) => [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);

describe('the sitemap of a site larger than one file', () => {
  it('is an index of files, none over its size, naming every article’s PC URL exactly once', async () => {
    const index = await getWithEnv('http://small.test/sitemap.xml', small);
    expect(index.status).toBe(200);
    const xml = await index.text();
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?><sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const files = locs(xml);
    const articleFiles = Math.ceil(seed.releases!.length / PER_FILE);
    expect(files).toHaveLength(2 + 2 * articleFiles);
    expect(files.slice(0, 2)).toEqual(['http://small.test/sitemaps/pages.xml', 'http://small.test/sitemaps/mobile-pages.xml']);

    const named: string[] = [];
    for (const file of files) {
      const res = await getWithEnv(file, small, { headers: { 'User-Agent': PHONE } });
      // An SEO file: a phone asking for it is never sent to /m.
      expect(res.status, file).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/xml/);
      const body = await res.text();
      expect(new TextEncoder().encode(body).length).toBeLessThan(10 * 1024 * 1024);
      const entries = urls(body);
      const mobile = file.includes('/mobile-');
      if (file.includes('articles-')) expect(entries.length, file).toBeLessThanOrEqual(PER_FILE);
      for (const entry of entries) {
        const loc = locs(`${entry}`)[0]!;
        // Twins carry Baidu's mark and live in their own files; PC files name PC URLs only.
        expect(entry.includes('<mobile:mobile type="mobile"/>'), loc).toBe(mobile);
        expect(loc.startsWith('http://small.test/m/') || loc === 'http://small.test/m', loc).toBe(mobile);
        if (!mobile && loc.includes('/detail/')) {
          named.push(loc);
          expect(entry).toContain(`<lastmod>${released.get(new URL(loc).pathname)}</lastmod>`);
        }
      }
      if (file.endsWith('pages.xml')) expect(body).not.toContain('/detail/');
    }
    expect(named.sort()).toEqual(articles);
  });

  it('answers 404 for a file past the last one', async () => {
    const after = Math.ceil(seed.releases!.length / PER_FILE) + 1;
    expect((await getWithEnv(`http://small.test/sitemaps/articles-${after}.xml`, small)).status).toBe(404);
    expect((await getWithEnv('http://small.test/sitemaps/other.xml', small)).status).toBe(404);
  });

  it('is cached like a page: the second request is a hit', async () => {
    await getWithEnv('http://small.test/sitemaps/articles-2.xml', small);
    const again = await getWithEnv('http://small.test/sitemaps/articles-2.xml', small);
    expect(again.headers.get('Cache-Status')).toMatch(/hit/);
  });
});

describe('the sitemap of the seed (fewer URLs than one file holds)', () => {
  it('is one file naming every article once, each with its marked /m twin', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    expect(xml).toContain('<urlset');
    const pc = locs(xml).filter((loc) => loc.startsWith('http://site.test/detail/'));
    expect(pc.sort()).toEqual(articles.map((a) => a.replace('small.test', 'site.test')));
    expect(xml).toContain('<url><loc>http://site.test/m/detail/1001</loc><mobile:mobile type="mobile"/>');
  });
});
