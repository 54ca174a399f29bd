// Helpers for the limit tests: fresh client addresses, a D1 binding that counts (or refuses,
// stalls or fails) the store calls a request makes, and waiting until a fixed window has room.

import { env } from 'cloudflare:workers';
import type { Env } from '../../../worker/env.ts';

const random = (n: number) => Math.floor(Math.random() * n);

/** A fresh IPv4 address from the documentation ranges: a fresh limiter key per test. */
export const freshIpv4 = () => `198.51.${random(256)}.${1 + random(254)}`;

/** A fresh IPv6 /64 prefix (documentation range), to which a test appends interface ids. */
export const freshIpv6Prefix = () => `2001:db8:${random(0xffff).toString(16)}:${random(0xffff).toString(16)}`;

/**
 * Waits, when needed, until the limiter's current fixed window (aligned to the clock, as
 * Miniflare's are) has at least `seconds` left: a test's counts then fall in one window.
 */
export async function windowWithRoom(periodSeconds: number, seconds: number): Promise<void> {
  const period = periodSeconds * 1000;
  const left = period - (Date.now() % period);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
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

/** The worker's bindings with production's per-client limits and no location budget. */
export function clientLimited(overrides: Partial<Env> = {}): Env {
  return {
    ...env,
    CLIENT_SEARCH_LIMIT: env.PRODUCTION_CLIENT_SEARCH_LIMIT,
    CLIENT_MISS_LIMIT: env.PRODUCTION_CLIENT_MISS_LIMIT,
    SITE_SEARCH_BUDGET: undefined,
    SITE_MISS_BUDGET: undefined,
    ...overrides,
  };
}
