// /api/cn/* and /api/common/*: the content API (docs/api.md envelopes), edge-cached, with an
// RFC 9211 Cache-Status (one that says nothing on search); browsers may keep list answers
// briefly, never the read count, and reuse an answer within a visit while the content
// generation it names is current.

import { Hono } from 'hono';
import { GENERATION_HEADER } from '../../app/api/visit-cache.ts';
import type { AppEnv } from '../app-env.ts';
import { cacheStatus, cacheStatusWithheld } from '../cache/cache-status.ts';
import { noteFailure } from '../lib/request-log.ts';
import { limitedApiAnswer, STORE_FAILED } from '../limits/limited-answer.ts';
import { noteRefusal } from '../limits/shed-log.ts';
import { storeRefusal } from '../limits/store-guard.ts';
import { uncountedRead } from './read-count.ts';

export const apiRoutes = new Hono<AppEnv>();

apiRoutes.get('/*', async (c) => {
  const url = new URL(c.req.url);
  // docs/api.md: only a GET counts a read (Hono routes HEAD here too; link checkers send it).
  if (c.req.method === 'HEAD' && url.pathname.startsWith('/api/common/')) {
    return c.body(null, 200, { 'Cache-Control': 'no-store', 'Cache-Status': cacheStatus('BYPASS') });
  }
  const content = c.get('content');
  let result;
  try {
    const uncounted = await uncountedRead(c, url.pathname);
    if (uncounted !== null)
      return c.json(uncounted, 200, { 'Cache-Control': 'no-store', 'Cache-Status': cacheStatus('BYPASS') });
    // A search counts before it is looked up, cached or not (as the search page does): were only
    // a miss counted, a stranger past the limit would learn from 200 or 429 whether someone
    // had searched those words.
    if (c.get('gate').kind === 'search') await c.get('gate').admit();
    result = await content.get(url.pathname + url.search);
  } catch (error) {
    // A store failing for a moment: Retry-After (the one classifier, worker/lib/store-errors.ts).
    const refusal = storeRefusal(error);
    if (refusal) return limitedApiAnswer(c, refusal);
    // What retrying cannot mend: docs/api.md's store-failure envelope, and an alert.
    noteFailure(c.get('log'), error, 'content store failed');
    c.header('Cache-Status', cacheStatus('BYPASS'));
    c.header('Cache-Control', 'no-store');
    return c.json(STORE_FAILED, 503);
  }
  c.get('log').cache = result.cache;
  const gate = c.get('gate');
  if (result.cache === 'STALE-IF-ERROR' && gate.refusal) noteRefusal(c, gate.refusal);
  // A search answer's hit, age or timing would tell a stranger that someone searched those
  // words, and when: it says the same whatever the cache did (the figures stay in the log and
  // metrics; Server-Timing keeps the total alone, middleware/content-service.ts).
  c.header(
    'Cache-Status',
    gate.kind === 'search' ? cacheStatusWithheld() : cacheStatus(result.cache, result.ttl, result.tier),
  );
  const counting = url.pathname.startsWith('/api/common/');
  const failed = result.status !== 200 || (result.body as { code?: number }).code !== 200;
  // A shared cache never keeps what someone searched.
  const keep = gate.kind === 'search' ? 'private, max-age=30' : 'public, max-age=30';
  c.header('Cache-Control', counting || failed ? 'no-store' : keep);
  // The store's generation (none in upstream mode, where the CMS keeps no such count).
  const generation = content.kind === 'd1' ? content.answeredGeneration() : undefined;
  if (typeof generation === 'number') c.header(GENERATION_HEADER, String(generation));
  return c.json(result.body, result.status as 200 | 404);
});
