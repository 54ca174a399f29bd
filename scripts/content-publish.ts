// Publishes a few records without an import (issue 28, content/publish-plan.ts): the file holds
// the records of any list of the import format to add or replace and the ids to remove, is
// checked against the content already in D1, and goes in as ONE batch (all or nothing) that
// also writes their search rows and bumps the generation.
//
//   node scripts/content-publish.ts <changes.json> [--remote] [--env <name>] [--persist-to <dir>]

import { changedIds, listsOf, removedIds } from '../content/publish-changes.ts';
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
  const said = (ids: string[]) => (ids.length > 4 ? `${ids.length}` : ids.join(', '));
  const lines = listsOf(changes).map((entity) => {
    const [put, gone] = [changedIds(changes, entity), removedIds(changes, entity)];
    return `${entity}: ${put.length ? `published ${said(put)}` : ''}${put.length && gone.length ? '; ' : ''}${gone.length ? `removed ${said(gone)}` : ''}`;
  });
  console.log(
    `content-publish: ${lines.join('; ')} in ${((Date.now() - started) / 1000).toFixed(1)} s; content generation ${generation}.`,
  );
});
