// Applies the D1 migrations (migrations/) to the DB binding: the local D1 by default, the
// deployed one with --remote (which needs --env, so the top level's placeholder database
// is never the target). Wrangler records what it applied and applies only the rest.
//
//   node scripts/db-migrate.ts [--remote --env staging|production] [--persist-to <dir>]
//   https://developers.cloudflare.com/workers/wrangler/commands/#d1-migrations-apply

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fail, main, readCli } from './lib/cli.ts';
import { ROOT } from './lib/wrangler.ts';
import { checkEnvironment, DEPLOYED, isPlaceholderId, type Environment } from './lib/wrangler-config.ts';

const USAGE = 'node scripts/db-migrate.ts [--remote --env staging|production] [--persist-to <dir>]';
const WRANGLER = path.join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');

await main(() => {
  const { target } = readCli(USAGE);
  // Wrangler itself also reads CLOUDFLARE_ENV; say which environment that makes it.
  const env = target.env ?? process.env.CLOUDFLARE_ENV;
  if (env !== undefined && !(DEPLOYED as readonly string[]).includes(env)) fail(`unknown environment "${env}" (wrangler.toml has: ${DEPLOYED.join(', ')})`);
  if (target.remote) {
    if (!env) fail(`--remote needs --env (${DEPLOYED.join(' or ')}): the top level of wrangler.toml is for local development.\nusage: ${USAGE}`);
    const { db } = checkEnvironment(env as Environment);
    if (!db) fail(`[env.${env}] has no D1 binding named DB in wrangler.toml.`);
    if (isPlaceholderId(db.database_id)) {
      fail(`[env.${env}] DB database_id is still the placeholder "${db.database_id}".\nCreate the database (wrangler d1 create ${db.database_name}) and put the id it prints in wrangler.toml.`);
    }
  }

  const args = [WRANGLER, 'd1', 'migrations', 'apply', 'DB', target.remote ? '--remote' : '--local'];
  if (!target.remote && target.persistTo) args.push('--persist-to', target.persistTo);
  if (env) args.push('--env', env);
  console.error(`db-migrate: wrangler ${args.slice(1).join(' ')}`);
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_LOG_PATH: process.env.WRANGLER_LOG_PATH ?? path.join(ROOT, '.wrangler', 'logs'),
    },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) fail(`db-migrate: wrangler d1 migrations apply failed (exit ${result.status ?? result.signal})`);
});
