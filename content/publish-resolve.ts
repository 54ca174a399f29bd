// A publish file as the store will hold it (pure, deterministic: the checks and the batch
// resolve it alike): records with the id "new" given the next free ids of their list (never a
// removed one: removed-ids.ts), and the records the file replaces merged over the stored ones,
// stamped with the publish's time. Adding refuses an id that exists unless the file's `replace`
// names it, so a "new" record never overwrites one by accident, and refuses a removed id.

import { isObject } from './validate-formats.ts';
import { changedIds, replaceIds, type Changes } from './publish-changes.ts';
import type { Live } from './publish-live.ts';
import { ENTITY_KEYS, type EntityKey, type Problem } from './schema.ts';

/** The id a record carries to ask the tool for the next free one of its list. */
export const NEW_ID = 'new';

/** The ids handed out, per list, in the file's order. */
export type Allocated = { [K in EntityKey]?: string[] };

const listOf = (changes: Changes, entity: EntityKey): unknown[] => {
  const list: unknown = (changes as Record<string, unknown>)[entity];
  return Array.isArray(list) ? list : [];
};

/** The next free ids for the file's "new" records: above the highest the store ever used (removed ones too) and the file's own. */
export function allocateIds(changes: Changes, live: Live): Allocated {
  const out: Allocated = {};
  for (const entity of ENTITY_KEYS) {
    const list = listOf(changes, entity);
    const fresh = list.filter((r) => isObject(r) && (r as { id?: unknown }).id === NEW_ID).length;
    if (fresh === 0) continue;
    let next = Math.max(live.maxIds[entity] ?? 0, ...changedIds(changes, entity).map(Number), 0);
    out[entity] = Array.from({ length: fresh }, () => String(++next));
  }
  return out;
}

/** The file with its "new" ids given and its replacements merged over the stored records. */
export function resolveChanges(changes: Changes, live: Live): Changes {
  if (!isObject(changes)) return changes;
  const allocated = allocateIds(changes, live);
  const out: Record<string, unknown> = { ...changes };
  for (const entity of ENTITY_KEYS) {
    const list = (changes as Record<string, unknown>)[entity];
    if (!Array.isArray(list)) continue;
    const ids = [...(allocated[entity] ?? [])];
    const replaced = new Set(replaceIds(changes, entity));
    const stored = new Map((live.replaced[entity] ?? []).map((r) => [String(r.id), r]));
    out[entity] = list.map((record: unknown) => {
      if (!isObject(record)) return record;
      const r = record as Record<string, unknown>;
      if (r.id === NEW_ID) return { ...r, id: ids.shift() };
      const old = typeof r.id === 'string' && replaced.has(r.id) ? stored.get(r.id) : undefined;
      if (!old) return r;
      // Fields given win; null drops an optional field the stored record has. A replacement is a
      // change as of this publish: its updateTime says so (the sitemap's lastmod follows it).
      const merged: Record<string, unknown> = { ...old, ...r, updateTime: live.now };
      for (const [key, value] of Object.entries(merged)) if (value === null) delete merged[key];
      return merged;
    });
  }
  return out as Changes;
}

/** An id that exists, added without `replace`; a `replace` that names nothing it can replace. */
export function replaceProblems(changes: Changes, live: Live): Problem[] {
  const problems: Problem[] = [];
  const replace: unknown = changes.replace;
  if (replace !== undefined && !isObject(replace))
    return [{ path: 'replace', message: '须是由编号列表组成的对象，如 { "releases": ["1001"] }' }];
  for (const key of Object.keys((replace as object) ?? {}))
    if (!(ENTITY_KEYS as readonly string[]).includes(key))
      problems.push({ path: `replace.${key}`, message: `未知的列表，应为以下之一：${ENTITY_KEYS.join('、')}` });
  for (const entity of ENTITY_KEYS) {
    const named = replaceIds(changes, entity);
    const inFile = new Set(changedIds(changes, entity));
    listOf(changes, entity).forEach((record, i) => {
      const id = isObject(record) ? (record as { id?: unknown }).id : undefined;
      const removedAt = typeof id === 'string' ? live.tombstones[entity].get(id) : undefined;
      if (removedAt !== undefined) {
        problems.push({
          path: `${entity}[${i}].id`,
          message:
            `“${id}”是 ${removedAt} 删除的 ${entity} 记录：删除过的编号不再使用（指向它的链接会显示已撤下）。` +
            `要新增一条，请把 id 写成 "${NEW_ID}"，由工具分配下一个空闲编号`,
        });
        return;
      }
      if (typeof id !== 'string' || !live.existing[entity].has(id) || named.includes(id)) return;
      problems.push({
        path: `${entity}[${i}].id`,
        message:
          `“${id}”已是 ${entity} 中的一条记录。要更正它：在文件里加上 "replace": { "${entity}": ["${id}"] }，` +
          `只写要改的字段即可；要新增一条：把 id 写成 "${NEW_ID}"，由工具分配下一个空闲编号`,
      });
    });
    named.forEach((id, i) => {
      const path = `replace.${entity}[${i}]`;
      if (!inFile.has(id)) problems.push({ path, message: `写了 "${id}"，但文件里没有这个 id 的 ${entity} 记录` });
      else if (!live.existing[entity].has(id))
        problems.push({
          path,
          message: `写了 "${id}"，但库中没有这条记录：要新增它，请从 "replace" 中去掉`,
        });
    });
  }
  return problems;
}
