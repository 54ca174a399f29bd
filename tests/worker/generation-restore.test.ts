// Rolling content back is safe (issue 37): after a restore sets the content and its generation
// back (D1 Time Travel), the next publish moves to a generation no timeline has used, so the
// edge cache's entries of the abandoned timeline (kept, keyed by build and generation) are
// never reachable again; `value + 1` would have handed the abandoned number out a second time.

import { env } from 'cloudflare:workers';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSeedDocument } from '../../content/seed.ts';
import { forgetGeneration } from '../../worker/content/generation.ts';
import { generation, publish, restore } from './helpers/publish.ts';
import { get, title } from './helpers/request.ts';

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
const original = seed.releases!.find((r) => r.id === '1001')!.title;
const ABANDONED = '2025年我会签发原产地证书10.2万份';

beforeEach(() => forgetGeneration());
afterAll(() => restore(seed));

/** What Time Travel does to the store: the rows and the generation as they were. */
async function restoreTo(value: number): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('UPDATE releases SET title = ? WHERE id = 1001').bind(original),
    env.DB.prepare("UPDATE meta SET value = ? WHERE key = 'content_generation'").bind(value),
  ]);
  await forgetGeneration();
}

describe('a restore, then a publish', { timeout: 60_000 }, () => {
  it('moves to a generation never used, and no page serves the abandoned timeline', async () => {
    const g0 = (await generation())!;
    // The timeline later abandoned: a title published, its page rendered and cached.
    expect(await publish({ version: 1, replace: { releases: ['1001'] }, releases: [{ id: '1001', title: ABANDONED }] })).toEqual([]);
    const abandoned = (await generation())!;
    expect(title(await (await get('/detail/1001')).text())).toContain(ABANDONED);
    expect((await get('/detail/1001')).headers.get('Cache-Status')).toMatch(/hit/);

    await restoreTo(g0);
    expect(title(await (await get('/detail/1001')).text())).toContain(original);

    // Any publish after the restore (another record).
    expect(await publish({ version: 1, replace: { releases: ['1002'] }, releases: [{ id: '1002', summary: '全年工作会议。' }] })).toEqual(
      [],
    );
    const next = (await generation())!;
    expect(next).not.toBe(abandoned);
    expect(next).toBeGreaterThan(abandoned);
    const page = await (await get('/detail/1001')).text();
    expect(title(page)).toContain(original);
    expect(page).not.toContain(ABANDONED);
  });
});
