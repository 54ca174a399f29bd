// A notice past its valid-until time ranks after every current match (issue 35), as the
// ranking reads it since decision 0103: one probe per hit into the index of the releases
// that have an end (migration 0017), not a list of every ended release.

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { search } from '../../worker/content/d1/search.ts';

type Hit = { type: string; id: string };

const beijing = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

describe('a search over notices that have ended and current ones', () => {
  it('ranks every ended notice after every current match', async () => {
    const now = new Date();
    const { results } = await env.DB.prepare('SELECT CAST(id AS TEXT) AS id FROM releases WHERE valid_until < ?')
      .bind(beijing(now))
      .all<{ id: string }>();
    const ended = new Set(results.map((r) => r.id));
    let both = 0;
    for (const keyword of ['证书签发', '廉洁提醒', 'RCEP 关税', '通知']) {
      const query = new URLSearchParams({ keyword, type: 'release', pageSize: '100' });
      const { rows } = (await search(env.DB, query, now)) as unknown as { rows: Hit[] };
      const places = rows.map((r) => ended.has(r.id));
      const firstEnded = places.indexOf(true);
      const lastCurrent = places.lastIndexOf(false);
      if (firstEnded !== -1 && lastCurrent !== -1) both++;
      if (firstEnded !== -1) expect(lastCurrent, keyword).toBeLessThan(firstEnded);
    }
    // Not vacuous: some of these searches find both.
    expect(both).toBeGreaterThan(0);
  });
});
