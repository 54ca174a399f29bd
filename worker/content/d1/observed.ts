// A D1 database (or session) whose every read also reads the content generation in the same
// batch: one round trip, one transaction, so the caller knows exactly which generation the
// content it got belongs to (architecture.md "Edge cache": a lagging replica never stores old content
// under a new generation's key). The store's handlers see the ordinary D1 surface.

import { GENERATION_SQL } from '../generation.ts';
import type { Db, Row } from './query.ts';

/** A statement of the wrapped database: runs as a batch behind the generation read. */
class ObservedStatement {
  constructor(
    private readonly owner: ObservedDb,
    readonly inner: D1PreparedStatement,
  ) {}

  bind(...values: unknown[]): ObservedStatement {
    return new ObservedStatement(this.owner, this.inner.bind(...values));
  }

  async all<T = Row>(): Promise<D1Result<T>> {
    const [result] = await this.owner.batch<T>([this as unknown as D1PreparedStatement]);
    return result as D1Result<T>;
  }

  async first<T = Row>(column?: string): Promise<T | null> {
    const row = ((await this.all<Row>()).results[0] ?? null) as Row | null;
    if (column === undefined) return row as T | null;
    return (row?.[column] ?? null) as T | null;
  }

  run<T = Row>(): Promise<D1Result<T>> {
    return this.all<T>();
  }

  raw(): never {
    throw new Error('raw() is not available on an observed D1 read: use all() or first()');
  }
}

class ObservedDb {
  constructor(
    private readonly db: Db,
    private readonly observe: (generation: number) => void,
  ) {}

  prepare(sql: string): D1PreparedStatement {
    return new ObservedStatement(this, this.db.prepare(sql)) as unknown as D1PreparedStatement;
  }

  async batch<T = Row>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    // D1 checks each statement's type: hand it the real ones.
    const inner = statements.map((s) => (s instanceof ObservedStatement ? s.inner : s));
    const [generation, ...results] = await this.db.batch<T>([this.db.prepare(GENERATION_SQL), ...inner]);
    this.observe(Number((generation?.results[0] as { value?: unknown } | undefined)?.value ?? 0));
    return results;
  }
}

/** `db` with the generation read riding along every read; `observe` hears each one. */
export function observingDb(db: Db, observe: (generation: number) => void): Db {
  return new ObservedDb(db, observe) as unknown as Db;
}
