// The one count a request adds when it would reach the store (a cache miss): its client's
// limit by kind, then the location's budget, asked of the Workers Rate Limiting bindings.
// Asked at most once per request however many store calls follow; cache hits never ask.

import type { Env } from '../env.ts';
import { clientKey } from './client-key.ts';
import { Refused, type WorkKind } from './refused.ts';

/** The bindings' period (wrangler.toml `simple.period`): what Retry-After says. */
export const LIMIT_PERIOD_SECONDS = 10;

/** The location budget's one shared key (per site on a platform: its key prefix before it). */
const SITE_KEY = 'site';

/** The header naming a trial key (Env.TRIAL_LIMIT: bound only locally, ignored where it is not). */
export const TRIAL_HEADER = 'X-Limit-Trial';

export interface Gate {
  readonly kind: WorkKind;
  /**
   * Resolves when the request may reach the store; rejects with Refused when not. A
   * visitor's miss counts its client and the location, once for the whole request; a
   * background refresh (behind a stale answer) counts the location only, and reuses the
   * miss's decision when there is one. A refresh that asks first never stands in for the
   * miss: a stale side answer must not let a visitor's own reads past its client's limit.
   */
  admit(background?: boolean): Promise<void>;
  /** What refused this request so far (a limit, or the store), for the handlers and metrics. */
  refusal: Refused | undefined;
  /** Records a refusal found elsewhere (the store overloaded or slow). */
  note(refusal: Refused): void;
}

async function allowed(binding: RateLimit | undefined, key: string): Promise<boolean> {
  if (!binding) return true;
  try {
    return (await binding.limit({ key })).success;
  } catch {
    // A limiter that fails never takes the site down with it.
    return true;
  }
}

/**
 * `prefix`: the site's key prefix ('' in a single-site deployment): on a platform every key of
 * the shared bindings carries it, so that a flood of one council's site spends its own client
 * counts and budget, never another's.
 */
export function createGate(env: Env, request: Request, kind: WorkKind, prefix = ''): Gate {
  /** The request's own decision: its client, then the location. */
  let decided: Promise<void> | undefined;
  /** The refreshes' decision, the location alone, when one asked before the request's miss. */
  let refreshed: Promise<void> | undefined;
  const decide = async (background: boolean) => {
    const search = kind === 'search';
    if (!background) {
      const trial = env.TRIAL_LIMIT ? request.headers.get(TRIAL_HEADER) : null;
      const key = `${prefix}${trial ? `trial:${trial.slice(0, 64)}` : clientKey(request.headers.get('CF-Connecting-IP'))}`;
      const client = trial ? env.TRIAL_LIMIT : search ? env.CLIENT_SEARCH_LIMIT : env.CLIENT_MISS_LIMIT;
      if (!(await allowed(client, key))) throw new Refused('client-limit', LIMIT_PERIOD_SECONDS);
    }
    // Searches meet a smaller budget of their own first: past it they are shed while
    // pages still render; past the whole budget pages are served stale or refused.
    if (search && !(await allowed(env.SITE_SEARCH_BUDGET, `${prefix}${SITE_KEY}`)))
      throw new Refused('location-budget', LIMIT_PERIOD_SECONDS);
    if (!(await allowed(env.SITE_MISS_BUDGET, `${prefix}${SITE_KEY}`)))
      throw new Refused('location-budget', LIMIT_PERIOD_SECONDS);
  };
  const noted = (decision: Promise<void>) =>
    decision.catch((error: unknown) => {
      if (error instanceof Refused) gate.note(error);
      throw error;
    });
  const gate: Gate = {
    kind,
    refusal: undefined,
    note(refusal) {
      gate.refusal ??= refusal;
    },
    admit(background = false) {
      if (!background) {
        decided ??= noted(decide(false));
        return decided;
      }
      if (decided) return decided;
      refreshed ??= noted(decide(true));
      return refreshed;
    },
  };
  return gate;
}
