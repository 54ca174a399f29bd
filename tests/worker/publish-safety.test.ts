// content:publish is safe by default (issue 37): a fee changed in one guide is refused while
// any other record still states the old fee, naming each, and accepted with them corrected in
// the same file (or when the operator says they know); a guide changes section by section; an
// id that exists is refused unless the file says it replaces it; "new" ids are handed out;
// `--check` loads nothing.

import { env } from 'cloudflare:workers';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { ContentDocument } from '../../content/schema.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { runPublish } from '../../content/publish-run.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { release } from '../fixtures/publish-sample.ts';
import { d1Session } from './helpers/d1-session.ts';
import { generation, publish, restore } from './helpers/publish.ts';
import { get, text } from './helpers/request.ts';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
const releaseOf = (id: string) => seed.releases!.find((r) => r.id === id)!;
const faqOf = (id: string) => seed.authQus!.find((q) => q.id === id)!;
/** The 商事证明书 fee, raised. */
const raise = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll('每份100元', '每份120元')) as T;

/** The 商事证明书 guide (3003) with only its fees section: the rest stays as stored. */
const feesOnly = { id: '3003', fees: raise(releaseOf('3003').fees) };
/** Every record that states the 商事证明书 fee, corrected. */
const corrections: ContentDocument = {
  releases: ['3004', '3005', '1038', '2120'].map((id) => {
    const r = releaseOf(id);
    return { id, content: raise(r.content), ...(r.fees ? { fees: raise(r.fees) } : {}) } as never;
  }),
  authQus: ['30', '56'].map((id) => ({ id, answer: raise(faqOf(id).answer) }) as never),
};

beforeEach(() => forgetGeneration());
afterAll(() => restore(seed));

describe('one change lands everywhere', { timeout: 60_000 }, () => {
  it('refuses the 商事证明书 fee 100元 → 120元 in its guide alone, naming every record that still says 100元', async () => {
    const before = await generation();
    const problems = await publish({ version: 1, replace: { releases: ['3003'] }, releases: [feesOnly] });
    expect(problems.map((p) => p.path).sort()).toEqual(
      ['authQus#30', 'authQus#56', 'releases#1038', 'releases#2120', 'releases#3004', 'releases#3005'].sort(),
    );
    for (const p of problems) expect(p.message).toMatch(/收费 100元（.*certificate.*）.*--accept-disagreements/);
    expect(await generation()).toBe(before);
  });

  it('accepts it with those records corrected in the same file, the guide changed by its fees section alone', async () => {
    const changes = {
      version: 1,
      replace: { releases: ['3003', '3004', '3005', '1038', '2120'], authQus: ['30', '56'] },
      releases: [feesOnly, ...corrections.releases!],
      authQus: corrections.authQus,
    };
    expect(await publish(changes)).toEqual([]);
    const guide = text(await (await get('/service/commercial/certificate')).text());
    expect(guide).toContain('商事证明书每份120元');
    expect(guide).not.toContain('每份100元');
    // Every other section kept: its title, scope and sources are the stored ones.
    const stored = await env.DB.prepare('SELECT title, scope, sources FROM releases WHERE id = 3003').first<Record<string, string>>();
    expect(stored?.title).toBe(releaseOf('3003').title);
    expect(stored?.scope).toBe(releaseOf('3003').scope);
    expect(JSON.parse(stored?.sources ?? '[]')).toEqual(releaseOf('3003').sources);
    await restore(seed);
  });

  it('accepts the guide alone when the operator says they know (--accept-disagreements)', async () => {
    const changes = { version: 1, replace: { releases: ['3003'] }, releases: [feesOnly] };
    expect(await publish(changes, { acceptDisagreements: true })).toEqual([]);
    expect(text(await (await get('/service/commercial/certificate')).text())).toContain('商事证明书每份120元');
    await restore(seed);
  });
});

describe('publishing is safe by default', { timeout: 60_000 }, () => {
  it('refuses an id that exists unless the file says it replaces it', async () => {
    const before = await generation();
    const problems = await publish({ version: 1, releases: [{ ...release, id: '1001' }] });
    expect(problems).toEqual([{ path: 'releases[0].id', message: expect.stringMatching(/“1001”已是 releases 中的一条记录.*"replace"/) }]);
    expect(await generation()).toBe(before);
    expect(await (await get('/detail/1001')).text()).toContain(releaseOf('1001').title);
  });

  it('a correction that forgets "replace" gets that one message, not the fields it left out', async () => {
    const problems = await publish({ version: 1, releases: [{ id: '1001', title: `${releaseOf('1001').title}（更正）` }] });
    expect(problems).toEqual([{ path: 'releases[0].id', message: expect.stringContaining('"replace"') }]);
  });

  it('calls an impossible date impossible, naming what does not exist', async () => {
    const problems = await publish({ version: 1, releases: [{ ...release, id: 'new', releaseTime: '2026-13-40 09:00:00' }] });
    expect(problems).toEqual([{ path: 'releases[0].releaseTime', message: expect.stringMatching(/不存在的日期.*没有13月/) }]);
    const feb = await publish({ version: 1, releases: [{ ...release, id: 'new', releaseTime: '2026-02-30 09:00:00' }] });
    expect(feb).toEqual([{ path: 'releases[0].releaseTime', message: expect.stringMatching(/2026年2月没有30日/) }]);
  });

  it('hands out the next free id to a record whose id is "new"', async () => {
    const max = await env.DB.prepare('SELECT MAX(id) AS n FROM releases').first<number>('n');
    const outcome = await runPublish(d1Session(), { version: 1, releases: [{ ...release, id: 'new' }] });
    expect(outcome.problems).toEqual([]);
    expect(outcome.allocated).toEqual({ releases: [String(max! + 1)] });
    await forgetGeneration();
    expect(await (await get(`/detail/${max! + 1}`)).text()).toContain(release.title);
    await restore(seed);
  });

  it('--check validates against the live content and loads nothing', async () => {
    const before = await generation();
    const good = await runPublish(d1Session(), { version: 1, releases: [release] }, { check: true });
    expect(good.problems).toEqual([]);
    expect(good.generation).toBeUndefined();
    const bad = await runPublish(d1Session(), { version: 1, releases: [{ ...release, id: '1001' }] }, { check: true });
    expect(bad.problems.map((p) => p.path)).toEqual(['releases[0].id']);
    expect(await generation()).toBe(before);
    expect((await get(`/detail/${release.id}`)).status).toBe(404);
  });
});
