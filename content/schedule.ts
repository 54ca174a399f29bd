// Scheduled publishing (issue 46, decision 0122): what is waiting for its release time, for
// `npm run content:list -- --scheduled` and for what content:publish says of a record it stores
// ahead of its time. The worker shows such a release nowhere until then. Pure TS.

import type { ImportSession } from './import-run.ts';
import { recordsOf, type Changes } from './publish-changes.ts';
import { type Allocated, NEW_ID } from './publish-resolve.ts';

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

/** What a publish says of each release it stores ahead of its time (those dated now or before are shown at once). */
export function publishScheduleLines(changes: Changes, allocated: Allocated, now: string): string[] {
  const given = [...(allocated.releases ?? [])];
  const lines: string[] = [];
  for (const r of recordsOf(changes, 'releases')) {
    const id = r.id === NEW_ID ? given.shift() : r.id;
    if (typeof r.releaseTime !== 'string' || r.releaseTime <= now || !id) continue;
    lines.push(
      `releases ${id} “${r.title}” 定时发布：北京时间 ${r.releaseTime} 起出现在 /detail/${id} 及各列表、搜索、订阅和网站地图，届时无需再运行命令；此前其页面答复 404，任何列表都不列出它（npm run content:list -- --scheduled 可查看等待中的内容）。`,
    );
  }
  return lines;
}
