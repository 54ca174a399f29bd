// Lists content that is waiting (issue 46, content/schedule.ts): `--scheduled`, the releases
// whose release time is still to come, soonest first, with when and where each will appear.
// The worker shows them nowhere until then, and everywhere from then, with no command.
//
//   node scripts/content-list.ts --scheduled [--json] [--remote] [--env <name>] [--persist-to <dir>]

import { beijingNow, scheduledReleases } from '../content/schedule.ts';
import { fail, main, readCli } from './lib/cli.ts';
import { openD1 } from './lib/d1-session.ts';

const USAGE = 'node scripts/content-list.ts --scheduled [--json] [--remote] [--env <name>] [--persist-to <dir>]';

await main(async () => {
  const { target, positionals, flags } = readCli(USAGE, ['scheduled', 'json']);
  if (!flags.scheduled || positionals.length > 0) fail(`usage: ${USAGE}`);
  const db = await openD1(target);
  try {
    const now = beijingNow();
    const waiting = await scheduledReleases(db, now);
    if (flags.json) {
      console.log(JSON.stringify(waiting, null, 2));
      return;
    }
    if (waiting.length === 0) {
      console.log(`content-list: 没有定时发布的内容（北京时间 ${now}）。`);
      return;
    }
    console.log(`content-list: ${waiting.length} 条定时发布的内容等待发布（北京时间 ${now}）：`);
    for (const s of waiting) console.log(`  ${s.releaseTime}  ${s.kind} ${s.id}  “${s.title}”  ${s.url}`);
  } finally {
    await db.close();
  }
});
