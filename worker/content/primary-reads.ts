// The content service's reads that must see the store as it stands, never a cached answer: is
// an id withdrawn (its tombstone), and an article's read count. Asked by pages and /api beside
// the cached calls (worker/content/service.ts), within the request's limits and store bound.

import { parseCallPath } from '../../app/api/calls.ts';
import { envelopeCode } from '../../app/api/decode.ts';
import type { Envelope } from '../../app/api/types.ts';
import type { WorkerConfig } from '../config/worker-config.ts';
import type { Timings } from '../lib/timings.ts';
import type { Gate } from '../limits/gate.ts';
import { Refused } from '../limits/refused.ts';
import { guardStore } from '../limits/store-guard.ts';
import type { Db } from './d1/query.ts';
import { storedReadCount } from './d1/release-detail.ts';
import { ok, type ContentStore } from './store.ts';

/** A tombstone of migration 0019 (content/removed-ids.ts writes them; upstream mode: a withdrawal notification). */
const WITHDRAWN_SQL = 'SELECT 1 AS gone FROM removed_ids WHERE kind = ? AND id = ?';

export interface PrimaryReadsContext {
  /** D1 mode's database (null upstream). */
  d1: D1Database | null;
  /** The site's database: upstream mode's tombstones. */
  siteDb: D1Database | undefined;
  upstream: ContentStore | null;
  gate: Gate | undefined;
  timings: Timings;
  config: WorkerConfig;
  /** The request's observed session (its generation joins the page's). */
  observed: () => Db;
}

export function primaryReads({ d1, siteDb, upstream, gate, timings, config, observed }: PrimaryReadsContext) {
  return { withdrawn, currentReadCount };

  async function withdrawn(kind: 'releases' | 'activities', id: string): Promise<boolean> {
    if (!/^[1-9]\d{0,14}$/.test(id)) return false;
    if (!d1 && !siteDb) return false;
    await gate?.admit();
    // D1 mode: through the observed session, so the generation it read joins the page's
    // (answeredGeneration). Upstream mode: a notification wrote the tombstone on the primary,
    // and a lagging replica's "not withdrawn" would be kept under the new generation: ask the primary.
    const primary = siteDb as D1Database;
    const db = d1 ? observed() : primary.withSession ? primary.withSession('first-primary') : primary;
    const read = () => db.prepare(WITHDRAWN_SQL).bind(kind, Number(id)).first<{ gone: number }>();
    const row = await timings
      .time('d1', () => guardStore(read(), config.storeTimeoutMs))
      .catch((error: unknown) => {
        // Upstream mode's D1 holds only what notifications wrote: one that cannot answer (not
        // migrated, failing) leaves the CMS's not-found a 404 rather than failing the page.
        if (!d1) return null;
        if (error instanceof Refused) gate?.note(error);
        throw error;
      });
    return row !== null;
  }

  async function currentReadCount(id: string): Promise<Envelope> {
    await gate?.admit();
    const read = async (): Promise<Envelope> => {
      if (d1) return storedReadCount(d1.withSession ? d1.withSession('first-primary') : d1, id);
      // A CMS counts on its own read-count call: its detail, uncached, says the count as it stands.
      const detail = await (upstream as ContentStore).handle(
        parseCallPath(`/api/cn/releaseDetailById/${id}`)!,
        new URLSearchParams(),
      );
      const count = (detail as { data?: { readCount?: unknown } }).data?.readCount;
      return envelopeCode(detail) === 200 ? ok(Number(count ?? 0)) : detail;
    };
    const bound = upstream ? config.upstreamTimeoutMs + 1000 : config.storeTimeoutMs;
    return timings
      .time(d1 ? 'd1' : 'upstream', () => guardStore(read(), bound))
      .catch((error: unknown) => {
        if (error instanceof Refused) gate?.note(error);
        throw error;
      });
  }
}
