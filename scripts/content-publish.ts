// Publishes a few releases without an import (issue 28, content/publish-plan.ts): the file
// holds the releases to add or replace and the ids to remove, is checked against the content
// already in D1, and goes in as ONE batch (all or nothing) that also bumps the generation.
//
//   node scripts/content-publish.ts <changes.json> [--remote] [--env <name>] [--persist-to <dir>]

import { publishProblems, publishStatements, readLive, type Changes } from '../content/publish-plan.ts';
import { GENERATION_SQL } from '../content/sql.ts';
import { fail, main, readCli } from './lib/cli.ts';
import { exitOnProblems, readJson } from './lib/content.ts';
import { openD1 } from './lib/d1-session.ts';

const USAGE = 'node scripts/content-publish.ts <changes.json> [--remote] [--env <name>] [--persist-to <dir>]';

await main(async () => {
  const started = Date.now();
  const { target, positionals } = readCli(USAGE);
  const [file] = positionals;
  if (!file || positionals.length > 1) fail(`usage: ${USAGE}`);
  const changes = readJson(file) as Changes;
  const db = await openD1(target);
  let generation: number | undefined;
  let problems;
  try {
    const live = await readLive(db, changes);
    problems = publishProblems(changes, live);
    if (problems.length === 0) {
      await db.batch(publishStatements(changes, live));
      [{ value: generation } = { value: undefined }] = await db.all<{ value: number }>(GENERATION_SQL);
    }
  } finally {
    await db.close();
  }
  exitOnProblems(problems, file);
  const added = changes.releases?.map((r) => r.id) ?? [];
  const removed = changes.remove?.releases ?? [];
  console.log(
    `content-publish: published ${added.length} release${added.length === 1 ? '' : 's'}` +
      `${added.length ? ` (${added.join(', ')})` : ''}, removed ${removed.length}` +
      `${removed.length ? ` (${removed.join(', ')})` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `content generation ${generation}.`,
  );
});
