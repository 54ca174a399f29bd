// Withdrawal on a local site, as an editor does it (issue 46): `npm run content:publish` puts a
// news item with an inline picture and a PDF (both `upload:`), a visitor reads it (the service
// worker keeps the page for offline reading), then `remove` takes it down. Within the bound of
// decision 0025 (the generation re-read every GENERATION_TTL_MS, plus a store round trip) its
// page answers 410 saying it was withdrawn, its files 410, its API detail the not-found
// envelope, no listing, search answer, feed, sitemap or calendar names it, and the service worker
// drops the page it kept: offline it shows the offline page, not the withdrawn article.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runTool } from '../../scripts/lib/run-tool.ts';
import { GENERATION_TTL_MS } from '../../worker/content/generation.ts';
import { release } from '../fixtures/publish-sample.ts';
import { hydrated } from './support.ts';

test.use({ serviceWorkers: 'allow' });
test.setTimeout(180_000);

/** A store round trip and the request itself, on this shared machine. */
const ROUND_TRIP_MS = 2000;

/** Runs content:publish on a file in `dir` (the local D1 is shared with the server: SQLITE_BUSY is worth another try). */
function publish(dir: string, changes: object): string {
  const file = path.join(dir, `changes-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify({ version: 1, ...changes }));
  for (let attempt = 1; ; attempt++) {
    const run = runTool('scripts/content-publish.ts', [file]);
    if (run.ok) return run.stdout;
    if (attempt >= 4 || !/SQLITE_BUSY|locked/.test(run.stderr + run.stdout))
      throw new Error(`content:publish failed (exit ${run.exit}):\n${run.stderr}${run.stdout}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000 * attempt);
  }
}

test('a withdrawn release goes everywhere at once, its files too, and the service worker forgets it', async ({
  page,
  context,
  request,
}) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'withdraw-'));
  try {
    // A different file each run: content-addressed keys must not meet an earlier run's.
    const stamp = String(Date.now());
    writeFileSync(
      path.join(dir, 'xianchang.png'),
      Buffer.concat([
        Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64'),
        Buffer.from(stamp),
      ]),
    );
    writeFileSync(path.join(dir, 'neibu.pdf'), `%PDF-1.4\n% 内部通报 ${stamp}\n`);
    const title = `撤回演练：误发的内部情况通报（${stamp.slice(-6)}）`;
    const out = publish(dir, {
      releases: [
        {
          ...release,
          id: 'new',
          title,
          tags: [],
          content: '<p>本会内部情况通报。</p><p><img src="upload:xianchang.png" alt="会议现场"></p>',
          attachments: [{ name: '内部通报.pdf', url: 'upload:neibu.pdf' }],
        },
      ],
    });
    const id = /已分配新编号：releases (\d+)/.exec(out)?.[1];
    expect(id, out).toBeTruthy();
    const article = await request.get(`/detail/${id}`);
    expect(article.status()).toBe(200);
    const html = await article.text();
    const files = [...html.matchAll(/\/media\/[0-9a-f]{16}\/[\w.-]+/g)].map((m) => m[0]);
    expect(new Set(files).size).toBe(2);
    for (const f of files) expect((await request.get(f)).status(), f).toBe(200);

    // A visitor reads it with the service worker in control: the page is kept for offline reading.
    await page.goto('/');
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.goto(`/detail/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const kept = () => page.evaluate(async (url) => Boolean(await caches.match(url, { ignoreVary: true })), `/detail/${id}`);
    await expect.poll(kept).toBe(true);

    const removed = publish(dir, { remove: { releases: [id] } });
    const published = Date.now();
    expect(removed).toContain(`releases ${id} “${title}”：/detail/${id} 现在答复 410`);
    expect(removed).toMatch(/文件已撤下：\/media\/.+ 现在答复 410/);
    // This node has traffic: 410 within the bound (the first answer may still be the previous generation's).
    await expect
      .poll(async () => (await request.get(`/detail/${id}`)).status(), { timeout: GENERATION_TTL_MS + ROUND_TRIP_MS, intervals: [250] })
      .toBe(410);
    expect(Date.now() - published).toBeLessThanOrEqual(GENERATION_TTL_MS + ROUND_TRIP_MS);
    for (const f of files) expect((await request.get(f)).status(), f).toBe(410);
    expect(await (await request.get(`/api/cn/releaseDetailById/${id}`)).json()).toEqual({ code: 404, msg: '访问资源不存在' });
    for (const where of ['/importantNews', '/', '/feeds/YW.xml', '/sitemaps/articles-1.xml', '/feeds/activities.ics']) {
      const body = await (await request.get(where)).text();
      expect(body, where).not.toContain(title);
    }
    const search = await (await request.get(`/api/cn/search?keyword=${encodeURIComponent('撤回演练')}`)).json();
    expect(JSON.stringify(search)).not.toContain(title);

    // The visitor comes back: the withdrawn page, and the kept copy gone.
    const response = await page.goto(`/detail/${id}`);
    expect(response?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('信息已撤回');
    await expect.poll(kept).toBe(false);
    await context.setOffline(true);
    await page.goto(`/detail/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('网络未连接');
    await expect(page.getByText(title)).toHaveCount(0);
    await context.setOffline(false);
  } finally {
    await context.setOffline(false);
    rmSync(dir, { recursive: true, force: true });
  }
});
