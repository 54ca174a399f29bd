// Withdrawal and correction by content:publish (issue 46): a removed id stays reserved (never
// handed out again by "id":"new", nor taken by a record that names it), its page answers 410
// saying it was withdrawn while an id that never existed still answers 404, its API detail is
// the unknown id's envelope, an import keeps the tombstones of ids it does not bring back, the
// tool says what it removed, and a correction's time becomes the sitemap's lastmod.

import { env } from 'cloudflare:workers';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removalLines } from '../../content/publish-report.ts';
import { copyTombstones } from '../../content/removed-ids.ts';
import { runPublish } from '../../content/publish-run.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { forgetGeneration, GENERATION_TTL_MS } from '../../worker/content/generation.ts';
import { release } from '../fixtures/publish-sample.ts';
import { d1Session } from './helpers/d1-session.ts';
import { publish, restore } from './helpers/publish.ts';
import { get, text } from './helpers/request.ts';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));

/** A release with the id "new" (the tool picks it), titled `title`. */
const fresh = (title: string) => ({ ...release, id: 'new', title, tags: [] });

/** Publishes one "new" release and answers the id it was given. */
async function publishNew(title: string): Promise<string> {
  const outcome = await runPublish(d1Session(), { version: 1, releases: [fresh(title)] });
  expect(outcome.problems).toEqual([]);
  await forgetGeneration();
  return outcome.allocated.releases![0]!;
}

async function remove(id: string) {
  const outcome = await runPublish(d1Session(), { version: 1, remove: { releases: [id] } });
  expect(outcome.problems).toEqual([]);
  await forgetGeneration();
  return outcome;
}

const highest = () => env.DB.prepare('SELECT MAX(id) AS n FROM releases').first<number>('n');

beforeEach(() => forgetGeneration());
afterAll(() => restore(seed));

describe('a removed id is never given again', { timeout: 60_000 }, () => {
  it('hands "new" records ids above a removed one, and above the highest removed a second time', async () => {
    const first = await publishNew('撤回测试：误发的通知');
    expect(Number(first)).toBe(Number(await highest()));
    await remove(first);
    const a = await publishNew('撤回后新发的第一条');
    const b = await publishNew('撤回后新发的第二条');
    expect([a, b]).not.toContain(first);
    expect(Number(a)).toBeGreaterThan(Number(first));
    expect(Number(b)).toBeGreaterThan(Number(a));
    // The highest id removed too: the next one is still above it, never it again.
    await remove(b);
    const c = await publishNew('再次撤回后新发的一条');
    expect([first, b]).not.toContain(c);
    expect(Number(c)).toBeGreaterThan(Number(b));
  });

  it('refuses a record that names a removed id, saying when it was removed and to give "new"', async () => {
    const id = await publishNew('撤回测试：将被撤回');
    await remove(id);
    const problems = await publish({ version: 1, releases: [{ ...release, id, tags: [] }] });
    expect(problems).toEqual([
      {
        path: 'releases[0].id',
        message: expect.stringMatching(new RegExp(`“${id}”是 \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d 删除的 releases 记录：.*"new"`)),
      },
    ]);
  });

  it('keeps the tombstones through an import, but for the ids the import brings back', async () => {
    const id = await publishNew('撤回测试：导入之后');
    await remove(id);
    // A seed release removed, then the seed imported again: it is live again and no longer withdrawn.
    await remove('1027');
    await restore(seed);
    const tombs = await env.DB.prepare("SELECT id FROM removed_ids WHERE kind = 'releases'").all<{ id: number }>();
    const ids = tombs.results.map((r) => String(r.id));
    expect(ids).toContain(id);
    expect(ids).not.toContain('1027');
    expect((await get('/detail/1027')).status).toBe(200);
    expect((await get(`/detail/${id}`)).status).toBe(410);
    expect(Number(await publishNew('导入之后新发的一条'))).toBeGreaterThan(Number(id));
  });
});

describe('a deployed import', { timeout: 60_000 }, () => {
  it('carries the serving database’s tombstones into the one it loads, so "new" stays above them', async () => {
    // The serving database (DB) as content-import reads it remotely: two ids its publishes removed.
    const serving = {
      ...d1Session(),
      all: async <T>() =>
        [
          { kind: 'releases', id: 5000001, removedAt: '2026-11-28 09:00:00' },
          { kind: 'activities', id: 90001, removedAt: '2026-11-28 09:05:00' },
        ] as T[],
    };
    expect(await copyTombstones(serving, d1Session())).toBe(2);
    const rows = await env.DB.prepare('SELECT kind, id, removed_at FROM removed_ids WHERE id IN (5000001, 90001) ORDER BY id').all();
    expect(rows.results).toEqual([
      { kind: 'activities', id: 90001, removed_at: '2026-11-28 09:05:00' },
      { kind: 'releases', id: 5000001, removed_at: '2026-11-28 09:00:00' },
    ]);
    expect(await publishNew('部署导入之后新发的一条')).toBe('5000002');
    expect((await get('/detail/5000001')).status).toBe(410);
  });
});

