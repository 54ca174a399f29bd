// Withdrawal takes a record's files down with it (issue 46 items 1 and 2): a release published
// with an inline image and an attachment, then removed, answers 410 from its page and from its
// files, the unknown id's envelope from its API, and no listing, search answer, feed, sitemap or
// calendar names it; a file another record still uses stays served; a publish naming a withdrawn
// file again brings it back at the same URL, and so does reverting the removal (content:revert),
// the page at its own id; a withdrawn file is deleted after the history period.
// The files are read from media_refs (written by the publish), never from a scan at withdrawal.

import { env } from 'cloudflare:workers';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bucketRevisionStore } from '../../content/history.ts';
import { mediaKey } from '../../content/media.ts';
import { contentStatements } from '../../content/sql.ts';
import { bucketMediaStore, purgeWithdrawn, WITHDRAWN_KEEP_DAYS, WITHDRAWN_PREFIX, type BucketLike } from '../../content/media-store.ts';
import { REMOVAL_BOUND } from '../../content/publish-report.ts';
import { type PublishOutcome, runPublish } from '../../content/publish-run.ts';
import type { Changes } from '../../content/publish-plan.ts';
import { planRevert } from '../../content/revert.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { activity, release } from '../fixtures/publish-sample.ts';
import { d1Session } from './helpers/d1-session.ts';
import { restore, searchHits } from './helpers/publish.ts';
import { get, text } from './helpers/request.ts';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
const bucket = env.MEDIA as unknown as BucketLike;
const media = bucketMediaStore(bucket);
const history = bucketRevisionStore(env.MEDIA!);
// The site's own files (public/), as scripts/lib/media.ts `siteFile` finds them on disk.
const siteFiles = new Set(Object.keys(import.meta.glob('../../public/**/*')).map((p) => p.replace('../../public', '')));
const siteFile = (path: string) => siteFiles.has(decodeURI(path));

beforeEach(() => forgetGeneration());
afterAll(() => restore(seed));

/** Puts bytes into R2 under their content key, as content:publish uploads a file. */
async function upload(name: string, body: string, contentType: string): Promise<string> {
  const bytes = new TextEncoder().encode(body);
  const hash = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
  const key = mediaKey(hash, name);
  await env.MEDIA!.put(key, bytes, { httpMetadata: { contentType } });
  return key;
}

async function publishWithMedia(changes: Changes): Promise<PublishOutcome> {
  const outcome = await runPublish(d1Session(), changes, { media });
  expect(outcome.problems).toEqual([]);
  await forgetGeneration();
  return outcome;
}

/** A release with the id "new", an inline image and an attachment. */
const withFiles = (title: string, image: string, pdf: string) => ({
  ...release,
  id: 'new',
  title,
  tags: [],
  content: `<p>本会内部情况通报。</p><p><img src="/media/${image}" alt="会议现场"></p>`,
  attachments: [{ name: '内部通报.pdf', url: `/media/${pdf}` }],
});

