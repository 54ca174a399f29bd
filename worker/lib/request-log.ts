// The request's log record and the lines written for a person (architecture.md "Logs and
// metrics"): the middleware and handlers fill the record, the access log writes it once the
// response has ended; a failure behind a response gets a line of its own. No query, cookie,
// IP or user agent in any line.

import { BUILD_ID } from '../config/worker-config.ts';
import { Refused } from '../limits/refused.ts';
import { describeError } from './errors.ts';
import { type AlertReason, classifyStoreError } from './store-errors.ts';

/** What the request's log line reports besides method, path and status (middleware/access-log.ts). */
export interface RequestLog {
  device?: 'pc' | 'mobile';
  cache?: string;
  /** Which tier answered a cache hit (memory, cache-api). */
  tier?: string;
  store?: 'd1' | 'upstream';
  /**
   * The response is a page React is still streaming: the access log reports it after its last
   * byte (or the client leaving), with the render's whole time.
   */
  streamed?: boolean;
  /** Time to React's shell (ssr/render-page.tsx). */
  shellMs?: number;
  error?: string;
  /** Why an error needs a person (what retrying cannot mend: worker/lib/store-errors.ts). */
  alert?: AlertReason;
  /** A request refused by a limit or by the store (worker/limits/shed-log.ts). */
  shed?: { kind: string; reason: string };
}

/**
 * A failure that answers 500: its text for the line, and its alert reason for the metrics
 * (a temporary store failure never gets here: it is a refusal, worker/limits/refused.ts).
 */
export function noteFailure(log: RequestLog, error: unknown, fallback: string): void {
  log.error = describeError(error, fallback);
  const failure = classifyStoreError(error);
  log.alert = failure.temporary ? 'unexpected' : failure.alert;
}

/** Error text for the log: no query strings (they may carry what a visitor typed), bounded. */
export function scrubError(message: string): string {
  return message.replace(/\?[^\s"'<>]*/g, '?…').slice(0, 1000);
}

/** Writes one JSON line at its level. */
export function emit(line: Record<string, unknown>): void {
  // console.error / console.warn set the line's level in Workers Logs ($metadata.level).
  const write = line.level === 'error' ? console.error : line.level === 'warn' ? console.warn : console.log;
  write(JSON.stringify(line));
}

/**
 * A failure behind a response (a stale answer's revalidation): the request's line is long
 * written, so it gets a line of its own, always.
 */
export function reportBackgroundError(requestId: string | undefined, error: unknown, path: string): void {
  // A refresh the limits or the store refused: counted by shed-log.ts, never a line each.
  if (error instanceof Refused) return;
  emit({
    level: 'error',
    event: 'revalidation-failed',
    requestId,
    path,
    buildId: BUILD_ID,
    error: scrubError(describeError(error, 'revalidation failed')),
  });
}
