// A search's cost does not grow with the archive (issue 47, decision 0103): no statement of its
// passes scans the releases table (a notice past its valid-until time is found by the index of
// migration 0017) or search_docs (a search scoped to a service finds its documents by an index
// too), and what ranking reads of a document comes from the search_docs_rank index alone. At 100,000 releases the scan took 110 ms of a 120 ms search; the seed is too small to
// time that, so the query plans SQLite chose are what is checked.

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { search } from '../../worker/content/d1/search.ts';

interface Ran {
  sql: string;
  args: unknown[];
}

/** env.DB, with the SQL and binds of every statement its batches ran. */
function recording() {
  const ran: Ran[] = [];
  const statement = (sql: string, args: unknown[] = []): unknown => ({
    sql,
    args,
    real: env.DB.prepare(sql).bind(...args),
    bind: (...values: unknown[]) => statement(sql, values),
    all: () =>
      env.DB.prepare(sql)
        .bind(...args)
        .all(),
  });
  const db = {
    prepare: (sql: string) => statement(sql),
    batch: (statements: Array<Ran & { real: D1PreparedStatement }>) => {
      ran.push(...statements);
      return env.DB.batch(statements.map((s) => s.real));
    },
  } as unknown as Pick<D1Database, 'prepare' | 'batch'>;
  return { db, ran };
}

const planOf = async ({ sql, args }: Ran) =>
  (
    await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...args)
      .all<{ detail: string }>()
  ).results.map((r) => r.detail);

describe('a search’s query plans', () => {
  // A common phrase (a windowed index would rank it by titles), a question, a named service.
  for (const keyword of ['原产地证书', '原产地证书需要什么材料', 'ATA单证册 押金'])
    it(`scan no releases and rank from the index alone: ${keyword}`, async () => {
      const { db, ran } = recording();
      await search(db, new URLSearchParams({ keyword }), new Date());
      // The passes: every statement but the vocabulary's (read once per content generation).
      const passes = ran.filter((s) => !s.sql.includes('content_generation'));
      expect(passes.length).toBeGreaterThan(0);
      const details = (await Promise.all(passes.map(planOf))).flat();
      expect(details.some((d) => d.includes('releases_with_an_end'))).toBe(true);
      expect(details.filter((d) => /^SCAN (releases|v)\b/.test(d))).toEqual([]);
      expect(details.filter((d) => d.includes('search_docs_rank') && !d.includes('COVERING'))).toEqual([]);
    });

  it('scoped to a service (the FAQ page’s box): its documents from an index, not a scan', async () => {
    const { db, ran } = recording();
    await search(db, new URLSearchParams({ keyword: '材料', service: 'origin' }), new Date());
    const passes = ran.filter((s) => !s.sql.includes('content_generation'));
    const details = (await Promise.all(passes.map(planOf))).flat();
    expect(details.some((d) => d.includes('search_docs_by_service'))).toBe(true);
    expect(details.filter((d) => /^SCAN (releases|v|s|search_docs)\b/.test(d))).toEqual([]);
  });
});
