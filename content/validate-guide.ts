// Import rules for service guides (docs/api.md "Guide sections"): the shape of each section
// field on any release. That a guide has every section, sourced and free of placeholder text:
// validate-guide-complete.ts.

import { GUIDE_SECTIONS, VERIFY_SECTION } from '../app/domain/guide-sections.ts';
import { AGREEMENT_ISSUERS, AGREEMENT_KINDS } from '../app/domain/agreements.ts';
import { serviceByCode } from '../app/domain/services.ts';
import type { Problem } from './schema.ts';
import { conventionCheck, officialSourceProblem } from './validate-convention.ts';

export type Row = Record<string, unknown>;
/** A field rule as validate.ts runs them: a message, or null when fine. */
export type Check = (value: unknown, path: string, problems: Problem[]) => string | null;

export const isObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const HTTP_URL = /^https?:\/\/[^\s/]+\S*$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECTION_KEYS = [...GUIDE_SECTIONS.map((s) => s.key as string), VERIFY_SECTION.key];
const ORIGINALS = ['原件', '复印件', '原件及复印件'];

/** Checks a list of objects with exactly these fields, each by its own rule. */
function objects(fields: Record<string, (v: unknown) => string | null>, shape: string): Check {
  return (v, path, problems) => {
    if (!Array.isArray(v)) return `must be a list of ${shape}`;
    v.forEach((item, i) => {
      if (!isObject(item)) {
        problems.push({ path: `${path}[${i}]`, message: `must be an object ${shape}` });
        return;
      }
      for (const key of Object.keys(item)) {
        if (!(key in fields)) problems.push({ path: `${path}[${i}].${key}`, message: 'unknown field' });
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
    if (!isObject(v)) return `must be an object { ${a}, ${b} }`;
    for (const key of Object.keys(v))
      if (key !== a && key !== b) problems.push({ path: `${path}.${key}`, message: 'unknown field' });
    for (const key of [a, b])
      if (!filled(v[key])) problems.push({ path: `${path}.${key}`, message: 'must be a non-empty string' });
    return null;
  };
}

function isDay(v: unknown): boolean {
  const m = typeof v === 'string' ? DAY.exec(v) : null;
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
}

const nonEmpty = (v: unknown) => (filled(v) ? null : 'must be a non-empty string');
const text: Check = (v) => (v === null || typeof v === 'string' ? null : 'must be a string or null');
const strings: Check = (v, path, problems) => {
  if (!Array.isArray(v)) return 'must be a list of strings';
  v.forEach((s, i) => {
    if (!filled(s)) problems.push({ path: `${path}[${i}]`, message: 'must be a non-empty string' });
  });
  return null;
};
const httpUrl = (v: unknown) => (typeof v === 'string' && HTTP_URL.test(v) ? null : 'must be an absolute http(s) URL');

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
        typeof v === 'string' && ORIGINALS.includes(v) ? null : `must be one of ${ORIGINALS.join(', ')}`,
      copies: (v) => (Number.isSafeInteger(v) && (v as number) >= 1 ? null : 'must be a whole number ≥ 1'),
      note: (v) => (typeof v === 'string' ? null : 'must be a string ("" for none)'),
      formUrl: (v) =>
        v === '' || (typeof v === 'string' && /^\/files\/\S+$/.test(v)) ? null : 'must be "" or a /files/… path',
    },
    '{ name, original, copies, note, formUrl }',
  ),
  steps: strings,
  timeLimit: pair('promised', 'statutory'),
  fees: pair('text', 'basis'),
  place: text,
  visits: (v) => (Number.isSafeInteger(v) && (v as number) >= 0 ? null : 'must be a whole number ≥ 0'),
  hotline: text,
  complaintPhone: text,
  onlineUrl: (v) => (v === null ? null : httpUrl(v)),
  verifyLinks: objects({ name: nonEmpty, url: httpUrl }, '{ name, url }'),
  sources: objects(
    {
      title: nonEmpty,
      issuer: nonEmpty,
      number: (v) => (typeof v === 'string' ? null : 'must be a string ("" for none)'),
      date: (v) => (v === '' || isDay(v) ? null : 'must be a date "yyyy-MM-dd" or ""'),
      url: (v) =>
        v === '' || httpUrl(v) === null || (typeof v === 'string' && /^\/(?!\/)\S+$/.test(v))
          ? null
          : 'must be "", an absolute http(s) URL or a site path',
      sections: (v) =>
        Array.isArray(v) && v.length > 0 && v.every((k) => SECTION_KEYS.includes(k as string))
          ? null
          : `must be a non-empty list of section keys (${SECTION_KEYS.join(', ')})`,
      checked: (v) => (isDay(v) ? null : 'must be the date it was last checked, "yyyy-MM-dd"'),
    },
    '{ title, issuer, number, date, url, sections, checked }',
  ),
  journey: journeyCheck,
  agreements: agreementsCheck,
  convention: conventionCheck,
};

