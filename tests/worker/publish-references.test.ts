// References checked before they go live (issue 46 item 3): a record whose picture, cover or
// internal link leads nowhere is refused, each named with its record, field and address, in
// Chinese, and nothing is written; what the sanitiser would drop (<script>, on* attributes,
// javascript:, <iframe>) is published with a warning naming the record; a title one character
// over the limit is refused.

import { env } from 'cloudflare:workers';
import { afterAll, describe, expect, it } from 'vitest';
import { TITLE_MAX } from '../../app/api/records/kinds-articles.ts';
import { mediaKey } from '../../content/media.ts';
import { bucketMediaStore, type BucketLike } from '../../content/media-store.ts';
import { runPublish } from '../../content/publish-run.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { release } from '../fixtures/publish-sample.ts';
import { d1Session } from './helpers/d1-session.ts';
import { generation, restore } from './helpers/publish.ts';
import { get } from './helpers/request.ts';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
afterAll(() => restore(seed));

const media = bucketMediaStore(env.MEDIA as unknown as BucketLike);
const publish = async (releases: Record<string, unknown>[]) => {
  const outcome = await runPublish(d1Session(), { version: 1, releases } as never, { media });
  await forgetGeneration();
  return outcome;
};
/** A seed article that exists, and the seed's column page paths. */
const seedArticle = seed.releases![0]!;

describe('a publish whose references lead nowhere', { timeout: 60_000 }, () => {
  it('is refused naming the missing picture, the missing cover and the link to no page; nothing is written', async () => {
    const before = await generation();
    const missing = mediaKey('e'.repeat(64), 'bu-cunzai.png');
    const cover = mediaKey('f'.repeat(64), 'fengmian.jpg');
    const outcome = await publish([
      {
        ...release,
        title: '引用检查：缺图的新闻',
        coverImage: `/media/${cover}`,
        content:
          `<p>详见<a href="/detail/${seedArticle.id}">此前的通知</a>和<a href="/zhengce-jiedu-bucunzai">政策解读</a>。</p>` +
          `<p><img src="/media/${missing}" alt="现场"></p>`,
      },
    ]);
    expect(outcome.problems).toEqual([
      { path: 'releases[0].content', message: expect.stringContaining('链接 /zhengce-jiedu-bucunzai 指向的页面不存在') },
      { path: 'releases[0].content', message: expect.stringContaining(`图片 /media/${missing} 不存在`) },
      { path: 'releases[0].coverImage', message: expect.stringContaining(`封面图片 /media/${cover} 不存在`) },
    ]);
    for (const p of outcome.problems) {
      expect(p.message).toContain(`releases[0]（id ${release.id}「引用检查：缺图的新闻」）`);
      expect(p.message).toMatch(/请/);
    }
    expect(await generation()).toBe(before);
    expect((await get(`/detail/${release.id}`)).status).toBe(404);
  });

  it('refuses a link to an article that does not exist', async () => {
    const outcome = await publish([{ ...release, id: 'new', content: '<p>见<a href="/detail/99999999">原文</a>。</p>' }]);
    expect(outcome.problems).toEqual([
      { path: 'releases[0].content', message: expect.stringContaining('链接 /detail/99999999 指向的文章 99999999 不存在或已撤回') },
    ]);
  });

  it('publishes a record with <script>, onclick, javascript: and <iframe>, warning about each by name', async () => {
    const title = '引用检查：含脚本的新闻';
    const outcome = await publish([
      {
        ...release,
        id: 'new',
        title,
        tags: [],
        content:
          '<p onclick="track()">市贸促会发布通知。</p><script>alert(1)</script>' +
          '<p><a href="javascript:void(0)">报名</a></p><iframe src="https://v.example.cn/x"></iframe>',
      },
    ]);
    expect(outcome.problems).toEqual([]);
    const id = outcome.allocated.releases![0]!;
    const said = outcome.warnings.map((w) => w.message).join('\n');
    for (const name of ['<script>', 'onclick', 'javascript:', '<iframe>']) expect(said).toContain(name);
    for (const w of outcome.warnings) {
      expect(w.path).toBe('releases[0].content');
      expect(w.message).toContain(`id ${id}「${title}」`);
    }
    const page = await get(`/detail/${id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('alert(1)');
  });

  it(`refuses a title of ${TITLE_MAX + 1} characters and takes one of ${TITLE_MAX}`, async () => {
    const long = '澄'.repeat(TITLE_MAX + 1);
    const refused = await publish([{ ...release, id: 'new', tags: [], title: long }]);
    expect(refused.problems).toEqual([{ path: 'releases[0].title', message: expect.stringContaining(String(TITLE_MAX)) }]);
    const taken = await publish([{ ...release, id: 'new', tags: [], title: long.slice(1) }]);
    expect(taken.problems).toEqual([]);
  });
});