describe('a withdrawn article', { timeout: 60_000 }, () => {
  it('answers 410 saying it was withdrawn, on PC and phone; its API detail is the unknown id’s envelope', async () => {
    const title = '撤回测试：不应再公开的内容';
    const id = await publishNew(title);
    // Its page kept by the page cache (and its API answer by the answer cache) before the removal.
    expect((await get(`/detail/${id}`)).status).toBe(200);
    expect((await get(`/m/detail/${id}`)).status).toBe(200);
    expect((await get(`/api/cn/releaseDetailById/${id}`)).status).toBe(200);
    const outcome = await remove(id);

    for (const path of [`/detail/${id}`, `/m/detail/${id}`]) {
      // Twice: rendered, then from the page cache (remembered for the generation), both 410.
      for (let i = 0; i < 2; i++) {
        const page = await get(path);
        expect(page.status, path).toBe(410);
        const words = text(await page.text());
        expect(words).toContain('信息已撤回');
        expect(words).toMatch(/撤回（已撤销）/);
        expect(words).not.toContain(title);
        expect(words).not.toContain(release.content.replace(/<[^>]+>/g, ''));
        // The site frame and the ways on.
        expect(words).toContain('返回首页');
        expect(words).toContain('查看网站地图');
      }
    }
    const api = await get(`/api/cn/releaseDetailById/${id}`);
    expect(api.status).toBe(200);
    expect(await api.json()).toEqual({ code: 404, msg: '访问资源不存在' });
    // An id that never existed stays a 404.
    const never = await get(`/detail/${Number(id) + 1000}`);
    expect(never.status).toBe(404);
    expect(text(await never.text())).toContain('页面未找到');
    // What the tool prints of it.
    expect(removalLines(outcome.removed)).toEqual([`releases ${id} “${title}”：/detail/${id} 现在答复 410（已撤回）；此编号不再分配`]);
  });
});

describe('a withdrawal shows within the bound imports have (decision 0025)', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a quiet node answers at most its first request with the kept page, the next with 410', async () => {
    const title = '撤回测试：安静节点';
    const id = await publishNew(title);
    expect((await get(`/detail/${id}`)).status).toBe(200);
    expect((await get(`/detail/${id}`)).headers.get('Cache-Status')).toMatch(/; hit;/);
    expect((await runPublish(d1Session(), { version: 1, remove: { releases: [id] } })).problems).toEqual([]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + GENERATION_TTL_MS + 1000);
    // The one answer a quiet node gives under the previous generation; it learns the new one behind it.
    await (await get(`/detail/${id}`)).arrayBuffer();
    const page = await get(`/detail/${id}`);
    expect(page.status).toBe(410);
    expect(text(await page.text())).not.toContain(title);
  });

  it('on the phone path too, once its generation is due for a refresh', async () => {
    const title = '撤回测试：有访问的节点';
    const id = await publishNew(title);
    expect((await get(`/m/detail/${id}`)).status).toBe(200);
    expect((await runPublish(d1Session(), { version: 1, remove: { releases: [id] } })).problems).toEqual([]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + GENERATION_TTL_MS);
    await (await get(`/m/detail/${id}`)).arrayBuffer();
    expect((await get(`/m/detail/${id}`)).status).toBe(410);
  });
});

describe('a correction', { timeout: 60_000 }, () => {
  it('stamps its update time, which becomes the article’s lastmod in the sitemap', async () => {
    const id = await publishNew('更正测试：原标题');
    const loc = `<loc>http://site.test/detail/${id}</loc>`;
    const lastmod = async () => {
      const map = await (await get('/sitemaps/articles-1.xml')).text();
      const entry = map.split('<url>').find((u) => u.includes(loc));
      return /<lastmod>([^<]+)<\/lastmod>/.exec(entry ?? '')?.[1];
    };
    expect(await lastmod()).toBe('2026-11-25T10:00:00+08:00');
    const before = Date.now();
    expect(await publish({ version: 1, replace: { releases: [id] }, releases: [{ id, title: '更正测试：更正后的标题' }] })).toEqual([]);
    const stored = await env.DB.prepare('SELECT update_time AS t FROM releases WHERE id = ?').bind(Number(id)).first<string>('t');
    // The publish's time, in Beijing.
    const at = Date.parse(`${stored!.replace(' ', 'T')}+08:00`);
    expect(at).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(await lastmod()).toBe(`${stored!.replace(' ', 'T')}+08:00`);
  });
});
