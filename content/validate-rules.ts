// The rules of the import document (content/README.md): formats, the check of each field of
// each entity, references between entities and time spans. validate.ts applies them.

import { CERTIFICATION_CODES, SERVICES, serviceByCode } from '../app/domain/services.ts';
import { CLASS_RULES, COLUMN_CLASSES } from '../app/domain/column-classes.ts';
import { GUIDE_FIELD_CHECKS } from './validate-guide.ts';
import { COLUMN_TYPES, AD_POSITIONS, type EntityKey, type Problem } from './schema.ts';
import { isDate, isDateTime, isObject } from './validate-formats.ts';

// ---------------------------------------------------------------------------------------
// Field rules: one table per entity. Each check returns a message, or null when fine.

export type Check = (value: unknown, path: string, problems: Problem[]) => string | null;

/** Ids fit a double exactly (D1 binds JS numbers) and have one spelling. */
const ID = /^[1-9]\d{0,14}$/;
export const REF = /^(0|[1-9]\d{0,14})$/;

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

/** A column's class for the inspection, or null for the default from its code. */
const columnClass: Check = (v) =>
  v === null || (typeof v === 'string' && (COLUMN_CLASSES as readonly string[]).includes(v))
    ? null
    : `must be a column class (${COLUMN_CLASSES.map((c) => `${c} ${CLASS_RULES[c].label}`).join(', ')}) or null for the default from its code`;

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
    if (!isObject(item)) {
      problems.push({ path: `${path}[${i}]`, message: 'must be an object { name, url }' });
      return;
    }
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

const variants: Check = (v, path, problems) => {
  if (!Array.isArray(v) || v.length === 0) return 'must be a non-empty list of words';
  v.forEach((word, i) => {
    if (typeof word !== 'string' || word.trim() === '') {
      problems.push({ path: `${path}[${i}]`, message: 'must be a non-empty word' });
    }
  });
  return null;
};

const SYNONYM_TARGET = /^(service:[a-z]+|faq:[1-9]\d*)$/;

/** `service:<code>` of the eight services, or `faq:<id>` (that the FAQ exists: validate.ts). */
const synonymTarget: Check = (v) =>
  v === null || (typeof v === 'string' && SYNONYM_TARGET.test(v) && (v.startsWith('faq:') || serviceByCode(v.slice(8))))
    ? null
    : `must be "service:<code>" (${SERVICES.map((s) => s.code).join(', ')}) or "faq:<id>"`;

export interface FieldRule {
  check: Check;
  required: boolean;
}
const req = (check: Check): FieldRule => ({ check, required: true });
const opt = (check: Check): FieldRule => ({ check, required: false });
const stamps = { createTime: opt(time), updateTime: opt(time) };

export const FIELDS: Record<EntityKey, Record<string, FieldRule>> = {
  columns: {
    id: req(id),
    columnPid: req(ref),
    columnCode: req(code),
    columnName: req(name),
    columnType: req(oneOf(COLUMN_TYPES)),
    linkUrl: opt(text),
    orderNum: req(int),
    description: opt(text),
    columnClass: opt(columnClass),
    ...stamps,
  },
  releases: {
    id: req(id),
    columnId: req(ref),
    title: req(name),
    subTitle: opt(text),
    summary: opt(text),
    content: opt(text),
    coverImage: opt(text),
    source: opt(text),
    author: opt(text),
    releaseTime: req(time),
    readCount: opt(count),
    isTop: opt(oneOf(['0', '1'])),
    linkUrl: opt(text),
    tags: opt(tags),
    attachments: opt(attachments),
    validUntil: opt((v) =>
      v === null || isDateTime(v) ? null : 'must be a time "yyyy-MM-dd HH:mm:ss" (Beijing time) or null',
    ),
    ...stamps,
    ...Object.fromEntries(Object.entries(GUIDE_FIELD_CHECKS).map(([key, check]) => [key, opt(check)])),
  },
  activities: {
    id: req(id),
    columnId: req(ref),
    title: req(name),
    summary: opt(text),
    content: opt(text),
    coverImage: opt(text),
    address: opt(text),
    organizer: opt(text),
    startTime: req(time),
    endTime: req(time),
    signUpUrl: opt(text),
    ...stamps,
  },
  exhibitionThemes: { id: req(id), themeName: req(name), orderNum: req(int), ...stamps },
  exhibitions: {
    id: req(id),
    themeId: req(ref),
    exhibitionName: req(name),
    country: req(name),
    city: opt(text),
    venue: opt(text),
    industry: opt(text),
    organizer: opt(text),
    contact: opt(text),
    phone: opt(text),
    startDate: req(date),
    endDate: req(date),
    registrationDeadline: opt(date),
    coverImage: opt(text),
    summary: opt(text),
    content: opt(text),
    linkUrl: opt(text),
    ...stamps,
  },
  advertising: {
    id: req(id),
    title: req(name),
    subTitle: opt(text),
    imageUrl: req(name),
    linkUrl: opt(text),
    position: req(oneOf(AD_POSITIONS)),
    orderNum: req(int),
    startTime: opt(time),
    endTime: opt(time),
    ...stamps,
  },
  hotWords: { id: req(id), columnId: req(ref), word: req(name), orderNum: req(int), ...stamps },
  authQuTypes: {
    id: req(id),
    typeName: req(name),
    serviceCode: req(oneOf(CERTIFICATION_CODES)),
    orderNum: req(int),
    ...stamps,
  },
  authQus: { id: req(id), typeId: req(ref), question: req(name), answer: req(html), orderNum: req(int), ...stamps },
  catalogue: {
    id: req(id),
    parentId: req(ref),
    catalogueName: req(name),
    catalogueCode: req(name),
    summary: opt(text),
    icon: opt(text),
    linkUrl: opt(text),
    fileUrl: opt(text),
    orderNum: req(int),
    ...stamps,
  },
  synonyms: { id: req(id), word: req(name), variants: req(variants), target: opt(synonymTarget), ...stamps },
};

/** A reference from one entity's field to another entity's ids; `root` allows "0". */
export const REFERENCES: { from: EntityKey; field: string; to: EntityKey; root: boolean }[] = [
  { from: 'columns', field: 'columnPid', to: 'columns', root: true },
  { from: 'releases', field: 'columnId', to: 'columns', root: false },
  { from: 'activities', field: 'columnId', to: 'columns', root: false },
  { from: 'exhibitions', field: 'themeId', to: 'exhibitionThemes', root: false },
  { from: 'hotWords', field: 'columnId', to: 'columns', root: true },
  { from: 'authQus', field: 'typeId', to: 'authQuTypes', root: false },
  { from: 'catalogue', field: 'parentId', to: 'catalogue', root: true },
];

/** Start/end pairs where the end must not come before the start. */
export const SPANS: { entity: EntityKey; start: string; end: string }[] = [
  { entity: 'activities', start: 'startTime', end: 'endTime' },
  { entity: 'exhibitions', start: 'startDate', end: 'endDate' },
  // Registrations close before the fair ends (a deadline after it is a typing slip).
  { entity: 'exhibitions', start: 'registrationDeadline', end: 'endDate' },
  { entity: 'advertising', start: 'startTime', end: 'endTime' },
];
