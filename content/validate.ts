// Validates an import document against content/README.md's rules: every problem with its
// path (entity, index, field). Pure TS: it runs in Node (the import CLI) and in workerd.

import { FACT_KINDS, type FactKind, factValueProblem } from '../app/domain/fact-refs.ts';
import { checkGuides } from './validate-guide-complete.ts';
import { checkServiceNames } from './validate-names.ts';
import { isDate, isDateTime, isObject, UNKNOWN_FIELD } from './validate-formats.ts';
import { FIELDS, fieldRules, REF, REFERENCES, references, spans, type FieldRule } from './validate-rules.ts';
import { RECORD_KINDS, type RecordKind } from '../app/api/records/record-kinds.ts';
import { ENTITY_KEYS, type EntityKey, type Problem } from './schema.ts';

export { isDate, isDateTime } from './validate-formats.ts';

// ---------------------------------------------------------------------------------------
// The validator.

type Row = Record<string, unknown>;

/** A row of the document (`path` set) or of the base (`path` null: context, never reported). */
interface Placed {
  row: Row;
  path: string | null;
}

/**
 * Rows already in the store that a partial document (a publish) is checked against: what its
 * rows may name, the column tree and codes it joins. They are context, never checked or
 * reported themselves; a document row replaces the base row of its id. Only `id` is needed
 * of an entity that is merely named (the FAQs a synonym targets).
 */
export type BaseRows = { readonly [K in EntityKey]?: readonly { readonly id: string }[] };

/**
 * Every problem of an import document (content/README.md), each with its path, e.g.
 * `releases[12].releaseTime`. An empty list means contentStatements() may load it. With a
 * `base`, the document is a publish's few records and is checked against those rows too.
 */
export function validateContent(
  doc: unknown,
  base: BaseRows = {},
  kinds: Readonly<Record<EntityKey, RecordKind>> = RECORD_KINDS,
): Problem[] {
  const rules = kinds === RECORD_KINDS ? FIELDS : fieldRules(kinds);
  const refs = kinds === RECORD_KINDS ? REFERENCES : references(kinds);
  const problems: Problem[] = [];
  if (!isObject(doc)) return [{ path: 'document', message: '须是 JSON 对象 { "version": 1, … }' }];
  for (const key of Object.keys(doc)) {
    if (key !== 'version' && !(ENTITY_KEYS as readonly string[]).includes(key)) {
      problems.push({ path: key, message: `未知的列表，应为以下之一：${ENTITY_KEYS.join('、')}` });
    }
  }
  if (doc.version !== undefined && doc.version !== 1) problems.push({ path: 'version', message: '须是 1' });

  const rows = {} as Record<EntityKey, { row: Row; path: string }[]>;
  for (const entity of ENTITY_KEYS) {
    rows[entity] = [];
    const list = doc[entity];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      problems.push({ path: entity, message: '须是列表 [ … ]' });
      continue;
    }
    list.forEach((row, i) => {
      const path = `${entity}[${i}]`;
      if (!isObject(row)) {
        problems.push({ path, message: '须是对象 { … }' });
        return;
      }
      checkFields(rules[entity], row, path, problems);
      rows[entity].push({ row, path });
    });
  }

  // The base rows the document does not replace: what else its rows may name or collide with.
  const context = {} as Record<EntityKey, Placed[]>;
  const ids = {} as Record<EntityKey, Map<string, string>>;
  for (const entity of ENTITY_KEYS) {
    ids[entity] = uniqueValues(rows[entity], 'id', 'id', problems);
    context[entity] = (base[entity] ?? [])
      .filter((row) => !ids[entity].has(row.id))
      .map((row) => ({ row: row as unknown as Row, path: null }));
    for (const { row } of context[entity]) ids[entity].set(row.id as string, '');
  }
  const all = (entity: EntityKey): Placed[] => [...context[entity], ...rows[entity]];
  uniqueValues(all('columns'), 'columnCode', 'columnCode', problems);
  // A fact is named once, and its value looks like its kind (a phone number like one).
  uniqueValues(all('facts'), 'name', '事实名称', problems);
  for (const { row, path } of rows.facts) {
    const { kind, value } = row;
    if (typeof value !== 'string' || !(FACT_KINDS as readonly unknown[]).includes(kind)) continue;
    const problem = factValueProblem(kind as FactKind, value);
    if (problem) problems.push({ path: `${path}.value`, message: problem });
  }

  for (const { from, field, to, root } of refs) {
    for (const { row, path } of rows[from]) {
      const value = row[field];
      if (typeof value !== 'string' || !REF.test(value)) continue; // reported by its field rule
      if (!(root && value === '0') && !ids[to].has(value)) {
        problems.push({ path: `${path}.${field}`, message: `指向的 ${to} 记录 "${value}" 不存在` });
      }
    }
  }
  // A synonym's `faq:<id>` target names a FAQ of this document (issue 22).
  for (const { row, path } of rows.synonyms) {
    const target = row.target;
    if (typeof target === 'string' && target.startsWith('faq:') && !ids.authQus.has(target.slice(4))) {
      problems.push({ path: `${path}.target`, message: `指向的 authQus 记录 "${target.slice(4)}" 不存在` });
    }
  }
  checkTree(all('columns'), 'columnPid', problems);
  checkTree(all('catalogue'), 'parentId', problems);
  checkColumnKinds(all('columns'), rows, problems);
  checkGuides(rows.releases, new Map(all('columns').map(({ row }) => [row.id, row.columnCode])), problems);
  checkServiceNames(all('columns'), rows.releases, rows.catalogue, problems);
  checkSubmitTargets(rows.exhibitions, problems);

  for (const { entity, start, end } of spans(kinds)) {
    for (const { row, path } of rows[entity]) {
      const [from, to] = [row[start], row[end]];
      const comparable = (isDateTime(from) && isDateTime(to)) || (isDate(from) && isDate(to));
      if (comparable && to < from) {
        problems.push({ path: `${path}.${end}`, message: `不能早于 ${start}（${from}）` });
      }
    }
  }
  return inDocumentOrder(problems);
}

