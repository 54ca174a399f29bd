// A store call that the answer stops waiting for: what the one classifier of store errors
// (worker/lib/store-errors.ts) calls temporary (D1 overloaded, busy or locked, an internal
// error; a CMS that timed out, is unreachable or answers 5xx), or a call slower than its
// bound, becomes a Refused (the edge cache then serves a stale copy, or the handler a 503
// with Retry-After). A D1 call cannot be cancelled: the query runs on, only the visitor no
// longer waits for it.

import { describeError } from '../lib/errors.ts';
import { classifyStoreError } from '../lib/store-errors.ts';
import { Refused } from './refused.ts';

/** Seconds a visitor is told to wait after the store refused, failed for a moment or stalled. */
export const STORE_RETRY_AFTER_SECONDS = 10;

/** The refusal an error from the store stands for, or null when retrying cannot mend it. */
export function storeRefusal(error: unknown): Refused | null {
  if (error instanceof Refused) return error;
  const failure = classifyStoreError(error);
  return failure.temporary ? new Refused(failure.reason, STORE_RETRY_AFTER_SECONDS, describeError(error)) : null;
}

/** `work`'s answer, or a Refused when it fails for a moment or takes longer than `boundMs`. */
export async function guardStore<T>(work: Promise<T>, boundMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Refused('store-slow', STORE_RETRY_AFTER_SECONDS)), boundMs);
  });
  // The call runs on after a timeout: its late failure is nobody's to hear.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, slow]);
  } catch (error) {
    throw storeRefusal(error) ?? error;
  } finally {
    clearTimeout(timer);
  }
}