describe('a withdrawn release takes its files down', { timeout: 60_000 }, () => {
  it('page 410, files 410, API not-found, and no listing, search, feed, sitemap or calendar names it', async () => {
    const title = '撤回测试：误发的内部情况通报';
    const image = await upload('xianchang.png', `现场照片 ${title}`, 'image/png');
    const pdf = await upload('neibu.pdf', `%PDF-1.4 ${title}`, 'application/pdf');
    const published = await publishWithMedia({ version: 1, releases: [withFiles(title, image, pdf)] });
    const id = published.allocated.releases![0]!;
    const refs = await env.DB.prepare('SELECT media_key AS k FROM media_refs WHERE kind = ? AND record_id = ? ORDER BY k')
      .bind('releases', Number(id))
      .all<{ k: string }>();
    expect(refs.results.map((r) => r.k)).toEqual([image, pdf].sort());
    // Served, and kept by caches 5 minutes with revalidation, not a year.
    const served = await get(`/media/${pdf}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Cache-Control')).toMatch(/^public, max-age=300\b/);
    expect(served.headers.get('Cache-Control')).not.toContain('immutable');
    const again = await get(`/media/${pdf}`, { headers: { 'If-None-Match': served.headers.get('ETag')! } });
    expect(again.status).toBe(304);
    expect((await get(`/detail/${id}`)).status).toBe(200);
    expect(await (await get('/importantNews')).text()).toContain(title);

    const removed = await publishWithMedia({ version: 1, remove: { releases: [id] } });
    expect(removed.files.withdrawn.sort()).toEqual([image, pdf].sort());
    expect(REMOVAL_BOUND).toMatch(/别的记录都不用的文件立即答复 410/);

    const page = await get(`/detail/${id}`);
    expect(page.status).toBe(410);
    expect(text(await page.text())).toContain('信息已撤回');
    for (const key of [image, pdf]) {
      const file = await get(`/media/${key}`);
      expect(file.status, key).toBe(410);
      expect(await file.text()).toContain('撤回');
      expect(await env.MEDIA!.head(`${WITHDRAWN_PREFIX}${key}`), key).not.toBeNull();
    }
    expect(await (await get(`/api/cn/releaseDetailById/${id}`)).json()).toEqual({ code: 404, msg: '访问资源不存在' });
    for (const path of ['/importantNews', '/', '/feeds/YW.xml', '/sitemaps/articles-1.xml', '/feeds/activities.ics']) {
      const body = await (await get(path)).text();
      expect(body, path).not.toContain(title);
      expect(body, path).not.toContain(`/detail/${id}<`);
      expect(body, path).not.toContain(`/detail/${id}"`);
    }
    expect((await searchHits('内部情况通报')).map((h) => h.id)).not.toContain(id);
  });

  it('keeps serving a file another record still uses', async () => {
    const shared = await upload('gongyong.png', '两条信息共用的图片', 'image/png');
    const own = await upload('dandu.pdf', '%PDF-1.4 一条信息自己的附件', 'application/pdf');
    const a = (await publishWithMedia({ version: 1, releases: [withFiles('共用图片测试：甲', shared, own)] })).allocated.releases![0]!;
    const b = (await publishWithMedia({ version: 1, releases: [{ ...withFiles('共用图片测试：乙', shared, own), attachments: [] }] }))
      .allocated.releases![0]!;
    // Both show the image; only the first lists the attachment: it alone goes with the first,
    // as `--check` says beforehand without moving anything.
    const check = await runPublish(d1Session(), { version: 1, remove: { releases: [a] } }, { media, check: true });
    expect(check.files.withdrawn).toEqual([own]);
    expect((await get(`/media/${own}`)).status).toBe(200);
    const gone = await publishWithMedia({ version: 1, remove: { releases: [a] } });
    expect(gone.files.withdrawn).toEqual([own]);
    expect((await get(`/media/${shared}`)).status).toBe(200);
    expect((await get(`/media/${own}`)).status).toBe(410);
    const rows = await env.DB.prepare('SELECT record_id AS r FROM media_refs WHERE media_key = ?').bind(shared).all<{ r: number }>();
    expect(rows.results.map((r) => String(r.r))).toEqual([b]);
  });

  it('brings a withdrawn file back when a publish names it again, at the same URL', async () => {
    const image = await upload('huifu.png', '撤回后恢复的图片', 'image/png');
    const pdf = await upload('huifu.pdf', '%PDF-1.4 撤回后恢复的附件', 'application/pdf');
    const record = withFiles('恢复测试：撤回后重新发布', image, pdf);
    const id = (await publishWithMedia({ version: 1, releases: [record] })).allocated.releases![0]!;
    await publishWithMedia({ version: 1, remove: { releases: [id] } });
    expect((await get(`/media/${pdf}`)).status).toBe(410);
    // As a revert does: the record again (a new id here: the tombstone keeps the old one).
    const back = await publishWithMedia({ version: 1, releases: [record] });
    expect(back.files.restored.sort()).toEqual([image, pdf].sort());
    expect((await get(`/media/${pdf}`)).status).toBe(200);
    expect(await env.MEDIA!.head(`${WITHDRAWN_PREFIX}${pdf}`)).toBeNull();
  });

  it('a reverted removal brings the page back at its id and its image at the same URL', async () => {
    const image = await upload('nianbao.png', '年度报告发布会现场照片', 'image/png');
    const report = '/files/disclosure-annual-report-2025.docx';
    const record = {
      ...release,
      id: 'new',
      title: '我会发布2025年政府信息公开工作年度报告',
      tags: [],
      content: `<p>全文见<a href="${report}">年度报告</a>。</p><p><img src="/media/${image}" alt="发布会现场"></p>`,
    };
    // As content:publish and content:revert run it: files checked, a revision per change.
    const options = (command: 'publish' | 'revert') => ({ media, siteFile, history: { store: history, command, by: '王晓梅' } });
    const published = await runPublish(d1Session(), { version: 1, releases: [record] } as Changes, options('publish'));
    expect(published.problems).toEqual([]);
    const id = published.allocated.releases![0]!;
    const removed = await runPublish(d1Session(), { version: 1, remove: { releases: [id] } }, options('publish'));
    expect(removed.files.withdrawn).toEqual([image]);
    await forgetGeneration();
    expect((await get(`/detail/${id}`)).status).toBe(410);
    expect((await get(`/media/${image}`)).status).toBe(410);

    const plan = await planRevert(d1Session(), history, 'releases', id);
    if (!plan.ok) throw new Error(plan.problem);
    expect(plan.revive).toEqual({ entity: 'releases', id });
    const back = await runPublish(d1Session(), plan.changes, { ...options('revert'), ...(plan.revive ? { revive: plan.revive } : {}) });
    expect(back.problems).toEqual([]);
    expect(back.files.restored).toEqual([image]);
    await forgetGeneration();
    const page = await get(`/detail/${id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`/media/${image}`);
    const file = await get(`/media/${image}`);
    expect(file.status).toBe(200);
    expect(new TextDecoder().decode(await file.arrayBuffer())).toBe('年度报告发布会现场照片');
    expect(await env.MEDIA!.head(`${WITHDRAWN_PREFIX}${image}`)).toBeNull();
  });

  it('deletes a withdrawn file once the history period has passed, not before', async () => {
    const key = await upload('guoqi.pdf', '%PDF-1.4 保留期满的附件', 'application/pdf');
    await media.withdraw(key);
    const day = 86_400_000;
    expect(await purgeWithdrawn(bucket, new Date(Date.now() + (WITHDRAWN_KEEP_DAYS - 1) * day))).not.toContain(`${WITHDRAWN_PREFIX}${key}`);
    expect(await purgeWithdrawn(bucket, new Date(Date.now() + (WITHDRAWN_KEEP_DAYS + 1) * day))).toContain(`${WITHDRAWN_PREFIX}${key}`);
    expect(await env.MEDIA!.head(`${WITHDRAWN_PREFIX}${key}`)).toBeNull();
    expect((await get(`/media/${key}`)).status).toBe(404);
  });

  it('an activity withdrawn leaves the calendar feed, its own calendar file and its page; its cover goes too', async () => {
    const cover = await upload('huodong.png', '辅导会海报', 'image/png');
    const title = `${activity.title}（撤回测试）`;
    const changes = { version: 1, activities: [{ ...activity, id: 'new', title, coverImage: `/media/${cover}` }] };
    const id = (await publishWithMedia(changes as Changes)).allocated.activities![0]!;
    // iCalendar folds long lines (RFC 5545 §3.1): unfolded before reading.
    const calendar = async () => (await (await get('/feeds/activities.ics')).text()).replace(/\r\n[ \t]/g, '');
    expect(await calendar()).toContain(title);
    expect((await get(`/calendar/activity/${id}.ics`)).status).toBe(200);
    const gone = await publishWithMedia({ version: 1, remove: { activities: [id] } });
    expect(gone.files.withdrawn).toEqual([cover]);
    expect((await get(`/detail/${id}?type=activity`)).status).toBe(410);
    expect(await calendar()).not.toContain(title);
    expect((await get(`/calendar/activity/${id}.ics`)).status).toBe(404);
    expect((await get(`/media/${cover}`)).status).toBe(410);
  });

  it('an import writes the rows of the files its records use, as a publish does', async () => {
    const key = mediaKey('a'.repeat(64), 'daoru.pdf');
    const doc = {
      ...seed,
      releases: [...seed.releases!, { ...release, tags: [], attachments: [{ name: '导入的附件.pdf', url: `/media/${key}` }] }],
    };
    await env.DB.batch(contentStatements(doc).map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
    const rows = await env.DB.prepare('SELECT kind, record_id AS id FROM media_refs WHERE media_key = ?').bind(key).all();
    expect(rows.results).toEqual([{ kind: 'releases', id: Number(release.id) }]);
    await restore(seed);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM media_refs WHERE media_key = ?').bind(key).first<number>('n')).toBe(0);
  });
});
