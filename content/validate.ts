// Validates an import document against content/README.md's rules: every problem with its
// path (entity, index, field). Pure TS: it runs in Node (the import CLI) and in workerd.

import { ENTITY_KEYS, COLUMN_TYPES, AD_POSITIONS, SERVICE_CODES, type EntityKey, type Problem } from './schema.ts';

// ---------------------------------------------------------------------------------------
// Formats (content/README.md; API.md "Common rules"): Beijing time, no offset.

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 0;
  return d <= days;
}

/** `yyyy-MM-dd HH:mm:ss` naming a real moment. */
export function isDateTime(value: unknown): value is string {
  const m = typeof value === 'string' ? DATE_TIME.exec(value) : null;
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return isCalendarDate(y, mo, d) && h < 24 && mi < 60 && s < 60;
}

/** `yyyy-MM-dd` naming a real day. */
export function isDate(value: unknown): value is string {
  const m = typeof value === 'string' ? DATE.exec(value) : null;
  if (!m) return false;
  const [y, mo, d] = m.slice(1).map(Number) as [number, number, number];
  return isCalendarDate(y, mo, d);
}

// ---------------------------------------------------------------------------------------
// Field rules: one table per entity. Each check returns a message, or null when fine.

type Check = (value: unknown, path: string, problems: Problem[]) => string | null;

/** Ids fit a double exactly (D1 binds JS numbers) and have one spelling. */
const ID = /^[1-9]\d{0,14}$/;
const REF = /^(0|[1-9]\d{0,14})$/;

const id: Check = (v) => (typeof v === 'string' && ID.test(v) ? null : 'must be a decimal id string such as "1024"');
const ref: Check = (v) =>
  typeof v === 'string' && REF.test(v) ? null : 'must be a decimal id string ("0" where top level is meant)';
const text: Check = (v) => (v === null || typeof v === 'string' ? null : 'must be a string or null');
const html: Check = (v) => (typeof v === 'string' ? null : 'must be a string (HTML)');
const name: Check = (v) => (typeof v === 'string' && v.trim() !== '' ? null : 'must be a non-empty string');
const code: Check = (v) =>
  typeof v === 'string' && /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(v) ? null : 'must be letters, digits, "-" or "_"';
const int: Check = (v) => (Number.isSafeInteger(v) ? null : 'must be an integer');
const count: Check = (v) => (Number.isSafeInteger(v) && (v as number) >= 0 ? null : 'must be a whole number ≥ 0');
const time: Check = (v) => (isDateTime(v) ? null : 'must be a time "yyyy-MM-dd HH:mm:ss" (Beijing time)');
const date: Check = (v) => (isDate(v) ? null : 'must be a date "yyyy-MM-dd"');
const oneOf =
  (values: readonly string[]): Check =>
  (v) =>
    typeof v === 'string' && values.includes(v) ? null : `must be one of ${values.join(', ')}`;

const tags: Check = (v, path, problems) => {
  if (!Array.isArray(v)) return 'must be a list of tag names';
  v.forEach((tag, i) => {
    if (typeof tag !== 'string' || tag.trim() === '') {
      problems.push({ path: `${path}[${i}]`, message: 'must be a non-empty tag name' });
    }
  });
  return null;
};

const attachments: Check = (v, path, problems) => {
  if (!Array.isArray(v)) return 'must be a list of { name, url }';
  v.forEach((item, i) => {
    if (!isObject(item)) return problems.push({ path: `${path}[${i}]`, message: 'must be an object { name, url }' });
    for (const key of Object.keys(item)) {
      if (key !== 'name' && key !== 'url') problems.push({ path: `${path}[${i}].${key}`, message: 'unknown field' });
    }
    for (const key of ['name', 'url'] as const) {
      const message = name(item[key], '', problems);
      if (message) problems.push({ path: `${path}[${i}].${key}`, message });
    }
  });
  return null;
};

interface FieldRule {
  check: Check;
  required: boolean;
}
const req = (check: Check): FieldRule => ({ check, required: true });
const opt = (check: Check): FieldRule => ({ check, required: false });
const stamps = { createTime: opt(time), updateTime: opt(time) };

