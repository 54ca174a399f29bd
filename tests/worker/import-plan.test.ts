// A whole-site import in chunks (issue 28, content/import-run.ts) on the real D1: with a chunk
// of a few statements the document goes in over many calls, switches live at once, and a
// load that fails near its end leaves the previous content serving.

import { env } from 'cloudflare:workers';
import { afterAll, describe, expect, it } from 'vitest';
import { chunked, STAGING, stagingRows } from '../../content/import-plan.ts';
import { runImport, type ImportSession } from '../../content/import-run.ts';
import type { ContentDocument, ReleaseRecord } from '../../content/schema.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { contentStatements } from '../../content/sql.ts';
import { validateContent } from '../../content/validate.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { d1Session } from './helpers/d1-session.ts';
import { get } from './helpers/request.ts';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));

/** The seed plus `n` new 贸促要闻 articles, the newest first in its listing. */
function grown(n: number): ContentDocument {
  const yw = seed.columns!.find((c) => c.columnCode === 'YW')!;
  const extra: ReleaseRecord[] = Array.from({ length: n }, (_, i) => ({
    id: String(880001 + i),
    columnId: yw.id,
    title: `我会组织企业参加跨境电商出口培训（第${i + 1}期）`,
    summary: '市贸促会组织外贸企业学习跨境电商出口申报和原产地证书申领。',
    content: '<p>培训围绕跨境电商出口申报、\n原产地证书申领和海外仓备案展开。</p>',
    releaseTime: `2026-11-24 10:${String(i).padStart(2, '0')}:00`,
    isTop: '0',
    tags: ['跨境电商', `第${i + 1}期`],
  }));
  return { ...seed, releases: [...seed.releases!, ...extra] };
}

/** The test's D1 as an import session; `failAt`: the exec call that fails as a dropped connection would. */
function session(failAt?: number): ImportSession & { execs: number } {
  const counted = {
    execs: 0,
    ...d1Session(async (sql) => {
      counted.execs++;
      if (counted.execs === failAt) throw new Error('the connection to D1 was lost');
      await env.DB.exec(sql);
    }),
  };
  return counted;
}

/** A few statements per chunk: the seed goes in over a hundred calls. */
const LIMITS = { statements: 40, bytes: 1 << 20 };

const generation = () => env.DB.prepare("SELECT value FROM meta WHERE key = 'content_generation'").first<number>('value');
const total = async () => ((await (await get('/api/cn/ListRelease?pageSize=1')).json()) as { total: number }).total;
const stagingTables = async () =>
  (
    await env.DB.prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '${STAGING}%' AND name NOT LIKE '${STAGING}search_index%'`,
    ).all<{ name: string }>()
  ).results;

afterAll(async () => {
  await env.DB.batch(contentStatements(seed).map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
});

// Every statement of the seed is sent in chunks of 40: hundreds of calls on a shared machine.
describe('an import in chunks', { timeout: 120_000 }, () => {
  it('loads everything over many calls and switches live at once, the generation moved on', async () => {
    const doc = grown(30);
    expect(validateContent(doc)).toEqual([]);
    const before = await generation();
    const db = session();
    await runImport(db, doc, LIMITS);
    expect(db.execs).toBeGreaterThan(50);
    expect(await generation()).toBeGreaterThan(before!);
    await forgetGeneration();
    expect(await total()).toBe(doc.releases!.length);
    const page = await (await get('/importantNews')).text();
    expect(page).toContain('我会组织企业参加跨境电商出口培训（第30期）');
    const found = (await (await get(`/api/cn/search?keyword=${encodeURIComponent('跨境电商出口培训')}`)).json()) as {
      total: number;
    };
    expect(found.total).toBeGreaterThanOrEqual(30);
    // The live schema kept its indexes; the staging tables are gone.
    const indexes = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'releases' AND sql IS NOT NULL",
    ).all<{ name: string }>();
    // (releases_with_an_end is partial, migration 0017: its WHERE came along, or search would fail.)
    expect(indexes.results.map((r) => r.name).sort()).toEqual([
      'releases_by_column',
      'releases_by_reads',
      'releases_by_release_time',
      'releases_by_time',
      'releases_with_an_end',
    ]);
    expect(await stagingTables()).toEqual([]);
  });

  it('changes nothing when a chunk near the end fails: the previous content keeps serving', async () => {
    const doc = grown(5);
    const before = await generation();
    const served = await total();
    // The last chunk but one fails.
    const chunks = [...chunked(stagingRows(doc), LIMITS, () => 0)].length;
    const db = session(chunks - 1);
    await expect(runImport(db, doc, LIMITS)).rejects.toThrow(
      /the connection to D1 was lost\nNothing was loaded: the previous content keeps serving/,
    );
    expect(await generation()).toBe(before);
    await forgetGeneration();
    expect(await total()).toBe(served);
    expect(await (await get('/importantNews')).text()).toContain('（第30期）');
    expect(await stagingTables()).toEqual([]);
  });

  it('changes nothing when a row near the end breaks a key (the document was not validated)', async () => {
    const doc = grown(5);
    // The second-to-last release names a column that does not exist: validation says so …
    doc.releases![doc.releases!.length - 2]!.columnId = '999999';
    expect(validateContent(doc).map((p) => p.path)).toEqual([`releases[${doc.releases!.length - 2}].columnId`]);
    // … and the staging table's foreign key refuses it if a load goes ahead anyway.
    const before = await generation();
    await expect(runImport(session(), doc, LIMITS)).rejects.toThrow(/FOREIGN KEY/);
    expect(await generation()).toBe(before);
    expect(await stagingTables()).toEqual([]);
  });
});
