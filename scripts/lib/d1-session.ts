// One open D1 for a script that sends many statements (an import, a publish): locally the
// database `wrangler dev` serves, through wrangler's getPlatformProxy (one exec() per chunk:
// a call per statement would cost a round trip each); deployed, one `d1 execute` each: a
// `--command` batch on the database visitors read, a `--file` only on the one they do not.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getPlatformProxy } from 'wrangler';
import type { ImportSession } from '../../content/import-run.ts';
import { statementsToSqlText } from '../../content/sql.ts';
import { servesVisitors } from './d1-commands.ts';
import { ROOT } from './run-tool.ts';
import { d1ExecuteFile, d1Query, type Target } from './wrangler.ts';
import { CONFIG_PATH } from './wrangler-config.ts';

export interface D1Session extends ImportSession {
  close(): Promise<void>;
}

export async function openD1(target: Target): Promise<D1Session> {
  return target.remote ? wranglerSession(target) : localSession(target);
}

/** What the scripts use of the D1 binding (the Workers types are not loaded on the Node side). */
interface LocalD1 {
  exec(sql: string): Promise<unknown>;
  batch(stmts: unknown[]): Promise<unknown>;
  prepare(sql: string): { bind(...values: unknown[]): { all<T>(): Promise<{ results: T[] }> } };
}

async function localSession(target: Target): Promise<D1Session> {
  const state = path.resolve(ROOT, target.persistTo ?? '.wrangler/state');
  const proxy = await getPlatformProxy<Record<string, LocalD1>>({
    configPath: target.config ?? CONFIG_PATH,
    environment: target.env,
    persist: { path: path.join(state, 'v3') },
  });
  // DB, or the platform site's database the target names (scripts/lib/site-target.ts).
  const binding = target.binding ?? target.site?.serving ?? 'DB';
  const db = proxy.env[binding];
  if (!db)
    throw new Error(`wrangler.toml binds no D1 database as ${binding}${target.env ? ` in [env.${target.env}]` : ''}`);
  return {
    async exec(sql) {
      if (sql.trim()) await db.exec(sql);
    },
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
    close: () => proxy.dispose(),
  };
}

/**
 * Deployed D1: each call one `wrangler d1 execute`, values written into the SQL. A batch on
 * the serving database is one `--command` (D1's query endpoint runs it as one batch: all or
 * nothing, and the database keeps answering); a file (an import's chunks) goes only to the
 * database that serves nobody (d1-commands.ts refuses the rest). With a local target it runs
 * the same text on the local D1: how README's check of what a `--remote` run sends was made.
 */
export function wranglerSession(target: Target): D1Session {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccpit-d1-'));
  const file = path.join(dir, 'statements.sql');
  const run = (sql: string) => {
    if (servesVisitors(target)) {
      d1Query(target, sql);
      return;
    }
    fs.writeFileSync(file, sql);
    d1ExecuteFile(target, file, { quiet: true });
  };
  return {
    async exec(sql) {
      if (sql.trim()) run(sql);
    },
    async batch(stmts) {
      run(statementsToSqlText(stmts));
    },
    async all<T>(sql: string, ...params: unknown[]) {
      const [rows] = d1Query(target, statementsToSqlText([{ sql, params }]));
      return (rows ?? []) as T[];
    },
    async close() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
