// Helpers for the limit tests: fresh client addresses, a D1 binding that counts (or refuses,
// stalls or fails) the store calls a request makes, and limiters that count on the test's terms.

import { env } from 'cloudflare:workers';
import type { Env } from '../../../worker/env.ts';

const random = (n: number) => Math.floor(Math.random() * n);

/** A fresh IPv4 address from the documentation ranges: a fresh limiter key per test. */
export const freshIpv4 = () => `198.51.${random(256)}.${1 + random(254)}`;

/** A fresh IPv6 /64 prefix (documentation range), to which a test appends interface ids. */
export const freshIpv6Prefix = () => `2001:db8:${random(0xffff).toString(16)}:${random(0xffff).toString(16)}`;

/**
 * A Rate Limiting binding that allows `limit` counts per key for as long as it lives: one test's
 * window, however long the test's requests take. The Workers binding's window is a fixed one of
 * the wall clock (10 or 60 s); a test that must fit its requests into one fails on a loaded
 * machine, and one that waits for a fresh window spends up to a minute asleep. The worker asks
 * the binding the same question either way (worker/limits/gate.ts).
 */
export function testLimiter(limit: number): RateLimit {
  const counts = new Map<string, number>();
  return {
    async limit({ key }) {
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { success: count <= limit };
    },
  };
}

/** A limiter the size of production's binding `name` (wrangler.toml `[[env.production.ratelimits]]`). */
export function productionLimiter(name: string): RateLimit {
  const limits = env.PRODUCTION_LIMITS[name];
  if (!limits) throw new Error(`wrangler.toml has no production ratelimit ${name}`);
  return testLimiter(limits.limit);
}

/** What the store was asked: statements prepared, their SQL and the values bound to them. */
export interface StoreCalls {
  prepared: number;
  sql: string[];
  bound: unknown[][];
}

type Behaviour = 'answer' | 'overloaded' | { stallMs: number } | { fails: string };

/** The test's D1, counting what reaches it, and answering, refusing as overloaded, stalling, or failing with a message. */
export function storeProbe(behaviour: Behaviour = 'answer'): { db: D1Database; calls: StoreCalls } {
  const calls: StoreCalls = { prepared: 0, sql: [], bound: [] };
  const act = async <T>(work: () => Promise<T>): Promise<T> => {
    if (behaviour === 'overloaded') throw new Error('D1_ERROR: D1 DB is overloaded. Requests queued for too long.');
    if (typeof behaviour === 'object' && 'fails' in behaviour) throw new Error(behaviour.fails);
    if (typeof behaviour === 'object') await new Promise((resolve) => setTimeout(resolve, behaviour.stallMs));
    return work();
  };
  const statement = (inner: D1PreparedStatement): D1PreparedStatement =>
    ({
      inner,
      bind: (...values: unknown[]) => {
        calls.bound.push(values);
        return statement(inner.bind(...values));
      },
      first: (...a: [string?]) => act(() => inner.first(...(a as []))),
      all: () => act(() => inner.all()),
      raw: () => act(() => inner.raw()),
      run: () => act(() => inner.run()),
    }) as unknown as D1PreparedStatement;
  const wrap = (db: D1Database | D1DatabaseSession): D1Database =>
    ({
      prepare: (sql: string) => {
        calls.prepared++;
        calls.sql.push(sql);
        return statement(db.prepare(sql));
      },
      batch: (statements: D1PreparedStatement[]) =>
        act(() => db.batch(statements.map((s) => (s as unknown as { inner: D1PreparedStatement }).inner ?? s))),
      exec: (sql: string) => act(() => (db as D1Database).exec(sql)),
      withSession: () => wrap(db),
      getBookmark: () => null,
    }) as unknown as D1Database;
  return { db: wrap(env.DB), calls };
}

/** The worker's bindings with production's per-client limits (fresh counts) and no location budget. */
export function clientLimited(overrides: Partial<Env> = {}): Env {
  return {
    ...env,
    CLIENT_SEARCH_LIMIT: productionLimiter('CLIENT_SEARCH_LIMIT'),
    CLIENT_MISS_LIMIT: productionLimiter('CLIENT_MISS_LIMIT'),
    SITE_SEARCH_BUDGET: undefined,
    SITE_MISS_BUDGET: undefined,
    ...overrides,
  };
}
