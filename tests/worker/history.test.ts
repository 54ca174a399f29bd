// Each record's history and undo (issue 46 item 6, decision 0123): a publish and a correction
// leave two revisions (when, which command, who, the title before and after; the previous
// value in R2, a small row in D1), a revert brings the first title back on the site through
// the publish's own checks, and a revert of a removal brings the withdrawn page back at its id.

import { env } from 'cloudflare:workers';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { importRevisions } from '../../content/import-history.ts';
import { bucketRevisionStore, type HistoryContext, HISTORY_PREFIX, revisionsOf } from '../../content/history.ts';
import type { Changes } from '../../content/publish-changes.ts';
import { type PublishRun, runPublish } from '../../content/publish-run.ts';
import { planRevert } from '../../content/revert.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { release } from '../fixtures/publish-sample.ts';
import { d1Session } from './helpers/d1-session.ts';
import { restore } from './helpers/publish.ts';
import { get, headings } from './helpers/request.ts';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
const store = bucketRevisionStore(env.MEDIA!);
const EDITOR = '王晓梅';
const as = (command: HistoryContext['command'], by = EDITOR): HistoryContext => ({ store, command, by });

const FIRST = '我会组织企业参加第二届中国国际供应链促进博览会';
const CORRECTED = '我会组织企业参加第三届中国国际供应链促进博览会';

async function run(changes: Changes | Record<string, unknown>, options: PublishRun) {
  const outcome = await runPublish(d1Session(), changes as Changes, options);
  expect(outcome.problems).toEqual([]);
  await forgetGeneration();
  return outcome;
}

async function revert(id: string, to?: number) {
  const plan = await planRevert(d1Session(), store, 'releases', id, to);
  if (!plan.ok) throw new Error(plan.problem);
  return run(plan.changes, { history: as('revert'), ...(plan.revive ? { revive: plan.revive } : {}) });
}

const titleOnSite = async (id: string) => {
  const page = await get(`/detail/${id}`);
  return { status: page.status, h1: page.status === 200 ? headings(await page.text()).join(' ') : '' };
};

beforeEach(() => forgetGeneration());
afterAll(() => restore(seed));

describe('a record’s history', { timeout: 60_000 }, () => {
  it('has two revisions after a publish and a correction; a revert brings the first title back', async () => {
    const published = await run({ version: 1, releases: [{ ...release, id: 'new', title: FIRST, tags: [] }] }, { history: as('publish') });
    const id = published.allocated.releases![0]!;
    await run({ version: 1, releases: [{ id, title: CORRECTED }], replace: { releases: [id] } }, { history: as('publish', '李文') });
    expect((await titleOnSite(id)).h1).toContain(CORRECTED);

    const revisions = await revisionsOf(d1Session(), 'releases', id);
    expect(revisions.map((r) => [r.command, r.by, r.action, r.previousTitle, r.title])).toEqual([
      ['publish', EDITOR, 'added', null, FIRST],
      ['publish', '李文', 'changed', FIRST, CORRECTED],
    ]);
    // The previous value is in R2 (under history/, which /media/ never serves), not in the row.
    expect(revisions[0]!.previousKey).toBeNull();
    expect(revisions[1]!.previousKey).toMatch(new RegExp(`^${HISTORY_PREFIX}[0-9a-f]{64}\\.json$`));
    expect(await env.MEDIA!.get(revisions[1]!.previousKey!)).not.toBeNull();
    expect((await get(`/media/${revisions[1]!.previousKey}`)).status).toBe(404);
    // A publish that changes nothing writes no revision.
    await run({ version: 1, releases: [{ id, title: CORRECTED }], replace: { releases: [id] } }, { history: as('publish') });
    expect(await revisionsOf(d1Session(), 'releases', id)).toHaveLength(2);

    await revert(id);
    expect(await titleOnSite(id)).toEqual({ status: 200, h1: expect.stringContaining(FIRST) });
    const after = await revisionsOf(d1Session(), 'releases', id);
    expect(after.at(-1)).toMatchObject({ command: 'revert', previousTitle: CORRECTED, title: FIRST });
    // --to: as revision 2 left it (the correction).
    await revert(id, revisions[1]!.revision);
    expect((await titleOnSite(id)).h1).toContain(CORRECTED);
  });

  it('brings a removed record back at the same id, its tombstone lifted', async () => {
    const published = await run({ version: 1, releases: [{ ...release, id: 'new', title: FIRST, tags: [] }] }, { history: as('publish') });
    const id = published.allocated.releases![0]!;
    await run({ version: 1, remove: { releases: [id] } }, { history: as('publish') });
    expect((await titleOnSite(id)).status).toBe(410);
    expect((await revisionsOf(d1Session(), 'releases', id)).at(-1)).toMatchObject({ action: 'removed', previousTitle: FIRST });

    await revert(id);
    expect(await titleOnSite(id)).toEqual({ status: 200, h1: expect.stringContaining(FIRST) });
    const tombstone = await env.DB.prepare("SELECT 1 AS x FROM removed_ids WHERE kind = 'releases' AND id = ?").bind(Number(id)).first();
    expect(tombstone).toBeNull();
    // Listed again, and its id is still never handed to a "new" record.
    const list = (await (await get(`/api/cn/ListRelease?columnId=${release.columnId}`)).json()) as { rows: { id: string }[] };
    expect(list.rows.map((r) => r.id)).toContain(id);
  });

  it('gets a revision from an import only for the records it changes or drops', async () => {
    const releases = seed.releases!;
    const [changed, dropped, kept] = [releases[0]!, releases[1]!, releases[2]!];
    const doc = {
      ...seed,
      releases: releases.filter((r) => r !== dropped).map((r) => (r === changed ? { ...r, title: `${r.title}（修订）` } : r)),
    };
    const statements = await importRevisions(d1Session(), doc, as('import', '赵磊'));
    await d1Session().batch(statements);
    expect((await revisionsOf(d1Session(), 'releases', changed.id)).at(-1)).toMatchObject({
      command: 'import',
      by: '赵磊',
      action: 'changed',
      previousTitle: changed.title,
      title: `${changed.title}（修订）`,
    });
    expect((await revisionsOf(d1Session(), 'releases', dropped.id)).at(-1)).toMatchObject({ action: 'removed', title: null });
    expect(await revisionsOf(d1Session(), 'releases', kept.id)).toEqual([]);
  });
});
