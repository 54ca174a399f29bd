// content:audit reports the contact values still written as text (issue 45), reading only the
// records changed since its last run: the first run reads every record, a run with nothing
// changed reads none and reports the same, a record changed to write the hotline as text is
// read alone and reported by name, and once corrected is gone from the report.

import { env } from 'cloudflare:workers';
import { afterAll, describe, expect, it } from 'vitest';
import { runFactAudit, type RunSql } from '../../content/audit/fact-audit.ts';
import { BEIJING_NOW_SQL } from '../../content/removed-ids.ts';
import type { ContentDocument } from '../../content/schema.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { restore } from './helpers/publish.ts';

const seed: ContentDocument = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));
const hotline = seed.facts!.find((f) => f.name === 'phone.hotline.certification')!;
const run: RunSql = async (statements) =>
  (await env.DB.batch(statements.map((s) => env.DB.prepare(s)))).map((r) => r.results as Record<string, unknown>[]);
const article = seed.releases!.find((r) => !r.scope && r.content)!;
const setContent = (content: string) =>
  env.DB.prepare(`UPDATE releases SET content = ?, update_time = ${BEIJING_NOW_SQL} WHERE id = ?`).bind(content, article.id).run();

afterAll(() => restore(seed));

describe('content:audit’s literal check reads only what changed', { timeout: 60_000 }, () => {
  it('reads every record once, then none while nothing changes, reporting the same', async () => {
    await restore(seed);
    const lists = [seed.releases, seed.activities, seed.exhibitions, seed.authQus, seed.catalogue];
    const first = await runFactAudit(run);
    expect(first.read).toBe(lists.reduce((n, l) => n + (l?.length ?? 0), 0));
    const second = await runFactAudit(run);
    expect(second.read).toBe(0);
    expect(second.left).toEqual(first.left);
  });

  it('reads a record changed to write the hotline as text, alone, and reports it; corrected, it is gone', async () => {
    const before = await runFactAudit(run);
    await setContent(`${article.content}<p>咨询电话：${hotline.value}。</p>`);
    const after = await runFactAudit(run);
    expect(after.read).toBe(1);
    const entry = after.left.find((r) => r.record === `releases#${article.id}`);
    expect(entry?.findings.join('\n')).toContain(`“${hotline.value}”`);
    await setContent(`${article.content}<p>咨询电话：{{fact:${hotline.name}}}。</p>`);
    const corrected = await runFactAudit(run);
    expect(corrected.read).toBe(1);
    expect(corrected.left).toEqual(before.left);
  });
});
