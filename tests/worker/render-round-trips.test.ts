// architecture.md "Edge cache": a render costs one store round trip where it can. Each page type is
// rendered with its own content cold (an import the isolate has learned) and the column tree
// every page shares in the cache, against a store whose every read takes a round trip; the
// longest chain of reads that waited on an earlier one is the render's round trips.

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { forgetSearchContext } from '../../worker/content/d1/search-context.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import app from '../../worker/index.ts';
import { distantDb } from './helpers/distant-db.ts';
import { CERTIFICATION } from './helpers/council.ts';

async function ask(path: string, bindings: Record<string, unknown> = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://site.test${path}`), { ...env, ...bindings }, ctx);
  await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return res;
}

/** An import, learned by this isolate; the column tree every page shares fetched under it. */
async function coldContent() {
  await env.DB.exec("UPDATE meta SET value = value + 1 WHERE key = 'content_generation'");
  await forgetGeneration();
  await ask('/api/cn/listColumn');
}

const PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['listing', '/importantNews'],
  // A later page with its first page cold too: the first page's total rides in the same trip.
  ['listing, a later page', '/information?page=2'],
  ['phone listing, a later page', '/m/importantNews?page=3'],
  ['exhibition, a later page', '/service/exhibition?page=2'],
  ['article', '/detail/1001'],
  ['column page', '/aboutUs/speech'],
  ['guide', CERTIFICATION.path],
  ['guide with FTA news', '/m/service/commercial/fta'],
  ['exhibition', '/service/exhibition'],
  ['activity', '/service/trade/activity'],
  ['FAQ of a service', `/service/commercial/components/problem?service=${CERTIFICATION.code}`],
  ['FAQ of a type', '/service/commercial/components/problem?type=1'],
  ['journey', '/service/export-journey'],
  ['chamber', '/service/coic'],
  ['commercial services', '/service/commercial'],
];

describe('a first render costs one store round trip', () => {
  it.each(PAGES)('%s (%s)', async (_, path) => {
    await coldContent();
    const store = distantDb();
    const res = await ask(path, { DB: store.DB });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Status')).toMatch(/fwd=miss/);
    expect(store.reads.length).toBeGreaterThan(0);
    expect(store.chain()).toBe(1);
  });
});

describe('a page that missed asks the store once', () => {
  // Its calls read the store beside their Cache API lookups, and the reads started together
  // go out as one batch (worker/content/d1/batched-reads.ts): one request to D1, not one per call.
  it.each([
    ['home', '/'],
    ['exhibition', '/service/exhibition'],
    ['guide', '/service/commercial/origin'],
  ])('%s (%s): one batch for all its calls', async (_, path) => {
    await coldContent();
    const store = distantDb();
    const res = await ask(path, { DB: store.DB });
    expect(res.status).toBe(200);
    expect(store.reads.length).toBe(1);
  });
});

describe('a sitemap file of articles asks the store once', () => {
  // Its page of release keys in one batch (decision 0036), not a ListRelease per hundred articles.
  it('at 40 articles a file, the second file', async () => {
    await coldContent();
    const store = distantDb();
    const res = await ask('/sitemaps/articles-2.xml', { DB: store.DB, SITEMAP_FILE_URLS: '40' });
    expect(res.status).toBe(200);
    expect(store.reads.length).toBe(1);
  });
});

describe('search costs one store round trip in a cold isolate', () => {
  const SEARCH = `/search?q=${encodeURIComponent(`${CERTIFICATION.name} 收费`)}`;
  it('when its data centre has searched before (the vocabulary from the Cache API)', async () => {
    await coldContent();
    await ask(`/api/cn/search?keyword=${encodeURIComponent('海牙认证')}`); // an isolate of this data centre searched
    await forgetSearchContext('isolate');
    const store = distantDb();
    const res = await ask(SEARCH, { DB: store.DB });
    expect(res.status).toBe(200);
    expect(store.chain()).toBe(1);
  });

  it('and two in a data centre that never searched (the vocabulary first), which then knows it', async () => {
    await coldContent();
    await forgetSearchContext('data-centre');
    const first = distantDb();
    expect((await ask(SEARCH, { DB: first.DB })).status).toBe(200);
    expect(first.chain()).toBe(2);
    await forgetSearchContext('isolate');
    await coldContent();
    const next = distantDb();
    expect((await ask(`/search?q=${encodeURIComponent('原产地证书')}`, { DB: next.DB })).status).toBe(200);
    expect(next.chain()).toBe(1);
  });
});
