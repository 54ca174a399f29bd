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
// Each record it changes gets a revision (content/history.ts: who, from `--by` or the
// environment; the previous value in R2), and a release dated ahead is stored but shown only
// from its time (content/schedule.ts).
//
//   node scripts/content-publish.ts <changes.json> [--check] [--accept-disagreements] [--by NAME]
//     [--remote] [--env <name>] [--persist-to <dir>]

import path from 'node:path';
import { uploadsIn, withMediaUrls } from '../content/media.ts';
import { WITHDRAWN_KEEP_DAYS, WITHDRAWN_PREFIX } from '../content/media-store.ts';
import type { Changes } from '../content/publish-plan.ts';
import { REMOVAL_BOUND, removalLines, writtenLines } from '../content/publish-report.ts';
import { type PublishOutcome, runPublish } from '../content/publish-run.ts';
import { beijingNow, publishScheduleLines } from '../content/schedule.ts';
import { fail, main, readCli } from './lib/cli.ts';
import { exitOnProblems, readJson, refuseFictionalInProduction } from './lib/content.ts';
import { openD1 } from './lib/d1-session.ts';
import { openHistory } from './lib/history-store.ts';
import { lazyMedia, siteFile, uploadMedia } from './lib/media.ts';
import { operatorName } from './lib/operator.ts';

const USAGE =
  'node scripts/content-publish.ts <changes.json> [--check] [--accept-disagreements] [--by NAME] [--remote] [--env <name>] [--persist-to <dir>]';

await main(async () => {
  const started = Date.now();
  const { target, positionals, flags, values } = readCli(USAGE, ['check', 'accept-disagreements'], ['by']);
  const [file] = positionals;
  if (!file || positionals.length > 1) fail(`usage: ${USAGE}`);
  // Files named `upload:<path>` go to R2 first (content-addressed: a failed publish leaves
  // only an unused object) and the file then carries their /media/ URLs.
  const keys = uploadMedia(target, uploadsIn(readJson(file)), path.dirname(path.resolve(file)), flags.check === true);
  const changes = withMediaUrls(readJson(file), keys) as Changes;
  refuseFictionalInProduction(target, changes, file);
  const db = await openD1(target);
  const media = lazyMedia(target);
  const history = await openHistory(target);
  let outcome: PublishOutcome;
  try {
    outcome = await runPublish(db, changes, {
      check: flags.check,
      acceptDisagreements: flags['accept-disagreements'],
      media: media.store,
      siteFile,
      history: { store: history.store, command: 'publish', by: operatorName(values.by) },
    });
  } finally {
    await history.close();
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
  for (const line of removals) console.log(`content-publish: ${flags.check ? '将撤下' : '已撤下'} ${line}。`);
  const given = Object.entries(allocated).map(([entity, ids]) => `${entity} ${ids.join(', ')}`);
  if (given.length) console.log(`content-publish: ${flags.check ? '将分配' : '已分配'}新编号：${given.join('；')}。`);
  for (const line of publishScheduleLines(changes, allocated, beijingNow())) console.log(`content-publish: ${line}`);
  if (flags.check) {
    console.log(`content-publish: ${file} 与线上内容相符，可以发布；未写入（--check）。`);
    return;
  }
  console.log(
    `content-publish: 已发布，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒，内容代次 ${generation}。写入的记录：`,
  );
  for (const line of writtenLines(changes, allocated)) console.log(`  ${line}`);
  if (removals.length) console.log(`content-publish: 撤下的记录：${REMOVAL_BOUND}。`);
});
