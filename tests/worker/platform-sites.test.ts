// Two councils on one deployment (issue 49, "Nothing shared that should not be"): what one
// council's operator does (publish, withdraw, switch an import live) changes nothing the other
// council's site serves, its cached pages included; a flood on one site spends its own budget;
// a failing database fails its own site alone; media live under each site's R2 prefix.

import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bucketMediaStore, prefixedBucket, type BucketLike } from '../../content/media-store.ts';
import { runPublish } from '../../content/publish-run.ts';
import { switchLiveSql } from '../../content/serving-pointer.ts';
import { forgetSearchContext, guessContext } from '../../worker/content/d1/search-context.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { forgetHealthCheck } from '../../worker/health.ts';
import { forgetServing } from '../../worker/sites/serving-database.ts';
import { release } from '../fixtures/publish-sample.ts';
import { freshIpv4, storeProbe, testLimiter } from './helpers/limits.ts';
import { at, databaseOf, ENTRIES, preparePlatform, seed, sessionOn, siteOf, type SiteName } from './helpers/platform.ts';

const sites = ENTRIES.map((e) => siteOf(e.site));
/** A released article of the seed, on both sites (each loaded the seed). */
const article = `/detail/${seed.releases!.find((r) => r.id === '1001')!.id}`;

/** The page twice: the second answer from the cache, as a visitor after another sees it. */
async function cached(site: SiteName, path: string): Promise<{ body: string; status: string | null }> {
  await at(site, path);
  const res = await at(site, path);
  return { body: await res.text(), status: res.headers.get('Cache-Status') };
}

/** Publishes to the site's serving database, then its isolate learns it (as within 5 s). */
async function publishTo(site: SiteName, index: 0 | 1, changes: Record<string, unknown>) {
  const outcome = await runPublish(sessionOn(databaseOf(site, index)), changes as never);
  expect(outcome.problems).toEqual([]);
  await forgetGeneration('data-centre', `${site}/`);
}

const bytes = async (res: Response) => new TextDecoder().decode(await res.arrayBuffer());

beforeAll(preparePlatform);
beforeEach(() => forgetHealthCheck());

describe('every cache key carries the site', { timeout: 60_000 }, () => {
  it('two sites whose generations agree (one council’s database copied to start another) answer their own content', async () => {
    const own = { ...release, id: '2000003', title: '临江市贸促会发布RCEP原产地证书签证指南' };
    await publishTo('linjiang', 0, { version: 1, releases: [own] });
    const generation = await databaseOf('linjiang', 0)
      .prepare("SELECT value FROM meta WHERE key = 'content_generation'")
      .first<number>('value');
    await databaseOf('chengzhou', 0).prepare("UPDATE meta SET value = ? WHERE key = 'content_generation'").bind(generation).run();
    await forgetGeneration();
    // Each isolate learns its site's generation (the same number) from a first request.
    for (const site of ['linjiang', 'chengzhou'] as const) await at(site, '/api/cn/listColumn');
    const call = `/api/cn/releaseDetailById/${own.id}`;
    const theirs = (await (await at('linjiang', call)).json()) as { code: number; data: { title: string } };
    expect(theirs.data.title).toBe(own.title);
    expect(((await (await at('chengzhou', call)).json()) as { code: number }).code).toBe(404);
  });
});

