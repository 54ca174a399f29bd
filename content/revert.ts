// `npm run content:revert -- ID [--to REVISION]` (issue 46, decision 0123): a record put back as
// it was, from its history (content/history.ts), as a publish file that then goes through every
// check of a publish (content/publish-run.ts). Without `--to`, the last change is undone (the
// record as it was before its latest revision); with it, the record as that revision left it.
// A withdrawn record comes back at its own id, its tombstone lifted. Pure TS.

import { previousValue, type Record_, type RevisionStore, readRecords, revisionsOf } from './history.ts';
import type { ImportSession } from './import-run.ts';
import type { Changes } from './publish-changes.ts';
import type { Revival } from './publish-history.ts';
import type { EntityKey } from './schema.ts';

/** Fields the site keeps whatever the content says (a replacement leaves them). */
const KEPT = new Set(['id', 'readCount']);

export type RevertPlan =
  | { ok: true; changes: Changes; revive?: Revival; summary: string }
  | { ok: false; problem: string };

/** The publish that puts `entity` `id` back as revision `to` left it (undefined: before its latest). */
export async function planRevert(
  db: ImportSession,
  store: RevisionStore,
  entity: EntityKey,
  id: string,
  to?: number,
): Promise<RevertPlan> {
  const revisions = await revisionsOf(db, entity, id);
  if (revisions.length === 0) return { ok: false, problem: `${entity} ${id} 没有修订记录（无历史可恢复）` };
  let value: Record_ | null;
  let summary: string;
  if (to === undefined) {
    const last = revisions.at(-1)!;
    value = await previousValue(store, last);
    summary = `撤销修订 ${last.revision}（${last.at} ${last.by} ${last.command}）`;
  } else {
    const at = revisions.findIndex((r) => r.revision === to);
    if (at < 0)
      return {
        ok: false,
        problem: `${entity} ${id} 没有修订 ${to}（有：${revisions.map((r) => r.revision).join('、')}）`,
      };
    const next = revisions[at + 1];
    if (!next) return { ok: false, problem: `${entity} ${id} 目前就是修订 ${to} 之后的样子，无需恢复` };
    value = await previousValue(store, next);
    summary = `恢复到修订 ${to} 之后的内容（${revisions[at]!.at}）`;
  }
  const current = (await readRecords(db, entity, [id])).get(id) ?? null;
  if (value === null) {
    if (!current) return { ok: false, problem: `${entity} ${id} 在该修订时并不存在，现在也不存在，无需恢复` };
    return {
      ok: true,
      changes: { version: 1, remove: { [entity]: [id] } } as Changes,
      summary: `${summary}：撤下该记录`,
    };
  }
  // A field the record gained since is cleared (null), not kept by the replacement's merge.
  const record: Record_ = { ...value, id };
  for (const key of Object.keys(current ?? {})) if (!(key in record) && !KEPT.has(key)) record[key] = null;
  if (current) {
    return { ok: true, changes: { version: 1, [entity]: [record], replace: { [entity]: [id] } } as Changes, summary };
  }
  return {
    ok: true,
    changes: { version: 1, [entity]: [record] } as Changes,
    revive: { entity, id },
    summary: `${summary}：已撤回的记录以原编号 ${id} 恢复`,
  };
}
