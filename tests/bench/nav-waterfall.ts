// Reads one tap's waterfall from the page's resource timing entries (bench:nav): what was
// asked between the click and the commit, how many sequential rounds came before the first
// data request, and which content API requests a visit asked more than once.

/** A resource timing entry as read from the page (`transferSize` 0: served from the browser's cache). */
export type ResourceEntry = Pick<PerformanceResourceTiming, 'name' | 'startTime' | 'responseEnd' | 'transferSize'>;

const isApi = (entry: ResourceEntry) => new URL(entry.name).pathname.startsWith('/api/');

/**
 * A request's round = 1 + the highest round of the tap's requests that had finished before it
 * started: a chunk found only once another arrived is one round later.
 */
function rounds(entries: ResourceEntry[]): Map<ResourceEntry, number> {
  const round = new Map<ResourceEntry, number>();
  for (const entry of [...entries].sort((a, b) => a.startTime - b.startTime)) {
    let before = 0;
    for (const [other, r] of round) if (other.responseEnd <= entry.startTime) before = Math.max(before, r);
    round.set(entry, before + 1);
  }
  return round;
}

/** One tap's figures, from the entries of its page's whole visit so far. */
export function analyseTap(name: string, href: string, clickedAt: number, commitAt: number, all: ResourceEntry[]) {
  const tap = all.filter((e) => e.startTime >= clickedAt && e.startTime <= commitAt);
  const fetched = tap.filter((e) => e.transferSize > 0);
  const round = rounds(tap);
  const firstData = tap.filter(isApi).sort((a, b) => a.startTime - b.startTime)[0];
  return {
    name,
    href,
    commitMs: commitAt - clickedAt,
    // Requests that went to the network between the click and the commit.
    requests: fetched.length,
    // Sequential request rounds before the first /api request (0: it was asked first).
    tripsBeforeData: firstData ? round.get(firstData)! - 1 : 0,
    kilobytes: fetched.reduce((sum, e) => sum + e.transferSize, 0) / 1000,
    // Click → the first request of the tap (the main thread's work before the navigation asks).
    firstRequestMs: tap.length ? Math.min(...tap.map((e) => e.startTime)) - clickedAt : Number.NaN,
  };
}
export type TapFigures = ReturnType<typeof analyseTap>;

/**
 * Content API URLs a visit asked more than once, from the network or the browser's HTTP
 * cache alike (the read count is asked per view, by design).
 */
export function repeatedApiCalls(entries: ResourceEntry[]): string[] {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    if (!isApi(entry)) continue;
    const url = new URL(entry.name);
    if (url.pathname.startsWith('/api/common/getReadCount')) continue;
    const key = url.pathname + url.search;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n > 1).map(([key, n]) => `\`${decodeURIComponent(key)}\` ×${n}`);
}
