// content:publish (issue 28, content/publish-plan.ts) on the real D1 and worker: one new
// release shows on its article URL, its listing's first page, the home page, search and the
// sitemap once the generation is learned; a removal takes it off them; bad changes are
// refused naming why.

import { env } from 'cloudflare:workers';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSeedDocument } from '../../content/seed.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { release } from '../fixtures/publish-sample.ts';
import { generation, publish, restore, searchHits } from './helpers/publish.ts';
import { get } from './helpers/request.ts';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
const yw = seed.columns!.find((c) => c.columnCode === 'YW')!;

const TITLE = release.title;

const search = async (q: string) => ({ rows: await searchHits(q) });

beforeEach(async () => {
  await forgetGeneration();
});
afterAll(() => restore(seed));

describe('publishing one release', { timeout: 60_000 }, () => {
  it('shows it on its article URL, its listing’s first page, search and the sitemap', async () => {
    const before = await generation();
    expect(await publish({ version: 1, releases: [release] })).toEqual([]);
    // A generation never used before: later than the last (time-based, content/sql.ts).
    expect(await generation()).toBeGreaterThan(before!);

    const article = await get('/detail/2000001');
    expect(article.status).toBe(200);
    expect(await article.text()).toContain(TITLE);
    expect(await (await get('/importantNews')).text()).toContain(TITLE);
    // The home page's 贸促要闻, where the newest release belongs.
    expect(await (await get('/')).text()).toContain(TITLE);
    const found = await search('RCEP原产地累积规则专场培训');
    expect(found.rows.map((r) => r.id)).toContain('2000001');
    expect(await (await get('/sitemap.xml')).text()).toContain('<loc>http://site.test/detail/2000001</loc>');
    // Its new tag belongs to its column.
    const tags = (await (await get(`/api/cn/ListTagByColumnId/${yw.id}`)).json()) as { data: { tagName: string }[] };
    expect(tags.data.map((t) => t.tagName)).toContain('累积规则');
  });

  it('replaces it in place, the search index holding it once', async () => {
    expect(
      await publish({ version: 1, releases: [{ ...release, title: `${TITLE}（更新）` }], replace: { releases: [release.id] } }),
    ).toEqual([]);
    expect(await (await get('/detail/2000001')).text()).toContain(`${TITLE}（更新）`);
    const hits = (await search('RCEP原产地累积规则专场培训')).rows.filter((r) => r.id === '2000001');
    expect(hits).toHaveLength(1);
  });

  it('keeps the read count the site kept when the replacement leaves it out', async () => {
    await env.DB.prepare('UPDATE releases SET read_count = 42 WHERE id = 2000001').run();
    expect(
      await publish({ version: 1, releases: [{ ...release, title: `${TITLE}（再次更新）` }], replace: { releases: [release.id] } }),
    ).toEqual([]);
    expect(await env.DB.prepare('SELECT read_count FROM releases WHERE id = 2000001').first('read_count')).toBe(42);
  });

  it('removes it from its URL, search, the sitemap and its tag', async () => {
    expect(await publish({ version: 1, remove: { releases: ['2000001'] } })).toEqual([]);
    // Withdrawn, not unknown: its page says so (410; decision 0108).
    expect((await get('/detail/2000001')).status).toBe(410);
    expect((await search('RCEP原产地累积规则专场培训')).rows.map((r) => r.id)).not.toContain('2000001');
    expect(await (await get('/sitemap.xml')).text()).not.toContain('/detail/2000001<');
    const tags = (await (await get(`/api/cn/ListTagByColumnId/${yw.id}`)).json()) as { data: { tagName: string }[] };
    expect(tags.data.map((t) => t.tagName)).not.toContain('累积规则');
  });

  it('refuses changes that do not fit the content there, loading nothing', async () => {
    const before = await generation();
    const problems = await publish({
      version: 1,
      releases: [{ ...release, id: '2000002', columnId: '999999' }],
      remove: { releases: ['2999999'] },
    });
    expect(problems.map((p) => p.path)).toEqual(['releases[0].columnId', 'remove.releases[0]']);
    expect(await generation()).toBe(before);
    expect((await get('/detail/2000002')).status).toBe(404);
  });
});
