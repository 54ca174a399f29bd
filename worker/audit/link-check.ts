// The outbound links in content, checked a few at a time by the daily job: a per-run cap,
// a time limit per request, HEAD then GET, each link at most once a week. 404 and 410 are
// broken; no answer, a refusal or a timeout is unreachable (many gov.cn sites refuse traffic
// from abroad, so the edge cannot tell), never broken. Results go to `link_checks`.

export type LinkOutcome = 'ok' | 'broken' | 'unreachable' | 'timeout';

export interface LinkCheckOptions {
  /** At most this many links per run. */
  cap: number;
  timeoutMs: number;
  now: Date;
}

export interface LinkCheck {
  url: string;
  outcome: LinkOutcome;
  status: number | null;
}

const WEEK_MS = 7 * 86_400_000;
/** Rows of content read per run for links: a bound on the job's CPU. */
const CONTENT_ROWS_MAX = 2000;

/** Every external http(s) link in content, guides' online systems and releases' links. */
export async function outboundLinks(db: D1Database): Promise<string[]> {
  const [texts, fields] = await db.batch<{ content?: string; url?: string }>([
    db.prepare(
      `SELECT content FROM releases WHERE instr(content, 'href="http') > 0 UNION ALL SELECT content FROM activities WHERE instr(content, 'href="http') > 0 LIMIT ${CONTENT_ROWS_MAX}`,
    ),
    db.prepare(
      "SELECT online_url AS url FROM releases WHERE online_url LIKE 'http%' UNION SELECT link_url FROM releases WHERE link_url LIKE 'http%'",
    ),
  ]);
  const urls = new Set<string>();
  for (const row of texts?.results ?? [])
    for (const m of String(row.content ?? '').matchAll(/href="(https?:\/\/[^"\s]+)"/g))
      urls.add((m[1] ?? '').replace(/&amp;/g, '&'));
  for (const row of fields?.results ?? []) if (row.url) urls.add(String(row.url));
  return [...urls].filter((u) => URL.canParse(u));
}

function classify(status: number): LinkOutcome {
  if (status === 404 || status === 410) return 'broken';
  return status < 400 ? 'ok' : 'unreachable';
}

/** One link: HEAD, then GET when HEAD is refused or fails; each within the time limit. */
export async function checkLink(url: string, options: LinkCheckOptions): Promise<LinkCheck> {
  let last: LinkCheck = { url, outcome: 'unreachable', status: null };
  for (const method of ['HEAD', 'GET'] as const) {
    try {
      const res = await fetch(url, { method, redirect: 'manual', signal: AbortSignal.timeout(options.timeoutMs) });
      await res.body?.cancel();
      last = { url, outcome: classify(res.status), status: res.status };
      if (last.outcome !== 'unreachable') return last;
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      last = { url, outcome: timedOut ? 'timeout' : 'unreachable', status: null };
    }
  }
  return last;
}

/** Checks the links due (never checked, or not for a week), at most `cap` of them; records each. */
export async function checkOutboundLinks(db: D1Database, options: LinkCheckOptions): Promise<LinkCheck[]> {
  if (options.cap <= 0) return [];
  const urls = await outboundLinks(db);
  const { results: known } = await db
    .prepare('SELECT url, checked_at AS checkedAt FROM link_checks')
    .all<{ url: string; checkedAt: string }>();
  const lastChecked = new Map(known.map((r) => [r.url, Date.parse(r.checkedAt)]));
  const due = urls
    .filter((u) => !(options.now.getTime() - (lastChecked.get(u) ?? 0) < WEEK_MS))
    .sort((a, b) => (lastChecked.get(a) ?? 0) - (lastChecked.get(b) ?? 0))
    .slice(0, options.cap);
  const checks = await Promise.all(due.map((url) => checkLink(url, options)));
  if (checks.length > 0) {
    const at = options.now.toISOString();
    await db.batch(
      checks.map((c) =>
        db
          .prepare(
            'INSERT INTO link_checks (url, outcome, status, checked_at) VALUES (?, ?, ?, ?) ' +
              'ON CONFLICT (url) DO UPDATE SET outcome = excluded.outcome, status = excluded.status, checked_at = excluded.checked_at',
          )
          .bind(c.url, c.outcome, c.status, at),
      ),
    );
  }
  return checks;
}
