// `npm run content:fact`: lists the stored contact facts, or changes one (decision 0112). A
// change validates the value by the fact's kind, writes it and bumps the content generation in
// one batch, so every page (the footer is on each) and every text that refers to the fact shows
// the new value within the usual bound (docs/operations.md "改电话、办公时间").
//
//   node scripts/content-fact.ts --list [--remote] [--env <name>] [--persist-to <dir>]
//   node scripts/content-fact.ts NAME VALUE [--remote] [--env <name>] [--persist-to <dir>]

import {
  changeProblem,
  factChangeStatements,
  factLines,
  LIST_FACTS_SQL,
  type StoredFact,
  unknownNameMessage,
} from '../content/fact-change.ts';
import { GENERATION_SQL } from '../content/sql.ts';
import { fail, main, readCli } from './lib/cli.ts';
import { refuseFictionalInProduction } from './lib/content.ts';
import { openD1 } from './lib/d1-session.ts';

const USAGE = 'node scripts/content-fact.ts --list | NAME VALUE  [--remote] [--env <name>] [--persist-to <dir>]';

await main(async () => {
  const { target, flags, positionals } = readCli(USAGE, ['list']);
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
    await db.batch(factChangeStatements(name, value));
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
