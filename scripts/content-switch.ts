// Switches a platform site's import live (decision 0139): the database of the site that serves
// nobody (where content:import loaded) says it serves from now ('serving_since'), and every
// isolate reads it within seconds: no deploy, and no other site's keys or caches touched. A
// single-site deployment switches DB/DB_NEXT with a deploy instead (docs/operations.md).
//
//   node scripts/content-switch.ts --site <name> [--remote --env <name>] [--persist-to <dir>]

import { switchLiveSql } from '../content/serving-pointer.ts';
import { fail, main, readCli } from './lib/cli.ts';
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
  d1Query(next, switchLiveSql(Date.now()));
  console.log(
    `content-switch: ${site.name} is served from ${site.standby} from now (was ${site.serving}); every data centre ` +
      `reads it within seconds. ${site.serving} is now the target of the site's next import.`,
  );
});
