// One D1 batch for the reads a request starts together. A page that misses asks for up to ten
// calls at once (home); each reads D1 in a batch of its own, and D1 runs one query at a time
// per database, so ten batches cost ten turns of the store's queue (and, locally, ten calls to
// another process). Batches asked for within one task go out as one: one round trip, one
// transaction (so they also read one content generation), split back to each caller.

import type { Db, Row } from './query.ts';

interface Waiting {
  statements: D1PreparedStatement[];
  resolve: (results: D1Result<Row>[]) => void;
  reject: (error: unknown) => void;
}

/** `db` whose `batch` calls made within one task share one batch. */
export function coalescingDb(db: Db): Db {
  let queue: Waiting[] = [];
  const alone = (w: Waiting) => db.batch<Row>(w.statements).then(w.resolve, w.reject);
  const flush = async () => {
    const waiting = queue;
    queue = [];
    if (waiting.length === 1) return alone(waiting[0]!);
    let results: D1Result<Row>[];
    try {
      results = await db.batch<Row>(waiting.flatMap((w) => w.statements));
    } catch {
      // A batch is a transaction: one failing statement fails it all. Each asks again on its
      // own, so a call's failure stays its own (one more round trip, on failures only).
      for (const w of waiting) void alone(w);
      return;
    }
    let at = 0;
    for (const w of waiting) {
      w.resolve(results.slice(at, at + w.statements.length));
      at += w.statements.length;
    }
  };
  return {
    prepare: (sql: string) => db.prepare(sql),
    batch: <T = Row>(statements: D1PreparedStatement[]) =>
      new Promise<D1Result<T>[]>((resolve, reject) => {
        // After this task's microtasks: every read its calls start has been asked for.
        if (queue.length === 0) setTimeout(() => void flush(), 0);
        queue.push({ statements, resolve: resolve as Waiting['resolve'], reject });
      }),
  };
}
