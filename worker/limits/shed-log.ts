// What an operator sees of refused requests: each one's kind and reason (with the client's
// country and network, never its address) in the request's Analytics Engine data point
// (access-log.ts), and at most one warning line per site per isolate per minute, not one per request.

import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { BUILD_ID } from '../config/worker-config.ts';
import { scrubError } from '../lib/request-log.ts';
import type { Refused } from './refused.ts';

const WARN_EVERY_MS = 60_000;
/**
 * Per site (its key prefix; '' in a single-site deployment): when the isolate last warned, and
 * the refusals since, by reason. One council's flood neither silences nor inflates another's line.
 */
const warnings = new Map<string, { lastWarning: number; since: Record<string, number> }>();

export function noteRefusal(c: Context<AppEnv>, refusal: Refused): void {
  const log = c.get('log');
  const kind = c.get('gate')?.kind ?? 'page';
  log.shed = { kind, reason: refusal.reason };
  const prefix = c.get('site')?.keyPrefix ?? '';
  const state = warnings.get(prefix) ?? { lastWarning: Number.NEGATIVE_INFINITY, since: {} };
  warnings.set(prefix, state);
  state.since[refusal.reason] = (state.since[refusal.reason] ?? 0) + 1;
  const now = Date.now();
  if (now - state.lastWarning < WARN_EVERY_MS) return;
  state.lastWarning = now;
  console.warn(
    JSON.stringify({
      level: 'warn',
      event: 'requests-refused',
      // Counts since the previous line of this isolate for this site (this request included).
      refused: state.since,
      kind,
      reason: refusal.reason,
      // On a platform, the site whose refusals these are.
      site: c.get('site')?.name || undefined,
      // What the store said (no visitor's input: store errors name tables and states, not values).
      detail: refusal.detail ? scrubError(refusal.detail) : undefined,
      buildId: BUILD_ID,
    }),
  );
  state.since = {};
}
