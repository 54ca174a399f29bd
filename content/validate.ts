// Validates an import document against content/README.md's rules: every problem with its
// path (entity, index, field). Pure TS: it runs in Node (the import CLI) and in workerd.

import { checkGuides } from './validate-guide.ts';
import { FIELDS, isDate, isDateTime, isObject, REF, REFERENCES, SPANS, type FieldRule } from './validate-rules.ts';
import { ENTITY_KEYS, type EntityKey, type Problem } from './schema.ts';

export { isDate, isDateTime } from './validate-rules.ts';

// ---------------------------------------------------------------------------------------
// The validator.

type Row = Record<string, unknown>;

/**
 * Every problem of an import document (content/README.md), each with its path, e.g.
 * `releases[12].releaseTime`. An empty list means contentStatements() may load it.
 */
export function validateContent(doc: unknown): Problem[] {
  const problems: Problem[] = [];
  if (!isObject(doc)) return [{ path: 'document', message: 'must be a JSON object' }];
  for (const key of Object.keys(doc)) {
    if (key !== 'version' && !(ENTITY_KEYS as readonly string[]).includes(key)) {
      problems.push({ path: key, message: `unknown list (expected ${ENTITY_KEYS.join(', ')})` });
    }
  }
  if (doc.version !== undefined && doc.version !== 1) problems.push({ path: 'version', message: 'must be 1' });

  const rows = {} as Record<EntityKey, { row: Row; path: string }[]>;
  for (const entity of ENTITY_KEYS) {
    rows[entity] = [];
    const list = doc[entity];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      problems.push({ path: entity, message: 'must be a list' });
      continue;
    }
    list.forEach((row, i) => {
      const path = `${entity}[${i}]`;
      if (!isObject(row)) {
        problems.push({ path, message: 'must be an object' });
        return;
      }
      checkFields(FIELDS[entity], row, path, problems);
      rows[entity].push({ row, path });
    });
  }

  const ids = {} as Record<EntityKey, Map<string, string>>;
  for (const entity of ENTITY_KEYS) ids[entity] = uniqueValues(rows[entity], 'id', 'id', problems);
  uniqueValues(rows.columns, 'columnCode', 'columnCode', problems);

  for (const { from, field, to, root } of REFERENCES) {
    for (const { row, path } of rows[from]) {
      const value = row[field];
      if (typeof value !== 'string' || !REF.test(value)) continue; // reported by its field rule
      if (!(root && value === '0') && !ids[to].has(value)) {
        problems.push({ path: `${path}.${field}`, message: `names no ${to} row ("${value}")` });
      }
    }
  }
  // A synonym's `faq:<id>` target names a FAQ of this document (issue 22).
  for (const { row, path } of rows.synonyms) {
    const target = row.target;
    if (typeof target === 'string' && target.startsWith('faq:') && !ids.authQus.has(target.slice(4))) {
      problems.push({ path: `${path}.target`, message: `names no authQus row ("${target.slice(4)}")` });
    }
  }
  checkTree(rows.columns, 'columnPid', problems);
  checkTree(rows.catalogue, 'parentId', problems);
  checkColumnKinds(rows, problems);
  checkGuides(rows.releases, new Map(rows.columns.map(({ row }) => [row.id, row.columnCode])), problems);

  for (const { entity, start, end } of SPANS) {
    for (const { row, path } of rows[entity]) {
      const [from, to] = [row[start], row[end]];
      const comparable = (isDateTime(from) && isDateTime(to)) || (isDate(from) && isDate(to));
      if (comparable && to < from) {
        problems.push({ path: `${path}.${end}`, message: `must not be before ${start} (${from})` });
      }
    }
  }
  return inDocumentOrder(problems);
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
    if (!(key in rules)) problems.push({ path: `${path}.${key}`, message: 'unknown field' });
  }
  for (const [key, rule] of Object.entries(rules)) {
    const value = row[key];
    if (value === undefined || (value === null && !rule.required)) {
      if (rule.required) problems.push({ path: `${path}.${key}`, message: 'is required' });
      continue;
    }
    const message = rule.check(value, `${path}.${key}`, problems);
    if (message) problems.push({ path: `${path}.${key}`, message });
  }
}

/** Reports repeated values of `field`; returns value → path of its first row. */
function uniqueValues(list: { row: Row; path: string }[], field: string, label: string, problems: Problem[]) {
  const seen = new Map<string, string>();
  for (const { row, path } of list) {
    const value = row[field];
    if (typeof value !== 'string') continue;
    const first = seen.get(value);
    if (first === undefined) seen.set(value, path);
    else problems.push({ path: `${path}.${field}`, message: `duplicate ${label} "${value}" (first at ${first})` });
  }
  return seen;
}

/** A parent chain must end at "0": no row may be its own ancestor. */
function checkTree(list: { row: Row; path: string }[], parentField: string, problems: Problem[]): void {
  const parent = new Map<string, string>();
  for (const { row } of list) {
    if (typeof row.id === 'string' && typeof row[parentField] === 'string')
      parent.set(row.id, row[parentField] as string);
  }
  for (const { row, path } of list) {
    const start = row.id;
    if (typeof start !== 'string') continue;
    let current = parent.get(start);
    for (let steps = 0; current !== undefined && current !== '0' && steps <= parent.size; steps++) {
      if (current === start) {
        problems.push({ path: `${path}.${parentField}`, message: 'makes a cycle: the row is its own ancestor' });
        break;
      }
      current = parent.get(current);
    }
  }
}

/** A link column needs its link; a link column holds no releases or activities. */
function checkColumnKinds(rows: Record<EntityKey, { row: Row; path: string }[]>, problems: Problem[]): void {
  const links = new Set<unknown>();
  for (const { row, path } of rows.columns) {
    if (row.columnType !== 'link') continue;
    links.add(row.id);
    if (typeof row.linkUrl !== 'string' || row.linkUrl.trim() === '') {
      problems.push({ path: `${path}.linkUrl`, message: 'is required for a link column' });
    }
  }
  for (const entity of ['releases', 'activities'] as const) {
    for (const { row, path } of rows[entity]) {
      if (links.has(row.columnId)) {
        problems.push({ path: `${path}.columnId`, message: 'names a link column, which shows no content' });
      }
    }
  }
}
