// architecture.md "Navigation": an answer this visit fetched is reused while the content generation it
// was read at is the site's current one; the read count is never kept.

import { describe, expect, it } from 'vitest';
import { createVisitCache, GENERATION_HEADER } from '../../../../app/api/visit-cache.ts';

const headers = (init: Record<string, string>) => new Headers(init);
const LIST = { 'Cache-Control': 'public, max-age=30' };

function fetched(cache: ReturnType<typeof createVisitCache>, url: string, body: unknown, init: Record<string, string>) {
  const answer = Promise.resolve(body);
  cache.pending(url, answer);
  cache.settle(url, headers(init), true);
  return answer;
}

describe('the visit cache', () => {
  it('reuses an answer while its generation is current, and drops it once another generation is reported', async () => {
    const cache = createVisitCache();
    await fetched(cache, '/api/cn/listHotNews?pageSize=8', ['hot'], { ...LIST, [GENERATION_HEADER]: '7' });
    expect(await cache.get('/api/cn/listHotNews?pageSize=8')).toEqual(['hot']);
    // An import landed: the next answer says so, and older answers are not shown again.
    await fetched(cache, '/api/cn/listCatalogue', ['catalogue'], { ...LIST, [GENERATION_HEADER]: '8' });
    expect(cache.get('/api/cn/listHotNews?pageSize=8')).toBeUndefined();
    expect(await cache.get('/api/cn/listCatalogue')).toEqual(['catalogue']);
  });

  it('never keeps an answer marked no-store (the read count) or a failure, though the read count tells the generation', async () => {
    const cache = createVisitCache();
    await fetched(cache, '/api/cn/listCatalogue', ['catalogue'], { ...LIST, [GENERATION_HEADER]: '7' });
    await fetched(cache, '/api/common/getReadCount/1001', { data: 3 }, { 'Cache-Control': 'no-store', [GENERATION_HEADER]: '8' });
    expect(cache.get('/api/common/getReadCount/1001')).toBeUndefined();
    expect(cache.get('/api/cn/listCatalogue')).toBeUndefined();
    cache.pending(
      '/api/cn/listColumn',
      Promise.reject(new Error('offline')).catch(() => null),
    );
    cache.settle('/api/cn/listColumn', headers(LIST), false);
    expect(cache.get('/api/cn/listColumn')).toBeUndefined();
  });

  it('without a generation (upstream mode) an answer is reused for its max-age only', async () => {
    let now = 1_000_000;
    const cache = createVisitCache(() => now);
    await fetched(cache, '/api/cn/listCatalogue', ['catalogue'], LIST);
    now += 29_000;
    expect(await cache.get('/api/cn/listCatalogue')).toEqual(['catalogue']);
    now += 2_000;
    expect(cache.get('/api/cn/listCatalogue')).toBeUndefined();
  });

  it('shares an answer in flight: two loaders asking at once make one request', async () => {
    const cache = createVisitCache();
    let resolve!: (v: unknown) => void;
    const answer = new Promise((r) => (resolve = r));
    cache.pending('/api/cn/listHotWordByColumnId/0', answer);
    const second = cache.get('/api/cn/listHotWordByColumnId/0');
    expect(second).toBe(answer);
    resolve(['RCEP']);
    expect(await second).toEqual(['RCEP']);
  });
});
