// The rules of the import document (content/README.md), from each record kind's definition:
// the check of each field, references between entities and time spans. validate.ts applies them.

import { FACT_NAME } from '../app/domain/fact-refs.ts';
import { SERVICES, serviceByCode } from '../app/domain/services.ts';
import { CLASS_RULES, COLUMN_CLASSES } from '../app/domain/column-classes.ts';
import { GUIDE_FIELD_CHECKS } from './validate-guide.ts';
import type { CheckName, FieldDef, Format } from '../app/api/records/field.ts';
import { ENTITY_KEYS, RECORD_KINDS, type RecordKind } from '../app/api/records/record-kinds.ts';
import type { EntityKey, Problem } from './schema.ts';
import { impossibleDate, isClock, isDate, isDateTime, isObject, UNKNOWN_FIELD } from './validate-formats.ts';

// ---------------------------------------------------------------------------------------
// Field rules: each format's check, and the checks a definition names. Each returns a
// message, or null when fine.

export type Check = (value: unknown, path: string, problems: Problem[]) => string | null;

/** Ids fit a double exactly (D1 binds JS numbers) and have one spelling. */
const ID = /^[1-9]\d{0,14}$/;
export const REF = /^(0|[1-9]\d{0,14})$/;

const id: Check = (v) => (typeof v === 'string' && ID.test(v) ? null : '须是十进制编号字符串，如 "1024"');
const ref: Check = (v) =>
  typeof v === 'string' && REF.test(v) ? null : '须是十进制编号字符串，如 "1024"（表示顶层时写 "0"）';
const text: Check = (v) => (v === null || typeof v === 'string' ? null : '须是字符串，或写 null');
const html: Check = (v) => (typeof v === 'string' ? null : '须是字符串（HTML 正文）');
const name: Check = (v) => (typeof v === 'string' && v.trim() !== '' ? null : '不能为空，须填写文字');
const code: Check = (v) =>
  typeof v === 'string' && /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(v)
    ? null
    : '只能由字母、数字、"-" 或 "_" 组成，且以字母或数字开头';
const int: Check = (v) => (Number.isSafeInteger(v) ? null : '须是整数');
const count: Check = (v) => (Number.isSafeInteger(v) && (v as number) >= 0 ? null : '须是不小于 0 的整数');
const time: Check = (v) =>
  isDateTime(v) ? null : (impossibleDate(v) ?? '须是时间 "yyyy-MM-dd HH:mm:ss"（北京时间），如 "2026-03-01 09:00:00"');
const date: Check = (v) => (isDate(v) ? null : (impossibleDate(v) ?? '须是日期 "yyyy-MM-dd"，如 "2026-03-01"'));
const oneOf =
  (values: readonly string[]): Check =>
  (v) =>
    typeof v === 'string' && values.includes(v) ? null : `须是以下之一：${values.join('、')}`;

/** A column's class for the inspection, or null for the default from its code. */
const columnClass: Check = (v) =>
  v === null || (typeof v === 'string' && (COLUMN_CLASSES as readonly string[]).includes(v))
    ? null
    : `须是栏目类别之一（${COLUMN_CLASSES.map((c) => `${c} ${CLASS_RULES[c].label}`).join('、')}），或写 null 按栏目代码取默认类别`;

const tags: Check = (v, path, problems) => {
  if (!Array.isArray(v)) return '须是标签名的列表';
  v.forEach((tag, i) => {
    if (typeof tag !== 'string' || tag.trim() === '') {
      problems.push({ path: `${path}[${i}]`, message: '标签名不能为空' });
    }
  });
  return null;
};

const attachments: Check = (v, path, problems) => {
  if (!Array.isArray(v)) return '须是 { name, url } 的列表';
  v.forEach((item, i) => {
    if (!isObject(item)) {
      problems.push({ path: `${path}[${i}]`, message: '须是对象 { name, url }' });
      return;
    }
    for (const key of Object.keys(item)) {
      if (key !== 'name' && key !== 'url') problems.push({ path: `${path}[${i}].${key}`, message: UNKNOWN_FIELD });
    }
    for (const key of ['name', 'url'] as const) {
      const message = name(item[key], '', problems);
      if (message) problems.push({ path: `${path}[${i}].${key}`, message });
    }
  });
  return null;
};

const variants: Check = (v, path, problems) => {
  if (!Array.isArray(v) || v.length === 0) return '须是不为空的词语列表';
  v.forEach((word, i) => {
    if (typeof word !== 'string' || word.trim() === '') {
      problems.push({ path: `${path}[${i}]`, message: '词语不能为空' });
    }
  });
  return null;
};

const SYNONYM_TARGET = /^(service:[a-z]+|faq:[1-9]\d*)$/;

/** `service:<code>` of the eight services, or `faq:<id>` (that the FAQ exists: validate.ts). */
const synonymTarget: Check = (v) =>
  v === null || (typeof v === 'string' && SYNONYM_TARGET.test(v) && (v.startsWith('faq:') || serviceByCode(v.slice(8))))
    ? null
    : `须是 "service:<服务代码>"（${SERVICES.map((s) => s.code).join('、')}）或 "faq:<问答编号>"`;

/** A fact's name as references spell it (app/domain/fact-refs.ts). */
const factName: Check = (v) =>
  typeof v === 'string' && FACT_NAME.test(v)
    ? null
    : '须是事实名称：小写字母、数字、"."、"_" 或 "-"，以字母或数字开头，如 phone.hotline.certification';

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
  clock: (v) => (isClock(v) ? null : '须是一天中的时刻 "HH:mm"（北京时间），如 "09:00"'),
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
    return length > max ? `最多 ${max} 个字，现有 ${length} 个，请删减` : null;
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
