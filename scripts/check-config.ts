// `npm run check:config [-- --env staging|production] [--strict] [--config file]`: validates wrangler.toml
// with the worker's own rules and names every bad var; exit 1 on any problem. Without --env
// it checks the top level (local development) and both deployed environments. --strict
// also fails on what only matters for a live deploy (placeholder database id, no domain).

import { fail, main } from './lib/cli.ts';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkEnvironment, DEPLOYED, type Environment } from './lib/wrangler-config.ts';

const USAGE = 'node scripts/check-config.ts [--env staging|production] [--strict] [--config wrangler.toml]';

await main(() => {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        env: { type: 'string' },
        config: { type: 'string' },
        strict: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    fail(`${(error as Error).message}\nusage: ${USAGE}`);
  }
  if (values.help) {
    console.log(`usage: ${USAGE}`);
    return;
  }
  const env = values.env ?? process.env.CLOUDFLARE_ENV;
  if (env !== undefined && !(DEPLOYED as readonly string[]).includes(env))
    fail(`unknown environment "${env}" (wrangler.toml has: ${DEPLOYED.join(', ')})\nusage: ${USAGE}`);
  const environments: Environment[] = env ? [env as Environment] : [undefined, ...DEPLOYED];

  let failed = false;
  for (const environment of environments) {
    const report = checkEnvironment(environment, values.config ? path.resolve(values.config) : undefined);
    const blocking = values.strict ? [...report.problems, ...report.warnings] : report.problems;
    const db = report.db ? `DB → ${report.db.database_name}` : 'no DB binding';
    console.log(
      `${blocking.length ? '✗' : '✓'} ${report.label} (worker ${report.name}): ${Object.keys(report.vars).length} vars, ${db}`,
    );
    for (const problem of report.problems) console.log(`    ✗ ${problem}`);
    for (const warning of report.warnings) console.log(`    ${values.strict ? '✗' : '!'} ${warning}`);
    for (const note of report.notes) console.log(`    · ${note}`);
    failed ||= blocking.length > 0;
  }
  if (failed) fail('\ncheck:config: fix the lines marked ✗ (docs/operations.md, "Configuration reference").');
});
