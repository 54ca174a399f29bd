// Scheduled publishing (issue 46 item 4, decision 0122): a release whose time is still to come is
// stored but shown nowhere (its page 404, no listing, count, search, feed or sitemap), then
// everywhere once its time has come, with no command run in between, though every page was
// cached before it. The clock is the test's (fake Date), no sleeps; the worker binds it.

import { env } from 'cloudflare:workers';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { auditStatements } from '../../content/audit/queries.ts';
import { runPublish } from '../../content/publish-run.ts';
import { scheduledReleases } from '../../content/schedule.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { beijingTime } from '../../worker/content/d1/params.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { release } from '../fixtures/publish-sample.ts';
import { d1Session } from './helpers/d1-session.ts';
import { restore } from './helpers/publish.ts';
import { getWithEnv } from './helpers/request.ts';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
const column = seed.columns!.find((c) => c.id === release.columnId)!;
const TITLE = '我会与雷克雅未克商会签署渔业装备合作备忘录';
const WORD = '雷克雅未克';

const visit = async (path: string) => {
  const res = await getWithEnv(path, env, { headers: { Accept: 'text/html' } });
  return { status: res.status, body: await res.text(), cache: res.headers.get('Cache-Status') ?? '' };
};
const total = async () => ((await (await getWithEnv(`/api/cn/ListRelease?columnId=${column.id}`, env)).json()) as { total: number }).total;
const searchIds = async () =>
  (
    (await (await getWithEnv(`/api/cn/search?keyword=${encodeURIComponent(WORD)}`, env)).json()) as {
      rows?: { id: string }[];
    }
  ).rows?.map((r) => r.id) ?? [];

afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => restore(seed));

describe('a release scheduled a minute ahead', { timeout: 90_000 }, () => {
  it('is shown nowhere until its time, then everywhere, though every page was cached before', async () => {
    // A whole second: release times are stored to the second.
    const t0 = Math.floor(Date.now() / 1000) * 1000;
    const at = t0 + 60_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t0);
    const countBefore = await total();
    const outcome = await runPublish(d1Session(), {
      version: 1,
      releases: [{ ...release, id: 'new', title: TITLE, tags: [], releaseTime: beijingTime(new Date(at)) }],
    });
    expect(outcome.problems).toEqual([]);
    await forgetGeneration();
    const id = outcome.allocated.releases![0]!;

    // What content:list --scheduled shows.
    expect(await scheduledReleases(d1Session(), beijingTime(new Date(t0)))).toEqual([
      { kind: 'releases', id, title: TITLE, releaseTime: beijingTime(new Date(at)), url: `/detail/${id}` },
    ]);

    // The audit's freshness (by the database's clock, a minute before it) counts it as no update.
    const audit = auditStatements(beijingTime(new Date(t0)).slice(0, 10)).find((s) => s.name === 'releases')!;
    const ownColumn = (await env.DB.prepare(audit.sql).all<{ columnId: number; last: string }>()).results.find(
      (r) => String(r.columnId) === column.id,
    );
    expect(ownColumn?.last).not.toBe(beijingTime(new Date(at)));

    const listings = ['/', `/column/${column.id}`, `/feeds/${column.columnCode}.xml`, '/sitemaps/articles-1.xml'];
    // Twice each: rendered, then from the page cache, where each copy is kept before the release.
    for (let i = 0; i < 2; i++) {
      expect((await visit(`/detail/${id}`)).status).toBe(404);
      for (const path of listings) {
        const page = await visit(path);
        expect(page.status, path).toBe(200);
        expect(page.body, path).not.toContain(TITLE);
        expect(page.body, path).not.toContain(`/detail/${id}`);
        if (i === 1) expect(page.cache, path).toMatch(/; hit;/);
      }
      expect(await total()).toBe(countBefore);
      expect(await searchIds()).not.toContain(id);
    }

    // Its time has come: no command, no import; the cached copies end at that moment.
    vi.setSystemTime(at + 1000);
    const page = await visit(`/detail/${id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(TITLE);
    for (const path of listings) {
      const now = await visit(path);
      expect(now.body, path).toContain(`/detail/${id}`);
    }
    expect(await total()).toBe(countBefore + 1);
    expect(await searchIds()).toContain(id);
    expect(await scheduledReleases(d1Session(), beijingTime(new Date(at + 1000)))).toEqual([]);
  });
});