describe('one council’s content operations leave the other’s site as it was', { timeout: 120_000 }, () => {
  it('a publish in linjiang shows there and nowhere else; chengzhou’s pages stay cached, byte for byte', async () => {
    const before = { home: await cached('chengzhou', '/'), article: await cached('chengzhou', article) };
    expect(before.home.status).toMatch(/; hit/);
    expect(before.article.status).toMatch(/; hit/);
    await cached('linjiang', '/');

    await publishTo('linjiang', 0, { version: 1, releases: [release] });

    const published = await at('linjiang', `/detail/${release.id}`);
    expect(published.status).toBe(200);
    expect(await published.text()).toContain(release.title);
    expect((await at('chengzhou', `/detail/${release.id}`)).status).toBe(404);
    for (const [path, was] of [
      ['/', before.home],
      [article, before.article],
    ] as const) {
      const now = await at('chengzhou', path);
      expect(now.headers.get('Cache-Status'), path).toMatch(/; hit/);
      expect(await now.text(), path).toBe(was.body);
    }
  });

  it('a withdrawal in linjiang answers 410 there; chengzhou’s article is served from its cache unchanged', async () => {
    const before = await cached('chengzhou', article);
    await publishTo('linjiang', 0, { version: 1, remove: { releases: [article.split('/').pop()] } });
    expect((await at('linjiang', article)).status).toBe(410);
    const now = await at('chengzhou', article);
    expect(now.status).toBe(200);
    expect(now.headers.get('Cache-Status')).toMatch(/; hit/);
    expect(await now.text()).toBe(before.body);
  });

  it('switching linjiang’s import live (its second database) needs no deploy and leaves chengzhou’s cache', async () => {
    const imported = { ...release, id: '2000002', title: '临江市贸促会举办跨境电商出口合规培训' };
    await publishTo('linjiang', 1, { version: 1, releases: [imported] });
    const before = await cached('chengzhou', '/');
    const listing = await cached('linjiang', '/column/2');
    expect(listing.status).toMatch(/; hit/);
    expect(listing.body).not.toContain(imported.title);
    expect((await at('linjiang', `/detail/${imported.id}`)).status).toBe(404);
    const health = (await (await at('linjiang', '/healthz')).json()) as { site: string; database: string };
    expect(health).toMatchObject({ site: 'linjiang', database: ENTRIES[1].databases[0] });

    // content:switch: the second database says it serves from now; isolates learn it within 5 s.
    await databaseOf('linjiang', 1).exec(switchLiveSql(Date.now()));
    await forgetServing('data-centre', [sites[1]!]);
    forgetHealthCheck();

    const switched = await at('linjiang', `/detail/${imported.id}`);
    expect(switched.status).toBe(200);
    expect(await switched.text()).toContain(imported.title);
    // Its pages cached from the other database are not served: the switch started its keys afresh.
    expect(await (await at('linjiang', '/column/2')).text()).toContain(imported.title);
    expect(await (await at('linjiang', '/healthz')).json()).toMatchObject({ database: ENTRIES[1].databases[1] });
    const now = await at('chengzhou', '/');
    expect(now.headers.get('Cache-Status')).toMatch(/; hit/);
    expect(await now.text()).toBe(before.body);
  });
});

describe('limits and failures are each site’s own', { timeout: 120_000 }, () => {
  it('a flood of misses on linjiang spends linjiang’s budget; chengzhou’s next miss still renders', async () => {
    const keys: string[] = [];
    const budget = testLimiter(5);
    const recording: RateLimit = {
      limit: (o) => {
        keys.push(o.key);
        return budget.limit(o);
      },
    };
    const bindings = { SITE_MISS_BUDGET: recording, CLIENT_MISS_LIMIT: testLimiter(1000) };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await at('linjiang', `/detail/${7_100_000 + i}`, bindings, { headers: { 'CF-Connecting-IP': freshIpv4() } })).status);
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(statuses.slice(5)).toEqual([503, 503, 503]);
    const other = await at('chengzhou', `/detail/${7_200_000}`, bindings, { headers: { 'CF-Connecting-IP': freshIpv4() } });
    expect(other.status).toBe(404);
    expect(new Set(keys)).toEqual(new Set(['linjiang/site', 'chengzhou/site']));
  });

  it('refusals are logged per site: linjiang’s warning line neither silences nor counts chengzhou’s', async () => {
    const lines: { site?: string; refused: Record<string, number> }[] = [];
    vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
      if (String(line).includes('"requests-refused"')) lines.push(JSON.parse(String(line)));
    });
    // A minute past any line earlier tests wrote: each site's first refusal writes one.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3_600_000);
    try {
      const refusing = { SITE_MISS_BUDGET: testLimiter(0), CLIENT_MISS_LIMIT: testLimiter(1000) };
      const miss = (site: SiteName, i: number) =>
        at(site, `/detail/${7_400_000 + i}`, refusing, { headers: { 'CF-Connecting-IP': freshIpv4() } });
      for (let i = 0; i < 3; i++) expect((await miss('linjiang', i)).status).toBe(503);
      expect((await miss('chengzhou', 9)).status).toBe(503);
      expect(lines.map((l) => l.site)).toEqual(['linjiang', 'chengzhou']);
      expect(Object.values(lines[1]!.refused)).toEqual([1]);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });

  it('an overloaded database fails linjiang’s uncached pages and /healthz; chengzhou serves normally', async () => {
    const overloaded = { DB_LINJIANG_A: storeProbe('overloaded').db, DB_LINJIANG_B: storeProbe('overloaded').db };
    const page = '/column/2';
    const failing = await at('linjiang', `${page}?page=3`, overloaded);
    expect(failing.status).toBe(503);
    expect((await at('linjiang', '/healthz', overloaded)).status).toBe(503);
    const serving = await at('chengzhou', `${page}?page=3`, overloaded);
    expect(serving.status).toBe(200);
    expect((await at('chengzhou', '/healthz', overloaded)).status).toBe(200);
  });

  it('the kept 503 page is each site’s own: chengzhou’s never is the one linjiang rendered first', async () => {
    const overloaded = (site: SiteName) =>
      Object.fromEntries(ENTRIES.find((e) => e.site === site)!.databases.map((name) => [name, storeProbe('overloaded').db]));
    const theirs = await at('linjiang', '/column/2?page=4', overloaded('linjiang'));
    expect(theirs.status).toBe(503);
    expect(await theirs.text()).toContain('linjiang.localhost');
    const own = await at('chengzhou', '/column/2?page=4', overloaded('chengzhou'));
    expect(own.status).toBe(503);
    const html = await own.text();
    expect(html).toContain('chengzhou.localhost');
    expect(html).not.toContain('linjiang.localhost');
  });
});

