// /sitemap.xml (issue 28): every page and the PC URL of every list column's article once, each
// with its /m twin marked for Baidu (decision 0020). Past SITEMAP_FILE_URLS it becomes a
// sitemap index of /sitemaps/*.xml: the pages, then the articles a file at a time, each file's
// /m twins in a file of their own. Built from paged reads, cached like pages (per generation).

import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ContentApi } from '../../app/api/client.ts';
import { columnHref } from '../../app/columns/column-pages.ts';
import { isoBeijing } from '../../app/lib/dates.ts';
import { toMobilePath } from '../../app/lib/links.ts';
import type { AppEnv } from '../app-env.ts';
import { cachedPage } from '../ssr/page-cache.ts';
import { contentApi, siteOrigin } from './request-context.ts';
import { xml } from './xml.ts';

export const sitemapRoutes = new Hono<AppEnv>();

/** The namespace of Baidu's mobile sitemap protocol (移动Sitemap协议). */
export const BAIDU_MOBILE_NS = 'http://www.baidu.com/schemas/sitemap-mobile/1/';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** ListRelease's largest page: one read names this many articles. */
const READ = 100;
/** Reads of one file at a time: enough to overlap round trips, few enough for the store. */
const PARALLEL_READS = 4;

interface Entry {
  /** A site path (PC). */
  path: string;
  lastmod?: string;
}

/** Which URLs of an entry a file names: the PC page, its /m twin, or both (one file). */
type Device = 'pc' | 'mobile' | 'both';

function urlset(base: string, entries: readonly Entry[], device: Device): string {
  const url = (loc: string, lastmod: string | undefined, mark: string) =>
    `<url><loc>${xml(loc)}</loc>${mark}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  const body = entries
    .map(({ path, lastmod }) => {
      const pc = device === 'mobile' ? '' : url(base + path, lastmod, '');
      // No mark means a PC page; a twin says so (decision 0020).
      const m = device === 'pc' ? '' : url(base + toMobilePath(path), lastmod, '<mobile:mobile type="mobile"/>');
      return pc + m;
    })
    .join('');
  const ns = device === 'pc' ? '' : ` xmlns:mobile="${BAIDU_MOBILE_NS}"`;
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="${SITEMAP_NS}"${ns}>${body}</urlset>`;
}

function sitemapIndex(base: string, files: readonly string[]): string {
  const body = files.map((file) => `<sitemap><loc>${xml(`${base}/sitemaps/${file}`)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="${SITEMAP_NS}">${body}</sitemapindex>`;
}

/** The pages: home, every column's page (not outside links), the FAQ and the sitemap page. */
async function pageEntries(client: ContentApi): Promise<Entry[]> {
  const paths = new Set<string>(['/']);
  for (const column of await client.listColumn()) {
    const { href, external } = columnHref(column);
    if (!external) paths.add(href);
  }
  for (const path of ['/service/commercial/components/problem', '/sitemap']) paths.add(path);
  return [...paths].map((path) => ({ path }));
}

/** How many releases ListRelease lists (every column): what the article files are cut from. */
async function releaseCount(client: ContentApi): Promise<number> {
  return (await client.ListRelease({ pageSize: 1 })).total;
}

/**
 * The articles at positions [start, end) of ListRelease's order (pinned, then newest),
 * read 100 at a time: those of list columns without an outside link, at their /detail URL.
 * Consecutive ranges never overlap, so every article is named once over the files.
 */
async function articleEntries(client: ContentApi, start: number, end: number): Promise<Entry[]> {
  const lists = new Set((await client.listColumn()).filter((c) => c.columnType === 'list').map((c) => c.columnCode));
  const pages: number[] = [];
  for (let page = Math.floor(start / READ) + 1; (page - 1) * READ < end; page++) pages.push(page);
  const entries: Entry[] = [];
  for (let i = 0; i < pages.length; i += PARALLEL_READS) {
    const reads = pages.slice(i, i + PARALLEL_READS).map((pageNum) => client.ListRelease({ pageNum, pageSize: READ }));
    for (const [j, { rows }] of (await Promise.all(reads)).entries()) {
      const first = (pages[i + j]! - 1) * READ;
      rows.forEach((r, k) => {
        const position = first + k;
        if (position < start || position >= end || r.linkUrl || !lists.has(r.columnCode)) return;
        entries.push({ path: `/detail/${r.id}`, lastmod: isoBeijing(r.releaseTime) });
      });
    }
  }
  return entries;
}

/** An XML answer, cached like a page under its path alone (a query never changes it). */
function answer(c: Context<AppEnv>, build: () => Promise<string | null>): Promise<Response> {
  const url = new URL(new URL(c.req.url).pathname, c.req.url);
  return cachedPage(c, url, async () => {
    const body = await build();
    if (body === null) return c.text('Sitemap not found', 404);
    return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });
}

sitemapRoutes.get('/sitemap.xml', (c) =>
  answer(c, async () => {
    const base = siteOrigin(c);
    const client = contentApi(c);
    const perFile = c.get('config').sitemapFileUrls;
    const [pages, total] = await Promise.all([pageEntries(client), releaseCount(client)]);
    if (pages.length + total <= perFile) {
      return urlset(base, [...pages, ...(await articleEntries(client, 0, total))], 'both');
    }
    const files = ['pages.xml', 'mobile-pages.xml'];
    for (let n = 1; n <= Math.ceil(total / perFile); n++) files.push(`articles-${n}.xml`, `mobile-articles-${n}.xml`);
    return sitemapIndex(base, files);
  }),
);

sitemapRoutes.get('/sitemaps/:file', (c) =>
  answer(c, async () => {
    const match = /^(mobile-)?(pages|articles-([1-9]\d{0,5}))\.xml$/.exec(c.req.param('file'));
    if (!match) return null;
    const device: Device = match[1] ? 'mobile' : 'pc';
    const base = siteOrigin(c);
    const client = contentApi(c);
    if (match[2] === 'pages') return urlset(base, await pageEntries(client), device);
    const n = Number(match[3]);
    const perFile = c.get('config').sitemapFileUrls;
    const total = await releaseCount(client);
    if ((n - 1) * perFile >= total) return null;
    return urlset(base, await articleEntries(client, (n - 1) * perFile, Math.min(total, n * perFile)), device);
  }),
);
