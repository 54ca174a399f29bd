// Switches a platform site's import live (decision 0139): the database of the site that serves
// nobody (where content:import loaded) says it serves from now ('serving_since'), and every
// isolate reads it within seconds: no deploy, and no other site's keys or caches touched. A
// single-site deployment switches DB/DB_NEXT with a deploy instead (docs/operations.md). The one
// switched away from then says it serves nobody (0), and both are read back: the switch is
// reported done only once they agree that the new one serves.
//
//   node scripts/content-switch.ts --site <name> [--remote --env <name>] [--persist-to <dir>]

import { chooseServing, switchedAwaySql, switchLiveSql } from '../content/serving-pointer.ts';
import { fail, main, readCli } from './lib/cli.ts';
import { servingSinceOf } from './lib/site-target.ts';
import { d1Query } from './lib/wrangler.ts';

const USAGE = 'node scripts/content-switch.ts --site <name> [--remote --env <name>] [--persist-to <dir>]';

await main(() => {
  const { target } = readCli(USAGE);
  const site = target.site;
  if (!site)
    fail(
      `content-switch: --site is needed: a single-site deployment switches DB and DB_NEXT with a deploy ` +
        `(docs/operations.md, "Switching an import live").\nusage: ${USAGE}`,
    );
  if (target.remote && !target.env) fail(`content-switch: --remote needs --env\nusage: ${USAGE}`);
  const next = { ...target, binding: site.standby };
  // A database that holds no content never goes live (an import that failed, or none yet).
  const [rows] = d1Query(next, 'SELECT COUNT(*) AS n FROM columns');
  if (!Number(rows?.[0]?.n ?? 0)) fail(`content-switch: ${site.standby} holds no content: import into it first.`);
  const [servingValue] = servingSinceOf(target, site.name, [site.serving, site.standby]);
  // Above the serving one's value even when this machine's clock runs behind the last switch's.
  d1Query(next, switchLiveSql(Date.now(), servingValue));
  const clear = switchedAwaySql();
  try {
    d1Query({ ...target, binding: site.serving }, clear);
  } catch (error) {
    fail(
      `content-switch: ${site.standby} serves ${site.name} now, but ${site.serving} did not take serving_since = 0 ` +
        `(${(error as Error).message}). Do not run content:switch again (it would switch back): once ${site.serving} answers, run\n` +
        `  npx wrangler d1 execute ${site.serving}${target.remote ? ` --remote --env ${target.env}` : ''} --command "${clear}"`,
    );
  }
  const after = servingSinceOf(target, site.name, [site.serving, site.standby]);
  if (chooseServing(after) !== 1)
    fail(
      `content-switch: ${site.name} is still served from ${site.serving} (serving_since ${after[0]}; ${site.standby}: ${after[1]}): ` +
        `the switch did not take: check both databases' meta row serving_since before running it again.`,
    );
  console.log(
    `content-switch: ${site.name} is served from ${site.standby} from now (was ${site.serving}); every data centre ` +
      `reads it within seconds. ${site.serving} is now the target of the site's next import.`,
  );
});