describe('media under each site’s R2 prefix', { timeout: 60_000 }, () => {
  it('one hash is two objects, and linjiang’s withdrawal leaves chengzhou’s file served', async () => {
    const bucket = env.MEDIA as unknown as BucketLike;
    const key = '0123456789abcdef/guide.pdf';
    for (const site of sites)
      await prefixedBucket(bucket, site.keyPrefix).put(key, new TextEncoder().encode(`%PDF ${site.name}`).buffer as ArrayBuffer, {
        httpMetadata: { contentType: 'application/pdf' },
      });
    expect(await bytes(await at('linjiang', `/media/${key}`))).toBe('%PDF linjiang');
    expect(await bytes(await at('chengzhou', `/media/${key}`))).toBe('%PDF chengzhou');

    await bucketMediaStore(prefixedBucket(bucket, sites[1]!.keyPrefix)).withdraw(key);
    expect((await at('linjiang', `/media/${key}`)).status).toBe(410);
    const kept = await at('chengzhou', `/media/${key}`);
    expect(kept.status).toBe(200);
    expect(await bytes(kept)).toBe('%PDF chengzhou');
  });
});

describe('the council served before the platform keeps its keys (keepKeys)', { timeout: 60_000 }, () => {
  it('its files stored without a prefix are served on its hosts; the other site does not see them', async () => {
    const [kept, other] = ENTRIES;
    const keepKeys = { SITES: JSON.stringify([{ ...kept, keepKeys: true }, other]) };
    const key = 'fedcba9876543210/notice.pdf';
    // Uploaded when the deployment served one council: the object's name carries no site.
    await (env.MEDIA as unknown as BucketLike).put(key, new TextEncoder().encode(`%PDF ${kept.site}`).buffer as ArrayBuffer, {
      httpMetadata: { contentType: 'application/pdf' },
    });
    const own = await at(kept.site, `/media/${key}`, keepKeys);
    expect(own.status).toBe(200);
    expect(await bytes(own)).toBe(`%PDF ${kept.site}`);
    expect((await at(other.site, `/media/${key}`, keepKeys)).status).toBe(404);
    // Without keepKeys the same council looks under its prefix: the file is not found (the 404 this prevents).
    expect((await at(kept.site, `/media/${key}`)).status).toBe(404);
  });

  it('at most one entry keeps its keys', async () => {
    const both = { SITES: JSON.stringify(ENTRIES.map((e) => ({ ...e, keepKeys: true }))) };
    const res = await at(ENTRIES[0].site, '/', both);
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('keepKeys');
  });
});

describe('the search vocabulary is each site’s own', { timeout: 60_000 }, () => {
  it('a search on linjiang builds linjiang’s vocabulary; chengzhou’s next search is planned under none of it', async () => {
    await forgetSearchContext();
    const keyword = seed.synonyms![0]!.word;
    expect((await at('linjiang', `/api/cn/search?${new URLSearchParams({ keyword })}`)).status).toBe(200);
    expect(await guessContext('linjiang/')).toBeDefined();
    // Nothing of linjiang's stands in for chengzhou's (its data centre's entry is its own too).
    expect(await guessContext('chengzhou/')).toBeUndefined();
    expect((await at('chengzhou', `/api/cn/search?${new URLSearchParams({ keyword })}`)).status).toBe(200);
    expect(await guessContext('chengzhou/')).toBeDefined();
  });
});
