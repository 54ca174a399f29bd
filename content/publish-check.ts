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
  if (!isObject(changes)) return [{ path: 'document', message: 'must be a JSON object' }];
  const problems: Problem[] = replaceProblems(changes as Changes, live);
  // The file as the store will hold it: "new" ids given, replacements merged over the stored records.
  const c = resolveChanges(changes as Changes, live);
  if (c.version === undefined) problems.push({ path: 'version', message: 'is required and must be 1' });
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
  if (problems.length === 0 && listsOf(c).length === 0) problems.push({ path: 'document', message: 'changes nothing' });
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
  if (!isObject(remove))
    return [{ path: 'remove', message: 'must be an object of id lists, e.g. { "releases": ["1001"] }' }];
  for (const [key, list] of Object.entries(remove)) {
    const entity = key as EntityKey;
    if (!ENTITY_KEYS.includes(entity)) {
      problems.push({ path: `remove.${key}`, message: `unknown list (expected ${ENTITY_KEYS.join(', ')})` });
      continue;
    }
    if (!Array.isArray(list)) {
      problems.push({ path: `remove.${key}`, message: 'must be a list of ids' });
      continue;
    }
    const published = new Set(changedIds(c, entity));
    const seen = new Set<string>();
    list.forEach((id: unknown, i) => {
      const path = `remove.${key}[${i}]`;
      if (typeof id !== 'string' || !ID.test(id)) problems.push({ path, message: 'must be a decimal id string' });
      else if (seen.has(id)) problems.push({ path, message: `names "${id}" twice` });
      else if (!live.existing[entity].has(id)) problems.push({ path, message: `names no ${key} row ("${id}")` });
      else if (published.has(id)) problems.push({ path, message: `is also among the ${key} to publish ("${id}")` });
      if (typeof id === 'string') seen.add(id);
    });
    for (const h of live.holders.filter((h) => h.to === entity)) {
      problems.push({
        path: `remove.${key}[${list.indexOf(h.id)}]`,
        message:
          `${key} "${h.id}" is still named by ${h.count} of the ${h.from} (${h.field}) this publish leaves alone: ` +
          `remove them or point them elsewhere in the same publish`,
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
          `changes "${old[key]}" to "${String(col[key])}", but ${filed} releases or activities are filed in column ` +
          `"${col.id}": move them in the same publish, or change the column with content:import`,
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
      message: `names column "${col.id}" (${col.columnName}), where no page lists activities: file it under ${homes.join(' or ')}`,
    });
  });
  return problems;
}
