// /robots.txt and an Atom feed per list column (/feeds/{columnCode}.xml),
// built from the same content service as the pages.

import { type Context, Hono } from 'hono';
import { columnHref } from '../../app/domain/column-pages.ts';
import { isoBeijing } from '../../app/lib/dates.ts';
import type { AppEnv } from '../app-env.ts';
import { FEED_MAX_AGE } from '../../content/withdrawal-bound.ts';
import { cachedPage } from '../ssr/page-cache.ts';
import { contentApi as api, siteOrigin as origin } from './request-context.ts';
import { xml, xmlText } from './xml.ts';

export const seoRoutes = new Hono<AppEnv>();

// /sitemap.xml and the files of its index: sitemap.ts.
export { BAIDU_MOBILE_NS } from './sitemap.ts';

seoRoutes.get('/robots.txt', (c) => {
  c.header('Cache-Control', 'public, max-age=3600');
  // A deployment search engines must not index (staging) turns every crawler away.
  if (!c.get('config').searchIndexing) return c.text('User-agent: *\nDisallow: /\n');
  return c.text(
    `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /search\nDisallow: /m/search\nDisallow: /device/\n\nSitemap: ${origin(c)}/sitemap.xml\n`,
  );
});

// A column's feed is kept like a page (the one cache helper, per content generation), as the
// calendar feed and the sitemap files are.
seoRoutes.get('/feeds/:file', async (c) => {
  const url = new URL(new URL(c.req.url).pathname, c.req.url);
  const response = await cachedPage(c, url, () => columnFeed(c, c.req.param('file')));
  if (response.status === 200) response.headers.set('Cache-Control', `public, max-age=${FEED_MAX_AGE}`);
  return response;
});

async function columnFeed(c: Context<AppEnv>, file: string): Promise<Response> {
  const code = file.replace(/\.xml$/, '');
  const client = api(c);
  const columns = await client.listColumn();
  const column = columns.find((col) => col.columnCode === code && col.columnType === 'list');
  if (!column || !file.endsWith('.xml')) return c.text('Feed not found', 404);
  const base = origin(c);
  const site = c.get('config').site;
  const { rows } = await client.ListRelease({ columnId: column.id, pageSize: 20 });
  const updated = isoBeijing(rows[0]?.releaseTime) ?? new Date().toISOString();
  const entries = rows
    .map((r) => {
      const link = r.linkUrl || `${base}/detail/${r.id}`;
      return (
        `<entry><title>${xmlText(r.title)}</title><id>${xml(`${base}/detail/${r.id}`)}</id>` +
        `<link rel="alternate" type="text/html" href="${xml(link)}"/>` +
        `<updated>${isoBeijing(r.releaseTime) ?? updated}</updated>` +
        `<author><name>${xmlText(r.author || r.source || site.shortName)}</name></author>` +
        (r.summary ? `<summary>${xmlText(r.summary)}</summary>` : '') +
        `</entry>`
      );
    })
    .join('');
  const feed =
    `<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom" xml:lang="zh-CN">` +
    `<title>${xmlText(`${column.columnName} - ${site.shortName}`)}</title>` +
    `<id>${xml(`${base}/feeds/${code}.xml`)}</id>` +
    `<link rel="self" type="application/atom+xml" href="${xml(`${base}/feeds/${code}.xml`)}"/>` +
    `<link rel="alternate" type="text/html" href="${xml(base + columnHref(column).href)}"/>` +
    `<updated>${updated}</updated>${entries}</feed>`;
  return c.body(feed, 200, { 'Content-Type': 'application/atom+xml; charset=utf-8' });
}
