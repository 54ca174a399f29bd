// A store call that the answer stops waiting for: D1's "overloaded" errors, a call slower
// than its bound, or an upstream CMS that timed out or said it is overloaded become a
// Refused (the edge cache then serves a stale copy, or the handler a 503). A D1 call cannot
// be cancelled: the query runs on, only the visitor no longer waits for it.

import { Refused } from './refused.ts';

/** Seconds a visitor is told to wait after the store refused or stalled. */
export const STORE_RETRY_AFTER_SECONDS = 10;

/** D1's queue-full answers ("D1 DB is overloaded. Requests queued for too long." and the like). */
const OVERLOADED = /\boverloaded\b|too many requests queued/i;
/** The upstream store's timeout (worker/content/upstream.ts), and a CMS answering 429/503. */
const UPSTREAM_SLOW = /upstream timed out/i;
const UPSTREAM_BUSY = /upstream answered (HTTP|code) (429|503)\b/i;

/** The refusal an error from the store stands for, or null when it is another failure. */
export function storeRefusal(error: unknown): Refused | null {
  if (error instanceof Refused) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (OVERLOADED.test(message) || UPSTREAM_BUSY.test(message))
    return new Refused('store-overloaded', STORE_RETRY_AFTER_SECONDS);
  if (UPSTREAM_SLOW.test(message)) return new Refused('store-slow', STORE_RETRY_AFTER_SECONDS);
  return null;
}

/** `work`'s answer, or a Refused when it fails as an overloaded store does or takes longer than `boundMs`. */
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
