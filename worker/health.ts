// /healthz: asks the content store itself (D1 through the request's session, or the upstream
// CMS), never the edge cache, and reports the build id and the content generation. The
// isolate asks at most once every few seconds however often it is asked (a flood of health
// checks is no flood of store reads); what the memory tier holds is the operators' (logs).
// On a platform each site answers for itself, on its own hosts: its name, its serving database
// (one of its two) and that database's generation; one site's failing store fails its own
// /healthz alone.

import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { BUILD_ID } from './config/worker-config.ts';
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

/** How long one store check answers every health request of the isolate. */
export const HEALTH_CHECK_EVERY_MS = 5000;

/** The isolate's last check per site (key prefix) and serving database. */
const lastChecks = new Map<string, { at: number; report: Promise<StoreHealth & { storeMs: number }> }>();

/** Forgets the isolate's last checks (tests that change the store under it). */
export function forgetHealthCheck(): void {
  lastChecks.clear();
}

export async function health(c: Context<AppEnv>) {
  const content = c.get('content');
  const kind = content.kind;
  c.header('Cache-Control', 'no-store');
  const now = Date.now();
  const site = c.get('site');
  const checkKey = `${site.keyPrefix}${site.dbName}`;
  let lastCheck = lastChecks.get(checkKey);
  // A platform's site names itself and its serving database; a single site's answer is as before.
  const whose = site.name ? { site: site.name, database: site.dbName } : {};
  if (!lastCheck || now - lastCheck.at >= HEALTH_CHECK_EVERY_MS || now < lastCheck.at) {
    const started = performance.now();
    const report = c.get('timings').time(kind, async () => {
      const db = await content.db();
      let found: StoreHealth = { contentGeneration: null };
      if (db) found = await checkD1(db);
      else await content.ping();
      return { ...found, storeMs: Math.round(performance.now() - started) };
    });
    report.catch(() => undefined);
    lastCheck = { at: now, report };
    lastChecks.set(checkKey, lastCheck);
  }
  try {
    const report = await lastCheck.report;
    return c.json({ status: 'ok', ...whose, store: kind, buildId: BUILD_ID, ...report });
  } catch (error) {
    c.get('log').error = describeError(error, 'store unavailable');
    // The store's own message stays in the log: this answer is public.
    return c.json(
      { status: 'error', ...whose, store: kind, buildId: BUILD_ID, error: 'content store unavailable' },
      503,
    );
  }
}

/**
 * /healthz on a hostname no platform site has (a monitor of the deployment, not of a council):
 * that the worker runs and its build, naming no council and asking no store.
 */
export const workerHealth = (): Response =>
  Response.json({ status: 'ok', buildId: BUILD_ID }, { headers: { 'Cache-Control': 'no-store' } });
