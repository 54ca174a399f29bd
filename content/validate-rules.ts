// The rules of the import document (content/README.md), from each record kind's definition:
// the check of each field, references between entities and time spans. validate.ts applies them.

import { FACT_NAME } from '../app/domain/fact-refs.ts';
import { SERVICES, serviceByCode } from '../app/domain/services.ts';
import { CLASS_RULES, COLUMN_CLASSES } from '../app/domain/column-classes.ts';
import { GUIDE_FIELD_CHECKS } from './validate-guide.ts';
import type { CheckName, FieldDef, Format } from '../app/api/records/field.ts';
import { ENTITY_KEYS, RECORD_KINDS, type RecordKind } from '../app/api/records/record-kinds.ts';
import type { EntityKey, Problem } from './schema.ts';
import { impossibleDate, isClock, isDate, isDateTime, isObject } from './validate-formats.ts';

// ---------------------------------------------------------------------------------------
// Field rules: each format's check, and the checks a definition names. Each returns a
// message, or null when fine.

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
const time: Check = (v) =>
  isDateTime(v) ? null : (impossibleDate(v) ?? 'must be a time "yyyy-MM-dd HH:mm:ss" (Beijing time)');
const date: Check = (v) => (isDate(v) ? null : (impossibleDate(v) ?? 'must be a date "yyyy-MM-dd"'));
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

/** A fact's name as references spell it (app/domain/fact-refs.ts). */
const factName: Check = (v) =>
  typeof v === 'string' && FACT_NAME.test(v)
    ? null
    : 'must be a fact name: [a-z0-9][a-z0-9._-]* (phone.hotline.certification)';

export interface FieldRule {
  check: Check;
  required: boolean;
}

/** The check of each format (a structure's is its named check). */
const FORMAT_CHECKS: Record<Exclude<Format, 'json' | 'enum'>, Check> = {
  id,
  ref,
  code,
  name,
  text,
  html,
  int,
  count,
  flag: oneOf(['0', '1']),
  time,
  date,
  clock: (v) => (isClock(v) ? null : 'must be a time of day "HH:mm" (Beijing time)'),
};

const NAMED_CHECKS: Record<Exclude<CheckName, 'guide'>, Check> = {
  tags,
  attachments,
  variants,
  synonymTarget,
  columnClass,
  factName,
};

function ruleOf(key: string, def: FieldDef): FieldRule {
  let check: Check;
  if (def.check === 'guide') check = GUIDE_FIELD_CHECKS[key]!;
  else if (def.check) check = NAMED_CHECKS[def.check];
  else if (def.format === 'enum') check = oneOf(def.values ?? []);
  else if (def.format === 'json') throw new Error(`${key}: a json field needs its check`);
  else check = FORMAT_CHECKS[def.format];
  return { check: def.maxLength ? atMost(def.maxLength, check) : check, required: def.required };
}

/** A text's own check, then its length in characters (not UTF-16 units: 汉字 and emoji count one each). */
const atMost =
  (max: number, check: Check): Check =>
  (v, path, problems) => {
    const message = check(v, path, problems);
    if (message || typeof v !== 'string') return message;
    const length = Array.from(v).length;
    return length > max ? `must be at most ${max} characters (it has ${length})` : null;
  };

type Kinds = Readonly<Record<EntityKey, RecordKind>>;
const fieldsOf = (kind: RecordKind) => Object.entries(kind.fields as Record<string, FieldDef>);

/** Each kind's field rules, from its definition. */
export function fieldRules(kinds: Kinds = RECORD_KINDS): Record<EntityKey, Record<string, FieldRule>> {
  return Object.fromEntries(
    ENTITY_KEYS.map((entity) => [
      entity,
      Object.fromEntries(fieldsOf(kinds[entity]).map(([key, def]) => [key, ruleOf(key, def)])),
    ]),
  ) as Record<EntityKey, Record<string, FieldRule>>;
}

export const FIELDS = fieldRules();

/** A reference from one entity's field to another entity's ids; `root` allows "0". */
export interface Reference {
  from: EntityKey;
  field: string;
  to: EntityKey;
  root: boolean;
}

/** Each kind's references, from its definition. */
export const references = (kinds: Kinds = RECORD_KINDS): Reference[] =>
  ENTITY_KEYS.flatMap((from) =>
    fieldsOf(kinds[from]).flatMap(([field, def]) =>
      def.refers ? [{ from, field, to: def.refers.to as EntityKey, root: def.refers.root }] : [],
    ),
  );

export const REFERENCES = references();

/** Start/end pairs where the end must not come before the start, from each kind's definition. */
export const spans = (kinds: Kinds = RECORD_KINDS): { entity: EntityKey; start: string; end: string }[] =>
  ENTITY_KEYS.flatMap((entity) =>
    fieldsOf(kinds[entity]).flatMap(([end, def]) => (def.notBefore ?? []).map((start) => ({ entity, start, end }))),
  );
