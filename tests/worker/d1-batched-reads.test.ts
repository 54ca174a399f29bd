// The reads a request starts together reach D1 as one batch (worker/content/d1/batched-reads.ts),
// and each caller still gets exactly its own results, or its own failure.

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { coalescingDb } from '../../worker/content/d1/batched-reads.ts';
import type { Db } from '../../worker/content/d1/query.ts';

/** The real local D1, counting the batches that reach it. */
function countingDb() {
  const sent: number[] = [];
  const db: Db = {
    prepare: (sql: string) => env.DB.prepare(sql),
    batch: <T>(statements: D1PreparedStatement[]) => {
      sent.push(statements.length);
      return env.DB.batch<T>(statements);
    },
  };
  return { db, sent };
}

const values = (results: D1Result[]) => results.map((r) => (r.results[0] as { n: number }).n);

describe('reads started together', () => {
  it('go to D1 as one batch, each caller getting its own results in its own order', async () => {
    const { db, sent } = countingDb();
    const together = coalescingDb(db);
    const ask = (...ns: number[]) => together.batch(ns.map((n) => together.prepare(`SELECT ${n} AS n`)));
    const [a, b, c] = await Promise.all([ask(1), ask(2, 3), Promise.resolve().then(() => ask(4))]);
    expect(sent).toEqual([4]);
    expect(values(a)).toEqual([1]);
    expect(values(b)).toEqual([2, 3]);
    expect(values(c)).toEqual([4]);
  });

  it('a failing statement fails its own caller only', async () => {
    const { db, sent } = countingDb();
    const together = coalescingDb(db);
    const [good, bad] = await Promise.allSettled([
      together.batch([together.prepare('SELECT 7 AS n')]),
      together.batch([together.prepare('SELECT n FROM no_such_table')]),
    ]);
    expect(good.status === 'fulfilled' && values(good.value)).toEqual([7]);
    expect(bad.status).toBe('rejected');
    // The shared batch failed as a whole; each then asked on its own.
    expect(sent).toEqual([2, 1, 1]);
  });

  it('reads asked for after an earlier one was answered go on their own', async () => {
    const { db, sent } = countingDb();
    const together = coalescingDb(db);
    await together.batch([together.prepare('SELECT 1 AS n')]);
    await together.batch([together.prepare('SELECT 2 AS n')]);
    expect(sent).toEqual([1, 1]);
  });
});