const FIELDS: Record<EntityKey, Record<string, FieldRule>> = {
  columns: {
    id: req(id), columnPid: req(ref), columnCode: req(code), columnName: req(name),
    columnType: req(oneOf(COLUMN_TYPES)), linkUrl: opt(text), orderNum: req(int), description: opt(text), ...stamps,
  },
  releases: {
    id: req(id), columnId: req(ref), title: req(name), subTitle: opt(text), summary: opt(text), content: opt(text),
    coverImage: opt(text), source: opt(text), author: opt(text), releaseTime: req(time), readCount: opt(count),
    isTop: opt(oneOf(['0', '1'])), linkUrl: opt(text), tags: opt(tags), attachments: opt(attachments), ...stamps,
  },
  activities: {
    id: req(id), columnId: req(ref), title: req(name), summary: opt(text), content: opt(text), coverImage: opt(text),
    address: opt(text), organizer: opt(text), startTime: req(time), endTime: req(time), signUpUrl: opt(text), ...stamps,
  },
  exhibitionThemes: { id: req(id), themeName: req(name), orderNum: req(int), ...stamps },
  exhibitions: {
    id: req(id), themeId: req(ref), exhibitionName: req(name), country: req(name), city: opt(text), venue: opt(text),
    industry: opt(text), organizer: opt(text), contact: opt(text), phone: opt(text), startDate: req(date),
    endDate: req(date), coverImage: opt(text), summary: opt(text), content: opt(text), linkUrl: opt(text), ...stamps,
  },
  advertising: {
    id: req(id), title: req(name), imageUrl: req(name), linkUrl: opt(text), position: req(oneOf(AD_POSITIONS)),
    orderNum: req(int), startTime: opt(time), endTime: opt(time), ...stamps,
  },
  hotWords: { id: req(id), columnId: req(ref), word: req(name), orderNum: req(int), ...stamps },
  authQuTypes: { id: req(id), typeName: req(name), serviceCode: req(oneOf(SERVICE_CODES)), orderNum: req(int), ...stamps },
  authQus: { id: req(id), typeId: req(ref), question: req(name), answer: req(html), orderNum: req(int), ...stamps },
  catalogue: {
    id: req(id), parentId: req(ref), catalogueName: req(name), catalogueCode: req(name), summary: opt(text),
    icon: opt(text), linkUrl: opt(text), fileUrl: opt(text), orderNum: req(int), ...stamps,
  },
};

/** A reference from one entity's field to another entity's ids; `root` allows "0". */
const REFERENCES: { from: EntityKey; field: string; to: EntityKey; root: boolean }[] = [
  { from: 'columns', field: 'columnPid', to: 'columns', root: true },
  { from: 'releases', field: 'columnId', to: 'columns', root: false },
  { from: 'activities', field: 'columnId', to: 'columns', root: false },
  { from: 'exhibitions', field: 'themeId', to: 'exhibitionThemes', root: false },
  { from: 'hotWords', field: 'columnId', to: 'columns', root: true },
  { from: 'authQus', field: 'typeId', to: 'authQuTypes', root: false },
  { from: 'catalogue', field: 'parentId', to: 'catalogue', root: true },
];

/** Start/end pairs where the end must not come before the start. */
const SPANS: { entity: EntityKey; start: string; end: string }[] = [
  { entity: 'activities', start: 'startTime', end: 'endTime' },
  { entity: 'exhibitions', start: 'startDate', end: 'endDate' },
  { entity: 'advertising', start: 'startTime', end: 'endTime' },
];

// ---------------------------------------------------------------------------------------
// The validator.

type Row = Record<string, unknown>;

function isObject(v: unknown): v is Row {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

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
      if (!isObject(row)) return problems.push({ path, message: 'must be an object' });
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
  checkTree(rows.columns, 'columnPid', problems);
  checkTree(rows.catalogue, 'parentId', problems);
  checkColumnKinds(rows, problems);

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
    if (typeof row.id === 'string' && typeof row[parentField] === 'string') parent.set(row.id, row[parentField] as string);
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
