// The checks of a publish (issue 28): its records by every rule of an import, against the
// content D1 holds after its removals (a FAQ's type, a fair's theme, a record's column exist),
// and what only a publish can get wrong: removing what is not there, or what rows it leaves
// alone still name; changing the kind of a column that holds content; adding an id that exists
// without saying it replaces it; leaving records disagreeing with a guide (publish-facts.ts). Pure TS.

import { ACTIVITY_COLUMN_CODES } from '../app/domain/column-codes.ts';
import { after, changedIds, listsOf, recordsOf, removedIds, type Changes } from './publish-changes.ts';
import type { Live } from './publish-live.ts';
import { ENTITY_KEYS, type ColumnRecord, type EntityKey, type Problem } from './schema.ts';
import { factProblems } from './publish-facts.ts';
import { literalProblems } from './publish-literals.ts';
import { replaceProblems, resolveChanges } from './publish-resolve.ts';
import { validateContent } from './validate.ts';
import { isObject } from './validate-formats.ts';

const ID = /^[1-9]\d{0,14}$/;

export interface PublishOptions {
  /** The operator knows the publish leaves records disagreeing with a guide (--accept-disagreements). */
  acceptDisagreements?: boolean;
}

/** Every problem of the changes against the live content, each with its path; none: publish. */
export function publishProblems(changes: unknown, live: Live, options: PublishOptions = {}): Problem[] {
  if (!isObject(changes)) return [{ path: 'document', message: '须是 JSON 对象 { "version": 1, … }' }];
  const problems: Problem[] = replaceProblems(changes as Changes, live);
  // The file as the store will hold it: "new" ids given, replacements merged over the stored records.
  const c = resolveChanges(changes as Changes, live);
  if (c.version === undefined) problems.push({ path: 'version', message: '必填，须写 "version": 1' });
  // The records by the import's rules, over what D1 holds once the removals are gone.
  const kept = <T extends { id: string }>(entity: EntityKey, rows: readonly T[]) => {
    const removed = new Set(removedIds(c, entity));
    return rows.filter((r) => !removed.has(r.id));
  };
  const base = {
    columns: kept('columns', live.columns),
    exhibitionThemes: kept('exhibitionThemes', live.exhibitionThemes),
    authQuTypes: kept('authQuTypes', live.authQuTypes),
    catalogue: kept('catalogue', live.catalogue),
    authQus: kept(
      'authQus',
      [...live.existing.authQus].map((id) => ({ id })),
    ),
  };
  const { remove: _, replace: __, ...records } = c;
  // A record refused for naming an id that exists without "replace" gets that one message: its
  // other fields' problems (a partial record missing columnId…) follow from the same slip.
  const refused = problems.flatMap((p) => (/^\w+\[\d+\]\.id$/.test(p.path) ? [p.path.slice(0, -'id'.length)] : []));
  problems.push(...validateContent(records, base).filter((p) => !refused.some((r) => p.path.startsWith(r))));
  problems.push(...removalProblems(c, live), ...columnKindProblems(c, live), ...activityColumnProblems(c, live));
  if (problems.length === 0 && listsOf(c).length === 0)
    problems.push({ path: 'document', message: '没有任何改动：文件里既没有要发布的记录，也没有要删除的' });
  // The facts are read over well-formed records only: the problems above come first.
  if (problems.length === 0 && !options.acceptDisagreements) problems.push(...factProblems(c, live));
  // A number, an address or hours written as text: no operator's word lets it through.
  if (problems.length === 0) problems.push(...literalProblems(c, live));
  return problems;
}

