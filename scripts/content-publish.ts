// Publishes a few records without an import (issue 28, content/publish-plan.ts): the file holds
// the records of any list of the import format to add or replace and the ids to remove, is
// checked against the content already in D1 (ids that exist need `replace`; facts that would
// disagree with a guide are refused), and goes in as ONE batch (all or nothing) that also
// writes their search rows and moves the generation on. Deployed, that batch is one `d1 execute
// --command` on the serving database: ordinary statements, never D1's file import, which
// would stop the site answering while it ran. `--check` reads and checks, and loads nothing.
// A string `upload:<path>` (a cover, an attachment, an <img src>) uploads that file to R2 first
// and becomes its /media/ URL (content/media.ts).
//
//   node scripts/content-publish.ts <changes.json> [--check] [--accept-disagreements]
//     [--remote] [--env <name>] [--persist-to <dir>]

import path from 'node:path';
import { uploadsIn, withMediaUrls } from '../content/media.ts';
import { WITHDRAWN_KEEP_DAYS, WITHDRAWN_PREFIX } from '../content/media-store.ts';
import { changedIds, listsOf, removedIds } from '../content/publish-changes.ts';
import type { Changes } from '../content/publish-plan.ts';
import { REMOVAL_BOUND, removalLines } from '../content/publish-report.ts';
import { type PublishOutcome, runPublish } from '../content/publish-run.ts';
import { fail, main, readCli } from './lib/cli.ts';
import { exitOnProblems, readJson, refuseFictionalInProduction } from './lib/content.ts';
import { openD1 } from './lib/d1-session.ts';
import { lazyMedia, siteFile, uploadMedia } from './lib/media.ts';

const USAGE =
  'node scripts/content-publish.ts <changes.json> [--check] [--accept-disagreements] [--remote] [--env <name>] [--persist-to <dir>]';

await main(async () => {
  const started = Date.now();
  const { target, positionals, flags } = readCli(USAGE, ['check', 'accept-disagreements']);
  const [file] = positionals;
  if (!file || positionals.length > 1) fail(`usage: ${USAGE}`);
  // Files named `upload:<path>` go to R2 first (content-addressed: a failed publish leaves
  // only an unused object) and the file then carries their /media/ URLs.
  const keys = uploadMedia(target, uploadsIn(readJson(file)), path.dirname(path.resolve(file)), flags.check === true);
  const changes = withMediaUrls(readJson(file), keys) as Changes;
  refuseFictionalInProduction(target, changes, file);
  const db = await openD1(target);
  const media = lazyMedia(target);
  let outcome: PublishOutcome;
  try {
    outcome = await runPublish(db, changes, {
      check: flags.check,
      acceptDisagreements: flags['accept-disagreements'],
      media: media.store,
      siteFile,
    });
  } finally {
    await db.close();
    await media.close();
  }
  const { problems, warnings, allocated, generation, removed, files } = outcome;
  for (const w of warnings) console.warn(`content-publish: 提醒 ${w.path}: ${w.message}`);
  exitOnProblems(problems, file);
  const would = flags.check ? '将' : '已';
  for (const key of files.restored) console.log(`content-publish: 文件${would}恢复：/media/${key}（随记录重新发布）。`);
  for (const key of files.withdrawn)
    console.log(
      `content-publish: 文件${would}撤下：/media/${key} ${flags.check ? '将' : '现在'}答复 410，` +
        `保留于 R2 ${WITHDRAWN_PREFIX} ${WITHDRAWN_KEEP_DAYS} 天供恢复，之后删除。`,
    );
  const removals = removalLines(removed, flags.check === true);
  for (const line of removals) console.log(`content-publish: ${flags.check ? 'would remove' : 'removed'} ${line}.`);
  const given = Object.entries(allocated).map(([entity, ids]) => `${entity} ${ids.join(', ')}`);
  if (given.length) console.log(`content-publish: new ids ${flags.check ? 'would be' : 'given'}: ${given.join('; ')}.`);
  if (flags.check) {
    console.log(`content-publish: ${file} fits the live content; nothing was loaded (--check).`);
    return;
  }
  const said = (ids: string[]) => (ids.length > 4 ? `${ids.length}` : ids.join(', '));
  const lines = listsOf(changes).map((entity) => {
    const [put, gone] = [changedIds(changes, entity), removedIds(changes, entity)];
    return `${entity}: ${put.length ? `published ${said(put)}` : ''}${put.length && gone.length ? '; ' : ''}${gone.length ? `removed ${said(gone)}` : ''}`;
  });
  console.log(
    `content-publish: ${lines.join('; ') || 'published'} in ${((Date.now() - started) / 1000).toFixed(1)} s; content generation ${generation}.`,
  );
  if (removals.length) console.log(`content-publish: removed records: ${REMOVAL_BOUND}.`);
});
