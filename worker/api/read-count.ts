// Whether a read-count request counts: a page view of this site (a cross-site request, an
// <img> on another site, or an address typed into the bar does not), once per reader and
// article within the READ_COUNT_LIMIT binding's period (the reader: IPv4 address or IPv6
// /64; nothing is stored of it, and no cookie is set). A reader counted within the period
// (a reload) is answered the count as stored now, never a cached one: a cached detail can be
// older than their own count, and a count must never go back for a reader. A request that
// is no page view of this site is answered from the article's cached detail, without a write.

import type { Context } from 'hono';
import { envelopeCode } from '../../app/api/decode.ts';
import type { AppEnv } from '../app-env.ts';
import { clientKey } from '../limits/client-key.ts';

const READ_COUNT_PATH = /^\/api\/common\/getReadCount\/([^/]+)$/;

/** For a read-count request that must not count: the answer to give instead; null: let it count. */
export async function uncountedRead(c: Context<AppEnv>, pathname: string): Promise<unknown | null> {
  const id = READ_COUNT_PATH.exec(pathname)?.[1];
  if (id === undefined) return null;
  const site = c.req.header('Sec-Fetch-Site');
  const sameSite = site === undefined || site === 'same-origin' || site === 'same-site';
  if (sameSite) {
    const limiter = c.env.READ_COUNT_LIMIT;
    // Two councils' article 1001 are two articles: the site's prefix keeps their counts apart.
    const key = `${c.get('site').keyPrefix}${clientKey(c.req.header('CF-Connecting-IP'))}|${id}`;
    const first =
      !limiter ||
      (await limiter.limit({ key }).then(
        (o) => o.success,
        () => true,
      ));
    if (first) return null;
    return c.get('content').currentReadCount(id);
  }
  const detail = await c.get('content').get(`/api/cn/releaseDetailById/${id}`);
  const body = detail.body as { code?: number; data?: { readCount?: unknown } };
  if (envelopeCode(body) !== 200) return body;
  return { code: 200, msg: '操作成功', data: Number(body.data?.readCount ?? 0) };
}
