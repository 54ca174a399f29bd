// `npm run content:fact`: lists the stored contact facts, or changes one (decision 0112). A
// change validates the value by the fact's kind, writes it and bumps the content generation in
// one batch, so every page (the footer is on each) and every text that refers to the fact shows
// the new value within the usual bound (docs/operations.md "改电话、办公时间").
//
//   node scripts/content-fact.ts --list [--remote] [--env <name>] [--persist-to <dir>]
//   node scripts/content-fact.ts NAME VALUE [--by NAME] [--remote] [--env <name>] [--persist-to <dir>]
//
// A change writes a revision of the fact's record (content/history.ts), in the same batch, so
// `content:history -- ID --kind facts` lists it and `content:revert` can undo it.

import {
  changeProblem,
  factChangeStatements,
  factLines,
  LIST_FACTS_SQL,
  type StoredFact,
  unknownNameMessage,
} from '../content/fact-change.ts';
import { readRecords, recordRevision } from '../content/history.ts';
import { GENERATION_SQL } from '../content/sql.ts';
import { fail, main, readCli } from './lib/cli.ts';
import { refuseFictionalInProduction } from './lib/content.ts';
import { openD1 } from './lib/d1-session.ts';
import { openHistory } from './lib/history-store.ts';
import { operatorName } from './lib/operator.ts';

const USAGE =
  'node scripts/content-fact.ts --list | NAME VALUE [--by NAME]  [--remote] [--env <name>] [--persist-to <dir>]';

await main(async () => {
  const { target, flags, positionals, values } = readCli(USAGE, ['list'], ['by']);
  if (flags.list ? positionals.length !== 0 : positionals.length !== 2) fail(`usage: ${USAGE}`);
  const db = await openD1(target);
  try {
    const facts = await db.all<StoredFact>(LIST_FACTS_SQL);
    if (flags.list) {
      process.stdout.write(`${factLines(facts).join('\n')}\n`);
      return;
    }
    const [name, value] = positionals as [string, string];
    const fact = facts.find((f) => f.name === name);
    if (!fact) fail(unknownNameMessage(name, facts));
    const problem = changeProblem(fact, value);
    if (problem) fail(problem);
    if (fact.value === value) {
      console.log(`${name}（${fact.label}）已是 ${value}，未作改动。`);
      return;
    }
    refuseFictionalInProduction(target, { facts: [{ ...fact, value }] }, 'content:fact');
    const before = Number((await db.all<{ value: unknown }>(GENERATION_SQL))[0]?.value ?? 0);
    // The fact's record as it was and as it will be: one revision, its previous value in R2.
    const [id] = (await db.all<{ id: number }>('SELECT id FROM facts WHERE name = ?', name)).map((r) => String(r.id));
    const previous = id ? (await readRecords(db, 'facts', [id])).get(id) : undefined;
    const history = await openHistory(target);
    let revision: Awaited<ReturnType<typeof recordRevision>>;
    try {
      revision = previous
        ? await recordRevision({ store: history.store, command: 'fact', by: operatorName(values.by) }, [
            { entity: 'facts', id: id!, before: previous, after: { ...previous, value } },
          ])
        : [];
    } finally {
      await history.close();
    }
    await db.batch([...factChangeStatements(name, value), ...revision]);
    const after = Number((await db.all<{ value: unknown }>(GENERATION_SQL))[0]?.value ?? 0);
    const where = target.remote ? `远程${target.env ? `（${target.env}）` : ''}` : '本地';
    console.log(`${where}已改：${name}（${fact.label}）`);
    console.log(`  原值：${fact.value}`);
    console.log(`  新值：${value}`);
    console.log(
      `内容代次 ${before} → ${after}：页脚、联系我们页和引用此事项的正文、问答、办事指南随之更新（有访问的实例 5 秒内得知新代次）。`,
    );
  } finally {
    await db.close();
  }
});
