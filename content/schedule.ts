// Scheduled publishing (issue 46, decision 0122): what is waiting for its release time, for
// `npm run content:list -- --scheduled` and for what content:publish says of a record it stores
// ahead of its time. The worker shows such a release nowhere until then. Pure TS.

import type { ImportSession } from './import-run.ts';

/** Now in Beijing time, `yyyy-MM-dd HH:mm:ss`, as release times are written. */
export const beijingNow = (now = new Date()): string =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

export interface Scheduled {
  kind: 'releases';
  id: string;
  title: string;
  releaseTime: string;
  /** Its page, once its time has come. */
  url: string;
}

/** Every release whose time is after `now` (Beijing time), soonest first. */
export async function scheduledReleases(db: ImportSession, now: string): Promise<Scheduled[]> {
  const rows = await db.all<{ id: number; title: string; releaseTime: string }>(
    'SELECT id, title, release_time AS releaseTime FROM releases WHERE release_time > ? ORDER BY release_time, id',
    now,
  );
  return rows.map((r) => ({
    kind: 'releases',
    id: String(r.id),
    title: r.title,
    releaseTime: r.releaseTime,
    url: `/detail/${r.id}`,
  }));
}

/** What a publish says of a release it stores ahead of its time (none: shown at once). */
export function scheduleLine(id: string, releaseTime: string, now: string): string | null {
  if (releaseTime <= now) return null;
  return `releases ${id}: scheduled, shown from ${releaseTime} (Beijing time) at /detail/${id}, no further command needed; until then its page answers 404 and no list, search, feed or sitemap names it`;
}
