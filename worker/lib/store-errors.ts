// The one classifier of what a store threw (requirements §10.9): a temporary failure that
// asking again later mends (D1 or a CMS overloaded, busy or locked, timed out, its connection
// lost or reset, an internal error; a CMS's 5xx) becomes a stale copy or a 503 with
// Retry-After; anything else (a missing table or column, a bad query, an answer that cannot
// be read, a bug) stays a 500 and carries an alert reason into the metrics.

/** Why a temporary failure gave no fresh answer (worker/limits/refused.ts reasons). */
export type TemporaryReason = 'store-overloaded' | 'store-slow' | 'store-unavailable';
/** What an operator must mend: the schema, a query, what a CMS answers, or the code. */
export type AlertReason = 'store-schema' | 'store-query' | 'store-answer' | 'unexpected';

export type StoreFailure = { temporary: true; reason: TemporaryReason } | { temporary: false; alert: AlertReason };

/** D1's queue-full answers ("D1 DB is overloaded. Requests queued for too long." and the like), a CMS's 429/503. */
const OVERLOADED = /\bD1 DB is overloaded\b|too many requests queued|upstream answered (HTTP|code) (429|503)\b/i;
/** The upstream store's own timeout (worker/content/upstream.ts). */
const UPSTREAM_SLOW = /upstream timed out/i;
/**
 * The rest of what passes, in the words D1 and workerd use: SQLite's busy or locked database
 * (another connection holds the write lock), a storage operation that timed out or an object
 * reset under it, a connection lost, D1's internal errors ("Failed to get session commit
 * token: internal error", a transient issue on a remote node), a CMS that cannot be reached or
 * answers 5xx.
 */
const TEMPORARY = [
  /SQLITE_BUSY|SQLITE_LOCKED|database (table )?is locked/i,
  /exceeded timeout|timed out|caused object to be reset/i,
  /network connection lost|connection (was )?(lost|reset|closed|refused)|ECONNRESET|ECONNREFUSED|EPIPE/i,
  /internal error|transient issue|temporarily unavailable/i,
  /upstream unreachable|upstream answered HTTP 5\d\d\b/i,
];
const SCHEMA = /no such (table|column|index|function)|has no column named/i;
/** A query's own fault: retrying it gets the same answer (D1 resets an object whose query ran past its CPU or memory limit). */
const QUERY =
  /syntax error|SQLITE_(ERROR|MISMATCH|RANGE|CONSTRAINT|TOOBIG)|too many SQL variables|exceeded its (CPU time|memory) limit/i;
const ANSWER = /^UpstreamError|upstream (answered|body)/i;
/** What only a store says: D1's errors, workerd's lost connection to it, the upstream client's. */
const FROM_A_STORE = /^(Error: (D1_|D1 DB|Network connection lost)|UpstreamError: )/;

function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` ${error.cause.message}` : '';
  return `${error.name}: ${error.message}${cause}`;
}

export function classifyStoreError(error: unknown): StoreFailure {
  const message = messageOf(error);
  // What retrying cannot mend is told first: "no such table" must never pass as busy. Only what
  // a store said can be temporary: a bug's TypeError that happens to say "reset" stays a bug.
  if (SCHEMA.test(message)) return { temporary: false, alert: 'store-schema' };
  if (QUERY.test(message)) return { temporary: false, alert: 'store-query' };
  if (FROM_A_STORE.test(message)) {
    if (OVERLOADED.test(message)) return { temporary: true, reason: 'store-overloaded' };
    if (UPSTREAM_SLOW.test(message)) return { temporary: true, reason: 'store-slow' };
    if (TEMPORARY.some((pattern) => pattern.test(message))) return { temporary: true, reason: 'store-unavailable' };
  }
  if (ANSWER.test(message)) return { temporary: false, alert: 'store-answer' };
  return { temporary: false, alert: 'unexpected' };
}
