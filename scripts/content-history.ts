// Lists one record's revisions (issue 46, content/history.ts): when, which command, who, what it
// did and the title before and after. `content:revert` puts a record back from them.
//
//   node scripts/content-history.ts <id> [--kind releases] [--json] [--remote] [--env <name>] [--persist-to <dir>]

import { revisionsOf } from '../content/history.ts';
import { ENTITY_KEYS, type EntityKey } from '../content/schema.ts';
import { fail, main, readCli } from './lib/cli.ts';
import { openD1 } from './lib/d1-session.ts';

const USAGE =
  'node scripts/content-history.ts <id> [--kind releases] [--json] [--remote] [--env <name>] [--persist-to <dir>]';

const ACTIONS = { added: '新增', changed: '修改', removed: '撤回' } as const;

await main(async () => {
  const { target, positionals, flags, values } = readCli(USAGE, ['json'], ['kind']);
  const [id] = positionals;
  const kind = (values.kind ?? 'releases') as EntityKey;
  if (!id || positionals.length > 1 || !/^\d+$/.test(id)) fail(`usage: ${USAGE}`);
  if (!ENTITY_KEYS.includes(kind)) fail(`--kind 须是 ${ENTITY_KEYS.join('、')} 之一`);
  const db = await openD1(target);
  try {
    const revisions = await revisionsOf(db, kind, id);
    if (flags.json) {
      console.log(JSON.stringify(revisions, null, 2));
      return;
    }
    if (revisions.length === 0) {
      console.log(`content-history: ${kind} ${id} 没有修订记录。`);
      return;
    }
    console.log(`content-history: ${kind} ${id} 共 ${revisions.length} 次修订（旧→新）：`);
    for (const r of revisions) {
      const change =
        r.action === 'changed' && r.previousTitle !== r.title
          ? `“${r.previousTitle}” → “${r.title}”`
          : `“${r.title ?? r.previousTitle}”`;
      console.log(`  修订 ${r.revision}  ${r.at}  ${r.command}  ${r.by}  ${ACTIONS[r.action]}  ${change}`);
    }
    console.log(
      `content-history: 撤销最后一次修改：npm run content:revert -- ${id}${kind === 'releases' ? '' : ` --kind ${kind}`}；恢复到某次修订之后的样子：加 --to 修订号。`,
    );
  } finally {
    await db.close();
  }
});
