// Import rules for service guides (docs/api.md "Guide sections"): the shape of each section
// field on any release. That a guide has every section, sourced and free of placeholder text:
// validate-guide-complete.ts.

import { CASES_SECTION, GUIDE_SECTIONS, VERIFY_SECTION } from '../app/domain/guide-sections.ts';
import { AGREEMENT_ISSUERS, AGREEMENT_KINDS } from '../app/domain/agreements.ts';
import { serviceByCode } from '../app/domain/services.ts';
import type { Problem } from './schema.ts';
import { conventionCheck, officialSourceProblem } from './validate-convention.ts';
import { UNKNOWN_FIELD } from './validate-formats.ts';

export type Row = Record<string, unknown>;
/** A field rule as validate.ts runs them: a message, or null when fine. */
export type Check = (value: unknown, path: string, problems: Problem[]) => string | null;

export const isObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const HTTP_URL = /^https?:\/\/[^\s/]+\S*$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECTION_KEYS = [...GUIDE_SECTIONS.map((s) => s.key as string), VERIFY_SECTION.key, CASES_SECTION.key];
const ORIGINALS = ['原件', '复印件', '原件及复印件'];
const NON_EMPTY = '不能为空，须填写文字';
const NONE_EMPTY = '须是字符串，没有时写 ""';

/** Checks a list of objects with exactly these fields, each by its own rule. */
function objects(fields: Record<string, (v: unknown) => string | null>, shape: string): Check {
  return (v, path, problems) => {
    if (!Array.isArray(v)) return `须是 ${shape} 的列表`;
    v.forEach((item, i) => {
      if (!isObject(item)) {
        problems.push({ path: `${path}[${i}]`, message: `须是对象 ${shape}` });
        return;
      }
      for (const key of Object.keys(item)) {
        if (!(key in fields)) problems.push({ path: `${path}[${i}].${key}`, message: UNKNOWN_FIELD });
      }
      for (const [key, rule] of Object.entries(fields)) {
        const message = rule(item[key]);
        if (message) problems.push({ path: `${path}[${i}].${key}`, message });
      }
    });
    return null;
  };
}

function pair(a: string, b: string): Check {
  return (v, path, problems) => {
    if (!isObject(v)) return `须是对象 { ${a}, ${b} }`;
    for (const key of Object.keys(v))
      if (key !== a && key !== b) problems.push({ path: `${path}.${key}`, message: UNKNOWN_FIELD });
    for (const key of [a, b]) if (!filled(v[key])) problems.push({ path: `${path}.${key}`, message: NON_EMPTY });
    return null;
  };
}

function isDay(v: unknown): boolean {
  const m = typeof v === 'string' ? DAY.exec(v) : null;
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
}

const nonEmpty = (v: unknown) => (filled(v) ? null : NON_EMPTY);
const text: Check = (v) => (v === null || typeof v === 'string' ? null : '须是字符串，或写 null');
const strings: Check = (v, path, problems) => {
  if (!Array.isArray(v)) return '须是字符串列表 ["…", …]';
  v.forEach((s, i) => {
    if (!filled(s)) problems.push({ path: `${path}[${i}]`, message: NON_EMPTY });
  });
  return null;
};
const httpUrl = (v: unknown) =>
  typeof v === 'string' && HTTP_URL.test(v) ? null : '须是完整的网址，以 http:// 或 https:// 开头';

/** Section field rules, merged into the release rules of validate.ts (all optional there). */
export const GUIDE_FIELD_CHECKS: Record<string, Check> = {
  scope: text,
  agency: text,
  basis: objects({ name: nonEmpty, number: nonEmpty }, '{ name, number }'),
  conditions: strings,
  materials: objects(
    {
      name: nonEmpty,
      original: (v) =>
        typeof v === 'string' && ORIGINALS.includes(v) ? null : `须是以下之一：${ORIGINALS.join('、')}`,
      copies: (v) => (Number.isSafeInteger(v) && (v as number) >= 1 ? null : '须是不小于 1 的整数'),
      note: (v) => (typeof v === 'string' ? null : NONE_EMPTY),
      formUrl: (v) =>
        v === '' || (typeof v === 'string' && /^\/files\/\S+$/.test(v)) ? null : '须是 /files/… 路径，没有表格时写 ""',
    },
    '{ name, original, copies, note, formUrl }',
  ),
  steps: strings,
  timeLimit: pair('promised', 'statutory'),
  fees: pair('text', 'basis'),
  place: text,
  visits: (v) => (Number.isSafeInteger(v) && (v as number) >= 0 ? null : '须是不小于 0 的整数'),
  hotline: text,
  complaintPhone: text,
  onlineUrl: (v) => (v === null ? null : httpUrl(v)),
  verifyLinks: objects({ name: nonEmpty, url: httpUrl }, '{ name, url }'),
  cases: objects(
    {
      key: (v) => (typeof v === 'string' && /^[a-z0-9-]+$/.test(v) ? null : '只能由小写字母、数字或 "-" 组成'),
      name: nonEmpty,
      when: nonEmpty,
      how: (v) => (Array.isArray(v) && v.length > 0 && v.every(filled) ? null : '须是不为空的字符串列表'),
    },
    '{ key, name, when, how }',
  ),
  sources: objects(
    {
      title: nonEmpty,
      issuer: nonEmpty,
      number: (v) => (typeof v === 'string' ? null : NONE_EMPTY),
      date: (v) => (v === '' || isDay(v) ? null : '须是日期 "yyyy-MM-dd"，没有时写 ""'),
      url: (v) =>
        v === '' || httpUrl(v) === null || (typeof v === 'string' && /^\/(?!\/)\S+$/.test(v))
          ? null
          : '须是完整的 http(s) 网址或站内路径（以 / 开头），没有时写 ""',
      sections: (v) =>
        Array.isArray(v) && v.length > 0 && v.every((k) => SECTION_KEYS.includes(k as string))
          ? null
          : `须是不为空的章节键列表，章节键为：${SECTION_KEYS.join('、')}`,
      checked: (v) => (isDay(v) ? null : '须是最近一次核对的日期 "yyyy-MM-dd"'),
    },
    '{ title, issuer, number, date, url, sections, checked }',
  ),
  journey: journeyCheck,
  agreements: agreementsCheck,
  convention: conventionCheck,
};

