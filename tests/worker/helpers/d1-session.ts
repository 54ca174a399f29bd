// The test's D1 binding as an import session (content/import-run.ts): what content:import and
// content:publish talk to, so worker tests run them on the real local D1.

import { env } from 'cloudflare:workers';
import type { ImportSession } from '../../../content/import-run.ts';

/** `exec` may be wrapped (a test that drops the connection on its n-th call). */
export function d1Session(exec: (sql: string) => Promise<void> = async (sql) => void (await env.DB.exec(sql))): ImportSession {
  return {
    exec,
    async batch(stmts) {
      await env.DB.batch(stmts.map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
    },
    async all<T>(sql: string, ...params: unknown[]) {
      return (
        await env.DB.prepare(sql)
          .bind(...params)
          .all<T>()
      ).results;
    },
  };
}
