// `npm run content:audit` right after an editor uploads an attachment (issue 46): the uploaded
// file is in R2, not public/, and counts as present (it used to be reported as a dead link
// though it served 200); a picture whose file is gone from R2 is reported, in Chinese, saying
// where it is and what to do. The local site the test server runs; the record removed afterwards.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { mediaBucket } from '../../scripts/lib/media.ts';
import { runTool } from '../../scripts/lib/run-tool.ts';
import { release } from '../fixtures/publish-sample.ts';

test.setTimeout(240_000);

function publish(dir: string, changes: object): string {
  const file = path.join(dir, `changes-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify({ version: 1, ...changes }));
  for (let attempt = 1; ; attempt++) {
    const run = runTool('scripts/content-publish.ts', [file]);
    if (run.ok) return `${run.stdout}${run.stderr}`;
    if (attempt >= 4 || !/SQLITE_BUSY|locked/.test(run.stderr + run.stdout))
      throw new Error(`content:publish failed (exit ${run.exit}):\n${run.stderr}${run.stdout}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000 * attempt);
  }
}

test('an uploaded attachment is no dead link; a picture gone from R2 is one, said in Chinese', async ({ request }) => {
  expect((await request.get('/healthz')).ok()).toBe(true);
  const dir = mkdtempSync(path.join(tmpdir(), 'audit-uploads-'));
  let id: string | undefined;
  try {
    const stamp = String(Date.now());
    writeFileSync(path.join(dir, 'shenbaobiao.pdf'), `%PDF-1.4\n% 2027年出国展览项目申报表 ${stamp}\n`);
    writeFileSync(path.join(dir, 'zhanting.png'), `展厅照片 ${stamp}`);
    const out = publish(dir, {
      releases: [
        {
          ...release,
          id: 'new',
          tags: [],
          title: `关于申报2027年出国展览项目的通知（${stamp.slice(-6)}）`,
          content: '<p>请下载申报表。</p><p><img src="upload:zhanting.png" alt="展厅"></p>',
          attachments: [{ name: '申报表.pdf', url: 'upload:shenbaobiao.pdf' }],
        },
      ],
    });
    id = /已分配新编号：releases (\d+)/.exec(out)?.[1];
    const keys = [...out.matchAll(/→ \/media\/([0-9a-f]{16}\/[\w.-]+)/g)].map((m) => m[1]!);
    expect(keys, out).toHaveLength(2);
    const [pdf, png] = [keys.find((k) => k.endsWith('.pdf'))!, keys.find((k) => k.endsWith('.png'))!];
    // The picture's file deleted from the bucket behind the content's back.
    expect(runTool('wrangler', ['r2', 'object', 'delete', `${mediaBucket(undefined)}/${png}`, '--local']).ok).toBe(true);

    const run = spawnSync('npm', ['run', '-s', 'content:audit', '--', '--json'], { encoding: 'utf8', timeout: 180_000 });
    const report = JSON.parse(run.stdout) as { deadLinks: { from: string; what: string; href: string; reason: string }[] };
    const hrefs = report.deadLinks.map((d) => d.href);
    expect(hrefs).not.toContain(`/media/${pdf}`);
    expect(report.deadLinks).toContainEqual({
      from: `信息 ${id} 正文`,
      what: '图片',
      href: `/media/${png}`,
      reason: '上传的文件在媒体存储 R2 中不存在',
    });
    const text = spawnSync('npm', ['run', '-s', 'content:audit'], { encoding: 'utf8', timeout: 180_000 }).stdout;
    expect(text).toMatch(new RegExp(`问题 {2}\\[dead-link\\] 信息 ${id} 正文的图片 /media/${png.replace('.', '\\.')}：打不开.*请`));
  } finally {
    if (id) publish(dir, { remove: { releases: [id] } });
    rmSync(dir, { recursive: true, force: true });
  }
});
