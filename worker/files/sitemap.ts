// /sitemap.xml (issue 28): every page and the PC URL of every list column's article once, each
// with its /m twin marked for Baidu (decision 0020). Past SITEMAP_FILE_URLS it becomes a
// sitemap index of /sitemaps/*.xml: the pages, then the articles a file at a time, each file's
// /m twins in a file of their own. Built from paged reads (a file's articles one page of
// listReleaseKeys, decision 0036), cached like pages (per generation).

import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ContentApi } from '../../app/api/client.ts';
import { columnHref } from '../../app/domain/column-pages.ts';
import { isoBeijing } from '../../app/lib/dates.ts';
import { isDate } from '../../content/validate.ts';
import { toMobilePath } from '../../app/lib/links.ts';
import type { AppEnv } from '../app-env.ts';
import { cachedPage } from '../ssr/page-cache.ts';
import { contentApi, siteOrigin } from './request-context.ts';
import { xml } from './xml.ts';

export const sitemapRoutes = new Hono<AppEnv>();

/** The namespace of Baidu's mobile sitemap protocol (移动Sitemap协议). */
export const BAIDU_MOBILE_NS = 'http://www.baidu.com/schemas/sitemap-mobile/1/';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
interface Entry {
  /** A site path (PC). */
  path: string;
  lastmod?: string;
}

/** Which URLs of an entry a file names: the PC page, its /m twin, or both (one file). */
type Device = 'pc' | 'mobile' | 'both';

function urlset(base: string, entries: readonly Entry[], device: Device): string {
  const origin = xml(base);
  const url = (path: string, lastmod: string | undefined, mark: string) =>
    `<url><loc>${origin}${xml(path)}</loc>${mark}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  const body = entries
    .map(({ path, lastmod }) => {
      const pc = device === 'mobile' ? '' : url(path, lastmod, '');
      // No mark means a PC page; a twin says so (decision 0020).
      const m = device === 'pc' ? '' : url(toMobilePath(path), lastmod, '<mobile:mobile type="mobile"/>');
      return pc + m;
    })
    .join('');
  const ns = device === 'pc' ? '' : ` xmlns:mobile="${BAIDU_MOBILE_NS}"`;
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="${SITEMAP_NS}"${ns}>${body}</urlset>`;
}

/** A time as D1 stores it: a day, and a time of day within bounds. */
const STORED = /^(\d{4}-\d{2}-\d{2}) (?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/**
 * Release times (or a correction's later update time) as W3C datetimes, for one file. A real moment spelt as D1 stores it (Beijing
 * time) is only rewritten, which is what isoBeijing makes of it too, at a tenth of the cost: a
 * file has thousands (isoBeijing took 12 ms of a 5,000-article file), over a few hundred days.
 */
function lastmods(): (time: string) => string | undefined {
  const real = new Map<string, boolean>();
  return (time) => {
    const day = STORED.exec(time)?.[1];
    if (day === undefined) return isoBeijing(time);
    let ok = real.get(day);
    if (ok === undefined) {
      ok = isDate(day);
      real.set(day, ok);
    }
    return ok ? `${day}T${time.slice(11)}+08:00` : isoBeijing(time);
  };
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

/**
 * The articles of file `n` (`perFile` positions of ListRelease's order, pinned then newest):
 * those of list columns without an outside link, at their /detail URL. The files' ranges never
 * overlap, so every article is named once over them. One read: the file's page of release keys
 * (with the column tree, which every page reads). Null past the last release.
 */
async function articleEntries(client: ContentApi, n: number, perFile: number): Promise<Entry[] | null> {
  const [columns, keys] = await Promise.all([
    client.listColumn(),
    client.listReleaseKeys({ pageNum: n, pageSize: perFile }),
  ]);
  if (keys.rows.length === 0 && n > 1) return null;
  const lists = new Set(columns.filter((c) => c.columnType === 'list').map((c) => c.columnCode));
  const lastmodOf = lastmods();
  const entries: Entry[] = [];
  for (const r of keys.rows) {
    if (!r.linkUrl && lists.has(r.columnCode))
      entries.push({ path: `/detail/${r.id}`, lastmod: lastmodOf(r.updateTime ?? r.releaseTime) });
  }
  return entries;
}

/** How many releases ListRelease lists (every column): what the article files are cut from. */
async function releaseCount(client: ContentApi): Promise<number> {
  return (await client.listReleaseKeys({ pageSize: 1 })).total;
}

/**
 * An XML answer, cached like a page under its path alone (a query never changes it); a file
 * that does not exist is remembered for the generation too (each ask would read the store).
 */
function answer(c: Context<AppEnv>, build: () => Promise<string | null>): Promise<Response> {
  const url = new URL(new URL(c.req.url).pathname, c.req.url);
  return cachedPage(
    c,
    url,
    async () => {
      const body = await build();
      if (body === null) return c.text('Sitemap not found', 404);
      return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
    },
    { rememberMiss: true },
  );
}

sitemapRoutes.get('/sitemap.xml', (c) =>
  answer(c, async () => {
    const base = siteOrigin(c);
    const client = contentApi(c);
    const perFile = c.get('config').sitemapFileUrls;
    const [pages, total] = await Promise.all([pageEntries(client), releaseCount(client)]);
    if (pages.length + total <= perFile)
      return urlset(base, [...pages, ...((await articleEntries(client, 1, perFile)) ?? [])], 'both');
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
    // The count beside the file's keys (one round trip): a file past the last is a 404,
    // remembered for the generation.
    const [total, entries] = await Promise.all([releaseCount(client), articleEntries(client, n, perFile)]);
    if (n > 1 && (n - 1) * perFile >= total) return null;
    return entries && urlset(base, entries, device);
  }),
);
