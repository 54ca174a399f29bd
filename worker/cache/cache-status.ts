// The RFC 9211 Cache-Status header every answer carries (architecture.md "Edge cache": every
// response says what the edge cache did, and which tier answered a hit).

import type { CacheOutcome, CacheTier } from './edge-cache.ts';

const CACHE_NAME = 'ccpit-edge';

/** RFC 9211 Cache-Status for what the edge cache did (and which tier answered a hit). */
export function cacheStatus(outcome: CacheOutcome, ttl = 0, tier?: CacheTier): string {
  const name = CACHE_NAME;
  const from = tier ? `; detail=${tier}` : '';
  switch (outcome) {
    case 'HIT':
      return `${name}; hit; ttl=${ttl}${from}`;
    case 'STALE':
      return `${name}; hit; ttl=${ttl}; detail=stale-while-revalidate`;
    case 'STALE-IF-ERROR':
      return `${name}; hit; ttl=${ttl}; detail=stale-if-error`;
    case 'MISS':
      return `${name}; fwd=miss; stored`;
    default:
      return `${name}; fwd=bypass`;
  }
}

/**
 * RFC 9211 Cache-Status naming the cache and nothing of what it did (no hit, fwd, ttl or
 * detail): for answers whose cache state would tell a stranger about other visitors (search).
 */
export function cacheStatusWithheld(): string {
  return CACHE_NAME;
}
