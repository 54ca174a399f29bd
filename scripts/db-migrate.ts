// Applies the D1 migrations (migrations/) to the DB binding: the local D1 by default, the
// deployed one with --remote (which needs --env, so the top level's placeholder database
// is never the target). Wrangler records what it applied and applies only the rest; it sends
// each migration as a `--command` (D1's query endpoint), not as a file import. `--next` applies
// them to DB_NEXT, the database a deployed import loads (docs/operations.md, "Content writes");
// `--site NAME` to both databases of a platform site.
//
//   node scripts/db-migrate.ts [--remote --env staging|production] [--site <name>] [--next] [--persist-to <dir>]
//   https://developers.cloudflare.com/workers/wrangler/commands/#d1-migrations-apply

import { fail, main, readCli } from './lib/cli.ts';
import { describeRun, runTool } from './lib/run-tool.ts';
import { NEXT_BINDING, SERVING_BINDING, targetArgs } from './lib/d1-commands.ts';
import {
  checkEnvironment,
  DEPLOYED,
  isPlaceholderId,
  nextDatabaseProblems,
  type Environment,
} from './lib/wrangler-config.ts';

const USAGE =
  'node scripts/db-migrate.ts [--remote --env staging|production] [--site <name>] [--next] [--persist-to <dir>]';

await main(() => {
  const { target, flags } = readCli(USAGE, ['next']);
  // A platform site (--site): both its databases, the serving one first (one schema for the pair).
  const bindings = target.site
    ? [target.site.serving, target.site.standby]
    : [flags.next ? NEXT_BINDING : SERVING_BINDING];
  // Wrangler itself also reads CLOUDFLARE_ENV; say which environment that makes it.
  const env = target.env ?? process.env.CLOUDFLARE_ENV;
  if (env !== undefined && !(DEPLOYED as readonly string[]).includes(env))
    fail(`unknown environment "${env}" (wrangler.toml has: ${DEPLOYED.join(', ')})`);
  if (target.remote && !target.site) {
    if (!env)
      fail(
        `--remote needs --env (${DEPLOYED.join(' or ')}): the top level of wrangler.toml is for local development.\nusage: ${USAGE}`,
      );
    if (flags.next) {
      const problems = nextDatabaseProblems(env as Environment);
      if (problems.length) fail(`db-migrate: ${problems.join('\n')}`);
    }
    const { db } = checkEnvironment(env as Environment);
    if (!db) fail(`[env.${env}] has no D1 binding named DB in wrangler.toml.`);
    if (isPlaceholderId(db.database_id)) {
      fail(
        `[env.${env}] DB database_id is still the placeholder "${db.database_id}".\nCreate the database (wrangler d1 create ${db.database_name}) and put the id it prints in wrangler.toml.`,
      );
    }
  }

  for (const binding of bindings) {
    const args = ['d1', 'migrations', 'apply', binding, ...targetArgs({ ...target, env })];
    console.error(`db-migrate: ${describeRun('wrangler', args)}`);
    const result = runTool('wrangler', args, { stdio: 'inherit' });
    if (!result.ok)
      fail(
        `db-migrate: wrangler d1 migrations apply failed (exit ${result.exit})${result.stderr ? `: ${result.stderr}` : ''}`,
      );
  }
});
