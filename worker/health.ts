// /healthz: asks the content store itself (D1 through the request's session, or the upstream
// CMS), never the edge cache, and reports the build id and the content generation.

import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { BUILD_ID } from './config.ts';
import { memoryTier } from './content/memory-tier.ts';
import { describeError } from './lib/errors.ts';

interface StoreHealth {
  contentGeneration: number | null;
  /** D1 read replication: where the read was served (absent in upstream mode or locally). */
  servedByRegion?: string;
  servedByPrimary?: boolean;
}

/** One D1 round trip: the generation, and proof that the content tables are there and filled. */
async function checkD1(db: D1Database | D1DatabaseSession): Promise<StoreHealth> {
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
  const kind = content.kind;
  const started = performance.now();
  c.header('Cache-Control', 'no-store');
  try {
    const report = await c.get('timings').time(kind, async (): Promise<StoreHealth> => {
      const db = await content.db();
      if (db) return checkD1(db);
      await content.ping();
      return { contentGeneration: null };
    });
    // The isolate's memory tier: how full it is (operators size MEMORY_CACHE_BYTES by it).
    const tier = { bytes: memoryTier.bytes, entries: memoryTier.size, limit: c.get('config').memoryCacheBytes };
    return c.json({
      status: 'ok',
      store: kind,
      storeMs: Math.round(performance.now() - started),
      buildId: BUILD_ID,
      ...report,
      memoryTier: tier,
    });
  } catch (error) {
    c.get('log').error = describeError(error, 'store unavailable');
    // The store's own message stays in the log: this answer is public.
    return c.json({ status: 'error', store: kind, buildId: BUILD_ID, error: 'content store unavailable' }, 503);
  }
}
