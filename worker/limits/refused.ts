// Why a request got no fresh answer from the store: its client's limit, the location's
// budget, or the store itself (overloaded, or slower than its bound). One error type, so
// that the edge cache serves a stale copy for any of them and the handlers answer alike.

export type RefusalReason = 'client-limit' | 'location-budget' | 'store-overloaded' | 'store-slow';

/** The work a request would have given the store (metrics and the per-kind limits). */
export type WorkKind = 'search' | 'page' | 'api';

export class Refused extends Error {
  readonly reason: RefusalReason;
  /** 429: this client; 503: the site (its budget, or its store). */
  readonly status: 429 | 503;
  /** Seconds until asking again is worthwhile (Retry-After). */
  readonly retryAfter: number;
  constructor(reason: RefusalReason, retryAfter: number) {
    super(`refused: ${reason}`);
    this.name = 'Refused';
    this.reason = reason;
    this.status = reason === 'client-limit' ? 429 : 503;
    this.retryAfter = retryAfter;
  }
}

/** The work a path gives the store. */
export function workKind(path: string): WorkKind {
  if (/^\/(m\/)?search$/.test(path) || path === '/api/cn/search') return 'search';
  return path.startsWith('/api/') ? 'api' : 'page';
}