/**
 * A fair's `submitTo` is what its `submitBy` needs: an e-mail fact reference (or address), an
 * `https://` form, or a postal address (neither of the other two) — a visitor acts on it as is.
 */
function checkSubmitTargets(fairs: readonly { row: Row; path: string }[], problems: Problem[]): void {
  const email = /^(\{\{fact:email\.[\w.-]+\}\}|[^\s@]+@[^\s@]+\.[a-z]{2,})$/i;
  for (const { row, path } of fairs) {
    const [by, to] = [row.submitBy ?? 'email', row.submitTo];
    if (typeof to !== 'string' || to.trim() === '') continue; // reported by its field rule
    const wrong =
      by === 'email'
        ? !email.test(to) && 'submitBy 为 email 时，须是邮箱的事实引用，如 {{fact:email.exhibition}}'
        : by === 'online'
          ? !/^https:\/\/\S+$/.test(to) && 'submitBy 为 online 时，须是在线表单的 https:// 网址'
          : by === 'post' &&
            (email.test(to) || /^https?:/.test(to)) &&
            'submitBy 为 post 时，须是邮寄地址（不是邮箱或网址）';
    if (wrong) problems.push({ path: `${path}.submitTo`, message: wrong });
  }
}

/** Sorts problems by list and row (stable: a row's problems keep their order). */
function inDocumentOrder(problems: Problem[]): Problem[] {
  const place = (path: string): [number, number] => {
    const m = /^(\w+)\[(\d+)\]/.exec(path);
    const list = ENTITY_KEYS.indexOf((m?.[1] ?? path) as EntityKey);
    return [list, m ? Number(m[2]) : -1];
  };
  return problems
    .map((problem) => ({ problem, at: place(problem.path) }))
    .sort((a, b) => a.at[0] - b.at[0] || a.at[1] - b.at[1])
    .map(({ problem }) => problem);
}

function checkFields(rules: Record<string, FieldRule>, row: Row, path: string, problems: Problem[]): void {
  for (const key of Object.keys(row)) {
    if (!(key in rules)) problems.push({ path: `${path}.${key}`, message: UNKNOWN_FIELD });
  }
  for (const [key, rule] of Object.entries(rules)) {
    const value = row[key];
    if (value === undefined || (value === null && !rule.required)) {
      if (rule.required) problems.push({ path: `${path}.${key}`, message: '必填，不能缺少' });
      continue;
    }
    const message = rule.check(value, `${path}.${key}`, problems);
    if (message) problems.push({ path: `${path}.${key}`, message });
  }
}

/**
 * Reports repeated values of `field` on the document's rows (base rows come first, so a
 * collision with one is reported on the document's row); returns value → path of its first row.
 */
function uniqueValues(list: Placed[], field: string, label: string, problems: Problem[]) {
  const seen = new Map<string, string>();
  for (const { row, path } of list) {
    const value = row[field];
    if (typeof value !== 'string') continue;
    const first = seen.get(value);
    const where = path ?? `id "${String(row.id)}"（库中已有）`;
    if (first === undefined) seen.set(value, where);
    else if (path !== null)
      problems.push({ path: `${path}.${field}`, message: `${label} "${value}" 重复（已用于 ${first}）` });
  }
  return seen;
}

/** A parent chain must end at "0": no row may be its own ancestor. */
function checkTree(list: Placed[], parentField: string, problems: Problem[]): void {
  const parent = new Map<string, string>();
  for (const { row } of list) {
    if (typeof row.id === 'string' && typeof row[parentField] === 'string')
      parent.set(row.id, row[parentField] as string);
  }
  for (const { row, path } of list) {
    const start = row.id;
    if (typeof start !== 'string' || path === null) continue;
    let current = parent.get(start);
    for (let steps = 0; current !== undefined && current !== '0' && steps <= parent.size; steps++) {
      if (current === start) {
        problems.push({
          path: `${path}.${parentField}`,
          message: '形成循环：这条记录成了自己的上级，请改指其他上级或 "0"',
        });
        break;
      }
      current = parent.get(current);
    }
  }
}

/** A link column needs its link; a link column holds no releases or activities. */
function checkColumnKinds(
  columns: Placed[],
  rows: Record<EntityKey, { row: Row; path: string }[]>,
  problems: Problem[],
): void {
  const links = new Set<unknown>();
  for (const { row, path } of columns) {
    if (row.columnType !== 'link') continue;
    links.add(row.id);
    if (path !== null && (typeof row.linkUrl !== 'string' || row.linkUrl.trim() === '')) {
      problems.push({ path: `${path}.linkUrl`, message: '链接栏目必须填写链接地址' });
    }
  }
  for (const entity of ['releases', 'activities'] as const) {
    for (const { row, path } of rows[entity]) {
      if (links.has(row.columnId)) {
        problems.push({ path: `${path}.columnId`, message: '指向的是链接栏目，链接栏目不显示内容：请改放到内容栏目' });
      }
    }
  }
}