const wordList = (v: unknown) => (Array.isArray(v) && v.every(filled) ? null : '须是不含空字符串的列表，没有时写 []');

/**
 * The preferential agreements (app/domain/agreements.ts): each with its partners, who issues
 * its certificates and its source with the day it was checked; no name twice.
 */
function agreementsCheck(v: unknown, path: string, problems: Problem[]): string | null {
  const shape =
    '{ name, short, kind, partners, region, aliases, certificate, issuers, inForce, partnerInForce, note, source }';
  const check = objects(
    {
      name: nonEmpty,
      short: nonEmpty,
      kind: (k) => (AGREEMENT_KINDS.includes(k as never) ? null : `须是以下之一：${AGREEMENT_KINDS.join('、')}`),
      partners: (p) => (Array.isArray(p) && p.length > 0 && wordList(p) === null ? null : '须列出缔约方'),
      region: (r) => (typeof r === 'string' ? null : NONE_EMPTY),
      aliases: wordList,
      certificate: nonEmpty,
      issuers: (i) => (AGREEMENT_ISSUERS.includes(i as never) ? null : `须是以下之一：${AGREEMENT_ISSUERS.join('、')}`),
      inForce: (d) => (isDay(d) ? null : '须是对中国生效之日 "yyyy-MM-dd"'),
      partnerInForce: (l) =>
        l === undefined ||
        (Array.isArray(l) && l.every((p) => isObject(p) && filled(p.partner) && isDay(p.inForce) && filled(p.basis)))
          ? null
          : '须是 { partner, inForce（yyyy-MM-dd）, basis } 的列表，或不写',
      note: (n) => (typeof n === 'string' ? null : NONE_EMPTY),
      source: officialSourceProblem,
    },
    shape,
  );
  const message = check(v, path, problems);
  if (message) return message;
  (v as Row[]).forEach((a, i) => {
    const partners = Array.isArray(a.partners) ? a.partners : [];
    const later = Array.isArray(a.partnerInForce) ? (a.partnerInForce as Row[]) : [];
    later.forEach((p, j) => {
      if (!partners.includes(p.partner))
        problems.push({
          path: `${path}[${i}].partnerInForce[${j}].partner`,
          message: `不是《${String(a.name)}》的缔约方，请先写入 partners`,
        });
      else if (typeof p.inForce === 'string' && typeof a.inForce === 'string' && p.inForce <= a.inForce)
        problems.push({
          path: `${path}[${i}].partnerInForce[${j}].inForce`,
          message: '须晚于协定首次生效之日（inForce）',
        });
    });
  });
  const names = (v as Row[]).map((a) => a.name);
  names.forEach((n, i) => {
    if (names.indexOf(n) !== i) problems.push({ path: `${path}[${i}].name`, message: `“${String(n)}”写了两次` });
  });
  return null;
}

function journeyCheck(v: unknown, path: string, problems: Problem[]): string | null {
  if (!isObject(v) || !Array.isArray(v.steps) || v.steps.length === 0)
    return '须是对象 { steps, sidePaths }，且 steps 不能为空';
  for (const list of ['steps', 'sidePaths'] as const) {
    const steps = v[list] ?? [];
    if (!Array.isArray(steps)) {
      problems.push({ path: `${path}.${list}`, message: '须是列表 [ … ]' });
      continue;
    }
    steps.forEach((step, i) => {
      const at = `${path}.${list}[${i}]`;
      if (!isObject(step) || !filled(step.title)) {
        problems.push({ path: at, message: '须是带标题（title）的对象' });
        return;
      }
      const codes = [
        ...(Array.isArray(step.services) ? step.services : []),
        ...(Array.isArray(step.choices) ? step.choices.map((c) => (isObject(c) ? c.service : c)) : []),
      ];
      for (const code of codes) {
        if (!serviceByCode(typeof code === 'string' ? code : ''))
          problems.push({ path: at, message: `没有代码为 "${String(code)}" 的服务` });
      }
      if (
        step.link !== undefined &&
        step.link !== null &&
        !(typeof step.link === 'string' && /^\/[\w\-/]*(#[\w-]+)?$/.test(step.link))
      ) {
        problems.push({ path: `${at}.link`, message: '须是站内路径，如 /service/commercial/origin' });
      }
    });
  }
  return null;
}
