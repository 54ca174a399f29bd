// /healthz: asks the content store itself (D1 through the request's session, or the upstream
// CMS), never the edge cache, and reports the build id and the content generation.

import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { BUILD_ID } from './config.ts';
import type { ContentService } from './content/service.ts';

interface StoreHealth {
  contentGeneration: number | null;
  /** D1 read replication: where the read was served (absent in upstream mode or locally). */
  servedByRegion?: string;
  servedByPrimary?: boolean;
}

/** One D1 round trip: the generation, and proof that the content tables are there and filled. */
async function checkD1(db: NonNullable<ContentService['db']>): Promise<StoreHealth> {
  const [generation, columns] = await db.batch<{ value?: number; n?: number }>([
    db.prepare("SELECT value FROM meta WHERE key = 'content_generation'"),
    db.prepare('SELECT COUNT(*) AS n FROM columns'),
  ]);
  if (!columns?.results[0]?.n) throw new Error('D1 holds no content (run the migrations and npm run db:seed)');
  const meta = generation?.meta;
  return {
    contentGeneration: generation?.results[0]?.value ?? 0,
    servedByRegion: meta?.served_by_region,
    servedByPrimary: meta?.served_by_primary,
  };
}

export async function health(c: Context<AppEnv>) {
  const content = c.get('content');
  const kind = content.store.kind;
  const started = performance.now();
  c.header('Cache-Control', 'no-store');
  try {
    const report = await c.get('timings').time(kind, async (): Promise<StoreHealth> => {
      if (content.db) return checkD1(content.db);
      await content.store.ping();
      return { contentGeneration: null };
    });
    return c.json({ status: 'ok', store: kind, storeMs: Math.round(performance.now() - started), buildId: BUILD_ID, ...report });
  } catch (error) {
    c.get('log').error = error instanceof Error ? `${error.name}: ${error.message}` : 'store unavailable';
    // The store's own message stays in the log: this answer is public.
    return c.json({ status: 'error', store: kind, buildId: BUILD_ID, error: 'content store unavailable' }, 503);
  }
}
