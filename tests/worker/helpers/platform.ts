// A platform of two councils for the worker tests (issue 49): a SITES registry naming two sites
// by host, each with its two D1 databases (vitest.config.ts binds them), migrated and loaded
// with the seed; requests by Host header, and the content tools' session on one site's database.

import { applyD1Migrations, createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { ImportSession } from '../../../content/import-run.ts';
import { loadSeedDocument } from '../../../content/seed.ts';
import { contentStatements } from '../../../content/sql.ts';
import type { Env } from '../../../worker/env.ts';
import app from '../../../worker/index.ts';
import { SITE_IDENTITY } from '../../../worker/site-identity.ts';
import { type HostedSite, type SiteEntry, siteFromEntry } from '../../../worker/sites/hosted-site.ts';

export const seed = loadSeedDocument(import.meta.glob('../../../content/seed/*.json', { eager: true, import: 'default' }));

/** The registry: the example council on DB and a second database, a second council on two of its own. */
export const ENTRIES = [
  {
    site: 'chengzhou',
    hosts: ['chengzhou.localhost'],
    origin: '',
    databases: ['DB', 'DB_CHENGZHOU_B'],
  },
  {
    site: 'linjiang',
    hosts: ['linjiang.localhost'],
    origin: '',
    databases: ['DB_LINJIANG_A', 'DB_LINJIANG_B'],
  },
] as const satisfies SiteEntry[];

export type SiteName = (typeof ENTRIES)[number]['site'];
const entry = (name: SiteName) => ENTRIES.find((e) => e.site === name)! as unknown as SiteEntry;

/** The site as the middleware makes it (before its serving database is chosen). */
export const siteOf = (name: SiteName): HostedSite => siteFromEntry(env, entry(name), SITE_IDENTITY);

/** One of a site's databases by its place in the pair. */
export const databaseOf = (name: SiteName, index: 0 | 1): D1Database =>
  (env as unknown as Record<string, D1Database>)[entry(name).databases[index]]!;

/** Migrates each platform database and loads the seed into those still empty. */
export async function preparePlatform(): Promise<void> {
  for (const e of ENTRIES)
    for (const name of e.databases) {
      const db = (env as unknown as Record<string, D1Database>)[name]!;
      await applyD1Migrations(db, env.TEST_MIGRATIONS);
      if ((await db.prepare('SELECT COUNT(*) AS n FROM columns').first<number>('n')) === 0)
        await db.batch(contentStatements(seed).map(({ sql, params }) => db.prepare(sql).bind(...params)));
    }
}

/** The worker's bindings with the registry set (and any binding replaced). */
/** Bindings to replace: the worker's, or a platform site's databases (named by the registry). */
export type Overrides = Partial<Env> & Record<string, unknown>;

export const platformEnv = (overrides: Overrides = {}): Env => ({ ...env, SITES: JSON.stringify(ENTRIES), ...overrides }) as Env;

/** A request to the site's host, resolved once its background work (cache writes) has finished. */
export async function at(name: SiteName, path: string, overrides: Overrides = {}, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const host = entry(name).hosts[0];
  const res = await app.fetch(new Request(`http://${host}${path}`, init), platformEnv(overrides), ctx);
  const body = await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(body, res);
}

/** What content:publish and content:import talk to, on one database of one site. */
export function sessionOn(db: D1Database): ImportSession {
  return {
    exec: async (sql) => void (await db.exec(sql)),
    async batch(stmts) {
      await db.batch(stmts.map(({ sql, params }) => db.prepare(sql).bind(...params)));
    },
    async all<T>(sql: string, ...params: unknown[]) {
      return (
        await db
          .prepare(sql)
          .bind(...params)
          .all<T>()
      ).results;
    },
  };
}
