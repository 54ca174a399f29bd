// D1 one round trip away, for the tests that count a render's store round trips: every read
// waits ROUND_TRIP_MS first; `chain()` is the longest run of reads each started after another
// ended, and `statements` what each batch ran, with the rows SQLite read for it.

import { env } from 'cloudflare:workers';

/** A round trip long enough that a chained read can never hide inside one. */
export const ROUND_TRIP_MS = 80;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Read {
  ended?: number;
  depth: number;
}

/** One statement the store ran: its SQL, its bound values and the rows it read (D1's `rows_read`). */
export interface RanStatement {
  sql: string;
  bound: unknown[];
  rowsRead: number;
}

interface Wrapped {
  inner: D1PreparedStatement;
  sql: string;
  bound: unknown[];
}

export function distantDb() {
  const reads: Read[] = [];
  const statements: RanStatement[] = [];
  const trip = async <T>(work: () => Promise<T>): Promise<T> => {
    const now = performance.now();
    const before = reads.filter((r) => r.ended !== undefined && r.ended <= now);
    const read: Read = { depth: 1 + Math.max(0, ...before.map((r) => r.depth)) };
    reads.push(read);
    await sleep(ROUND_TRIP_MS);
    try {
      return await work();
    } finally {
      read.ended = performance.now();
    }
  };
  const statement = (inner: D1PreparedStatement, sql: string, bound: unknown[] = []): unknown => ({
    inner,
    sql,
    bound,
    bind: (...values: unknown[]) => statement(inner.bind(...values), sql, values),
    first: (column?: string) => trip(() => (column === undefined ? inner.first() : inner.first(column))),
    all: () => trip(() => inner.all()),
    run: () => trip(() => inner.run()),
  });
  const session = (db: D1DatabaseSession | D1Database) => ({
    prepare: (sql: string) => statement(db.prepare(sql), sql),
    batch: (batch: Array<Partial<Wrapped>>) =>
      trip(async () => {
        const results = await db.batch(batch.map((s) => s.inner ?? (s as unknown as D1PreparedStatement)));
        for (const [i, result] of results.entries())
          statements.push({ sql: batch[i]?.sql ?? '', bound: batch[i]?.bound ?? [], rowsRead: result.meta.rows_read });
        return results;
      }),
    getBookmark: () => null,
  });
  const DB = new Proxy(env.DB, {
    get(target, prop) {
      // Content reads only: the generation's refresh from the primary runs behind the response.
      if (prop === 'withSession')
        return (constraint: D1SessionConstraint) =>
          constraint === 'first-primary' ? target.withSession(constraint) : session(target.withSession(constraint));
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { DB, chain: () => Math.max(0, ...reads.map((r) => r.depth)), reads, statements };
}