const wordList = (v: unknown) =>
  Array.isArray(v) && v.every(filled) ? null : 'must be a list of non-empty strings ([] for none)';

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
      kind: (k) => (AGREEMENT_KINDS.includes(k as never) ? null : `must be one of ${AGREEMENT_KINDS.join(', ')}`),
      partners: (p) => (Array.isArray(p) && p.length > 0 && wordList(p) === null ? null : 'must name its partners'),
      region: (r) => (typeof r === 'string' ? null : 'must be a string ("" for none)'),
      aliases: wordList,
      certificate: nonEmpty,
      issuers: (i) =>
        AGREEMENT_ISSUERS.includes(i as never) ? null : `must be one of ${AGREEMENT_ISSUERS.join(', ')}`,
      inForce: (d) => (isDay(d) ? null : 'must be the day it came into force for China, "yyyy-MM-dd"'),
      partnerInForce: (l) =>
        l === undefined ||
        (Array.isArray(l) && l.every((p) => isObject(p) && filled(p.partner) && isDay(p.inForce) && filled(p.basis)))
          ? null
          : 'must be a list of { partner, inForce (yyyy-MM-dd), basis } or absent',
      note: (n) => (typeof n === 'string' ? null : 'must be a string ("" for none)'),
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
          message: `is not a partner of ${String(a.name)}`,
        });
      else if (typeof p.inForce === 'string' && typeof a.inForce === 'string' && p.inForce <= a.inForce)
        problems.push({
          path: `${path}[${i}].partnerInForce[${j}].inForce`,
          message: 'must be later than the first day',
        });
    });
  });
  const names = (v as Row[]).map((a) => a.name);
  names.forEach((n, i) => {
    if (names.indexOf(n) !== i) problems.push({ path: `${path}[${i}].name`, message: `names "${String(n)}" twice` });
  });
  return null;
}

function journeyCheck(v: unknown, path: string, problems: Problem[]): string | null {
  if (!isObject(v) || !Array.isArray(v.steps) || v.steps.length === 0)
    return 'must be an object { steps, sidePaths } with steps';
  for (const list of ['steps', 'sidePaths'] as const) {
    const steps = v[list] ?? [];
    if (!Array.isArray(steps)) {
      problems.push({ path: `${path}.${list}`, message: 'must be a list' });
      continue;
    }
    steps.forEach((step, i) => {
      const at = `${path}.${list}[${i}]`;
      if (!isObject(step) || !filled(step.title)) {
        problems.push({ path: at, message: 'must be an object with a title' });
        return;
      }
      const codes = [
        ...(Array.isArray(step.services) ? step.services : []),
        ...(Array.isArray(step.choices) ? step.choices.map((c) => (isObject(c) ? c.service : c)) : []),
      ];
      for (const code of codes) {
        if (!serviceByCode(typeof code === 'string' ? code : ''))
          problems.push({ path: at, message: `names no service "${String(code)}"` });
      }
      if (
        step.link !== undefined &&
        step.link !== null &&
        !(typeof step.link === 'string' && /^\/[\w\-/]*(#[\w-]+)?$/.test(step.link))
      ) {
        problems.push({ path: `${at}.link`, message: 'must be a site path such as /service/commercial/origin' });
      }
    });
  }
  return null;
}