/** `remove`: lists of ids that exist, are not published too, and that nothing left alone names. */
function removalProblems(c: Changes, live: Live): Problem[] {
  const problems: Problem[] = [];
  const remove: unknown = c.remove;
  if (remove === undefined) return problems;
  if (!isObject(remove)) return [{ path: 'remove', message: '须是由编号列表组成的对象，如 { "releases": ["1001"] }' }];
  for (const [key, list] of Object.entries(remove)) {
    const entity = key as EntityKey;
    if (!ENTITY_KEYS.includes(entity)) {
      problems.push({ path: `remove.${key}`, message: `未知的列表，应为以下之一：${ENTITY_KEYS.join('、')}` });
      continue;
    }
    if (!Array.isArray(list)) {
      problems.push({ path: `remove.${key}`, message: '须是编号列表，如 ["1001"]' });
      continue;
    }
    const published = new Set(changedIds(c, entity));
    const seen = new Set<string>();
    list.forEach((id: unknown, i) => {
      const path = `remove.${key}[${i}]`;
      if (typeof id !== 'string' || !ID.test(id)) problems.push({ path, message: '须是十进制编号字符串，如 "1024"' });
      else if (seen.has(id)) problems.push({ path, message: `"${id}" 写了两次` });
      else if (!live.existing[entity].has(id)) problems.push({ path, message: `要删除的 ${key} 记录 "${id}" 不存在` });
      else if (published.has(id))
        problems.push({ path, message: `"${id}" 同时又在要发布的 ${key} 中：删除和发布只能选一个` });
      if (typeof id === 'string') seen.add(id);
    });
    for (const h of live.holders.filter((h) => h.to === entity)) {
      problems.push({
        path: `remove.${key}[${list.indexOf(h.id)}]`,
        message:
          `${key} 记录 "${h.id}" 仍被 ${h.count} 条本次不改动的 ${h.from} 记录（${h.field}）引用：` +
          `请在同一次发布中删除它们，或改指别处`,
      });
    }
  }
  return problems;
}

/**
 * A column's type and code decide what its releases are (an article, a guide, a page) and the
 * URL their search documents name: neither changes under content it holds (that is an import).
 */
function columnKindProblems(c: Changes, live: Live): Problem[] {
  const before = new Map(live.columns.map((col) => [col.id, col]));
  const problems: Problem[] = [];
  recordsOf(c, 'columns').forEach((col, i) => {
    const old = before.get(col.id);
    const filed = live.filed.get(col.id) ?? 0;
    if (!old || filed === 0) return;
    for (const key of ['columnType', 'columnCode'] as const) {
      if (old[key] === col[key]) continue;
      problems.push({
        path: `columns[${i}].${key}`,
        message:
          `要把 "${old[key]}" 改为 "${String(col[key])}"，但栏目 "${col.id}" 下还有 ${filed} 条信息或活动：` +
          `请在同一次发布中把它们移走，或用 content:import 修改这个栏目`,
      });
    }
  });
  return problems;
}

/** An activity goes where a page lists activities (ACTIVITY_COLUMN_CODES and their sub-columns). */
function activityColumnProblems(c: Changes, live: Live): Problem[] {
  const columns = new Map(after(c, 'columns', live.columns).map((col) => [col.id, col]));
  const listsActivities = (col: ColumnRecord | undefined): boolean => {
    for (let at = col, steps = 0; at && steps <= columns.size; at = columns.get(at.columnPid), steps++) {
      if (ACTIVITY_COLUMN_CODES.includes(at.columnCode)) return true;
    }
    return false;
  };
  const homes = [...columns.values()]
    .filter((col) => ACTIVITY_COLUMN_CODES.includes(col.columnCode))
    .map((col) => `${col.columnName} ("${col.id}")`);
  const problems: Problem[] = [];
  recordsOf(c, 'activities').forEach((a, i) => {
    const col = columns.get(a.columnId);
    if (!col || listsActivities(col)) return; // a column that is not there: the import's rules say so
    problems.push({
      path: `activities[${i}].columnId`,
      message: `指向的栏目 "${col.id}"（${col.columnName}）没有列出活动的页面：请放到 ${homes.join(' 或 ')} 下`,
    });
  });
  return problems;
}
