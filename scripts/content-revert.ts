// Puts one record back from its history (issue 46, content/revert.ts): without --to, undoes its
// last change; with --to N, makes it as revision N left it. A withdrawn record comes back at its
// own id. It is a publish: the same checks (`--check` only checks), one batch, a revision of its own.
//
//   node scripts/content-revert.ts <id> [--kind releases] [--to N] [--by NAME] [--check]
//     [--accept-disagreements] [--remote] [--env <name>] [--persist-to <dir>]

import { runPublish } from '../content/publish-run.ts';
import { planRevert } from '../content/revert.ts';
import { ENTITY_KEYS, type EntityKey } from '../content/schema.ts';
import { fail, main, readCli } from './lib/cli.ts';
import { exitOnProblems } from './lib/content.ts';
import { openD1 } from './lib/d1-session.ts';
import { openHistory } from './lib/history-store.ts';
import { lazyMedia, siteFile } from './lib/media.ts';
import { operatorName } from './lib/operator.ts';

const USAGE =
  'node scripts/content-revert.ts <id> [--kind releases] [--to N] [--by NAME] [--check] [--accept-disagreements] [--remote] [--env <name>] [--persist-to <dir>]';

await main(async () => {
  const { target, positionals, flags, values } = readCli(
    USAGE,
    ['check', 'accept-disagreements'],
    ['kind', 'to', 'by'],
  );
  const [id] = positionals;
  const kind = (values.kind ?? 'releases') as EntityKey;
  if (!id || positionals.length > 1 || !/^\d+$/.test(id)) fail(`usage: ${USAGE}`);
  if (!ENTITY_KEYS.includes(kind)) fail(`--kind 须是 ${ENTITY_KEYS.join('、')} 之一`);
  if (values.to !== undefined && !/^\d+$/.test(values.to)) fail('--to 须是修订号（content:history 列出的数字）');
  const db = await openD1(target);
  const history = await openHistory(target);
  const media = lazyMedia(target);
  try {
    const plan = await planRevert(db, history.store, kind, id, values.to === undefined ? undefined : Number(values.to));
    if (!plan.ok) fail(`content-revert: ${plan.problem}`);
    // A withdrawn record's files come back with it: the publish moves the files it names back
    // out of withdrawn/ before its batch (decision 0120).
    const outcome = await runPublish(db, plan.changes, {
      check: flags.check,
      acceptDisagreements: flags['accept-disagreements'],
      media: media.store,
      siteFile,
      history: { store: history.store, command: 'revert', by: operatorName(values.by) },
      ...(plan.revive ? { revive: plan.revive } : {}),
    });
    exitOnProblems(outcome.problems, `${kind} ${id}`);
    for (const key of outcome.files.restored)
      console.log(`content-revert: 文件${flags.check ? '将' : '已'}恢复：/media/${key}。`);
    console.log(
      flags.check
        ? `content-revert: ${kind} ${id}：${plan.summary}，可以恢复；未写入（--check）。`
        : `content-revert: ${kind} ${id}：${plan.summary}，已恢复；content generation ${outcome.generation}。`,
    );
  } finally {
    await history.close();
    await db.close();
    await media.close();
  }
});
