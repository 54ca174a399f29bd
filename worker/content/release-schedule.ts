// The release times around now (decision 0122), read in the same batch as the content
// generation (worker/content/generation.ts, one round trip to the primary, behind a response):
// no cached answer outlives the next scheduled release, and none fetched before the latest one
// already come is served.

/**
 * The earliest release time still to come and the latest already come, each one entry of
 * migration 0024's index on release_time.
 */
const SCHEDULE_SQL =
  'SELECT (SELECT MIN(release_time) FROM releases WHERE release_time > ?1) AS next, ' +
  '(SELECT MAX(release_time) FROM releases WHERE release_time <= ?1) AS latest';

/** What a scheduled release means for the cache: epoch ms, null when there is none. */
export interface Schedule {
  /** The next release time still to come: no cached answer outlives it. */
  next: number | null;
  /** The latest release time already come: no answer fetched before it is served. */
  latest: number | null;
}

const epochOf = (beijing: string | null) => (beijing ? Date.parse(`${beijing.replace(' ', 'T')}+08:00`) : null);
const beijingOf = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The statement that reads the schedule around `now` (release times are Beijing time). */
export const scheduleStatement = (db: Pick<D1Database, 'prepare'>, now: number) =>
  db.prepare(SCHEDULE_SQL).bind(beijingOf(now));

/** Its answer as epoch ms. */
export function scheduleOf(row: { next?: string | null; latest?: string | null } | undefined): Schedule {
  return { next: epochOf(row?.next ?? null), latest: epochOf(row?.latest ?? null) };
}
