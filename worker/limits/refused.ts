// Why a request got no fresh answer from the store: its client's limit, the location's
// budget, or the store itself (overloaded, slower than its bound, or failing for a moment:
// worker/lib/store-errors.ts). One error type, so that the edge cache serves a stale copy
// for any of them and the handlers answer alike.

import type { TemporaryReason } from '../lib/store-errors.ts';

export type RefusalReason = 'client-limit' | 'location-budget' | TemporaryReason;

/** The work a request would have given the store (metrics and the per-kind limits). */
export type WorkKind = 'search' | 'page' | 'api';

export class Refused extends Error {
  readonly reason: RefusalReason;
  /** 429: this client; 503: the site (its budget, or its store). */
  readonly status: 429 | 503;
  /** Seconds until asking again is worthwhile (Retry-After). */
  readonly retryAfter: number;
  /** What the store said, when it failed (for the operator's warning line). */
  readonly detail: string | undefined;
  constructor(reason: RefusalReason, retryAfter: number, detail?: string) {
    super(`refused: ${reason}`);
    this.name = 'Refused';
    this.reason = reason;
    this.status = reason === 'client-limit' ? 429 : 503;
    this.retryAfter = retryAfter;
    this.detail = detail;
  }
}

/**
 * The refusal `admit` ended in, or null: for a handler that answers a refusal itself instead of
 * letting it reach the edge cache's stale rule. A limiter that fails otherwise lets the request
 * through (a broken counter must not take the site down).
 */
export async function refusalOf(admit: Promise<void>): Promise<Refused | null> {
  return admit.then(
    () => null,
    (error: unknown) => (error instanceof Refused ? error : null),
  );
}

/** The work a path gives the store. */
export function workKind(path: string): WorkKind {
  if (/^\/(m\/)?search$/.test(path) || path === '/api/cn/search') return 'search';
  return path.startsWith('/api/') ? 'api' : 'page';
}
