// The one checker of issue 45: every phone number, e-mail address and opening-hours phrase
// written as text instead of a `{{fact:NAME}}` reference (app/domain/fact-refs.ts), every
// reference to a fact that is not stored, and every stored number shown under another line's
// label (the hotline next to 监督电话). Another body's number (a fact marked `external`) may be
// quoted as text, and so may a value marked historical ({{historical:…}}). Fees and time limits belong to the
// guides: content/facts.ts checks them, and documentFindings folds its answer in. Pure TS.

import { FACT_REF, type FactKind, HISTORICAL_REF } from '../app/domain/fact-refs.ts';
import { factDisagreements, sentences } from './facts.ts';
import type { ContentDocument } from './schema.ts';

/** What a fact needs of the checker's eye: the API's Fact or the import's record (external "0"/"1"). */
export interface CheckedFact {
  name: string;
  kind: FactKind | string;
  value: string;
  label: string;
  external?: boolean | string | null;
}

const isExternal = (f: CheckedFact | undefined) => f?.external === true || f?.external === '1';

export type FindingKind = 'phone' | 'email' | 'hours' | 'label' | 'reference' | 'fee' | 'time' | 'link';

/** One thing written where a reference belongs, and where. */
export interface Finding {
  /** `releases#1001`, `authQus#11`, `/files/x.docx`, `wrangler.toml [vars] FOOTER_HOTLINE`. */
  where: string;
  kind: FindingKind;
  /** What is written: the number, the address, the hours, the label. */
  text: string;
  /** The sentence it is in (tags stripped). */
  sentence: string;
  /** The stored fact it is (or the reference it should be), when one is. */
  fact?: string;
}

const PHONE =
  /(?<![\d.])(?:(?:\+86[\s-]?)?\(?0\d{2,3}\)?[\s-]?\d{3,4}[\s-]?\d{4}|1[3-9]\d[\s-]?\d{4}[\s-]?\d{4}|400[\s-]?\d{3}[\s-]?\d{4})(?![\d])/g;
/** A short public line (12345, 12360): a number only after a word that says so. */
const SHORT_LINE = /(?<=(?:拨打|致电|热线|电话)[：:\s]?)(1\d{4})(?!\d)/g;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;
const TIME_RANGE = /\d{1,2}[:：]\d{2}\s*(?:[-—–~～]+|至|到)\s*\d{1,2}[:：]\d{2}/g;
/** The words that make a time range a place's opening hours rather than an event's programme. */
const HOURS_WORDS =
  /办公时间|工作时间|受理时间|办理时间|服务时间|咨询时间|接待时间|窗口|对外办公|上班|周一至周五|工作日/;

const digits = (s: string) => s.replace(/\D/g, '');
const squash = (s: string) =>
  s
    .replace(/\s+/g, '')
    .replace(/[：]/g, ':')
    .replace(/[—–~～]+|至|到/g, '-');

/** Lines by what they are for: a number shown under one class's label must be that class's. */
const LINE_CLASSES: [name: string, words: RegExp][] = [
  ['supervision', /监督|投诉|举报|纪检/],
  ['fax', /传真/],
];
const classesOf = (text: string) => LINE_CLASSES.filter(([, re]) => re.test(text)).map(([n]) => n);
/** The label written just before a number: the words since the clause began, at most 12 characters. */
const labelBefore = (sentence: string, at: number) => {
  const before = sentence.slice(Math.max(0, at - 12), at);
  return before.split(/[，,。；;、]/).pop() ?? '';
};

/** The lookups one run needs, built once from the facts. */
export interface FactIndex {
  facts: readonly CheckedFact[];
  byName: Map<string, CheckedFact>;
  byDigits: Map<string, CheckedFact>;
  byEmail: Map<string, CheckedFact>;
  byHours: Map<string, CheckedFact>;
}

export function factIndex(facts: readonly CheckedFact[]): FactIndex {
  const of = (kind: FactKind, key: (v: string) => string) =>
    new Map(facts.filter((f) => f.kind === kind).map((f) => [key(f.value), f]));
  return {
    facts,
    byName: new Map(facts.map((f) => [f.name, f])),
    byDigits: of('phone', digits),
    byEmail: of('email', (v) => v.toLowerCase()),
    byHours: of('hours', squash),
  };
}

/** A phone number's fact: the whole number, or a council number written without its area code. */
function phoneFact(index: FactIndex, written: string): CheckedFact | undefined {
  const d = digits(written);
  return (
    index.byDigits.get(d) ?? [...index.byDigits.values()].find((f) => digits(f.value).endsWith(d) && d.length >= 7)
  );
}

/**
 * The findings of one sentence. `filled`: a copy made from a template with the facts filled in
 * (a form's reading copy), where a stored value as text is the fact itself: only what no fact
 * holds, and a number under another line's label, are findings there.
 */
function sentenceFindings(sentence: string, where: string, index: FactIndex, filled: boolean): Finding[] {
  const out: Finding[] = [];
  const add = (kind: FindingKind, text: string, fact?: CheckedFact) =>
    out.push({ where, kind, text, sentence, ...(fact ? { fact: fact.name } : {}) });
  // References: each must name a stored fact; a phone's must sit under a label of its class.
  for (const m of sentence.matchAll(FACT_REF)) {
    const fact = index.byName.get(m[1]!);
    if (!fact) add('reference', m[0]);
    else if (fact.kind === 'phone') labelFinding(sentence, m.index, fact, add);
  }
  // References and historical values are blanked (same length, so labels keep their places).
  const plain = sentence
    .replace(FACT_REF, (ref) => ' '.repeat(ref.length))
    .replace(HISTORICAL_REF, (v) => ' '.repeat(v.length));
  const phones = [...plain.matchAll(PHONE), ...plain.matchAll(SHORT_LINE)];
  for (const m of phones) {
    const fact = phoneFact(index, m[0]);
    if (isExternal(fact)) continue;
    // An unknown 5-digit number after 电话 is nobody's line we know of: say so only for a full number.
    if (!fact && m[0].length === 5) continue;
    if (!(filled && fact)) add('phone', m[0], fact);
    if (fact) labelFinding(plain, m.index, fact, add);
  }
  for (const m of plain.matchAll(EMAIL)) {
    const fact = index.byEmail.get(m[0].toLowerCase());
    if (isExternal(fact) || (filled && fact)) continue;
    add('email', m[0], fact);
  }
  if (HOURS_WORDS.test(plain))
    for (const m of plain.matchAll(TIME_RANGE)) {
      const fact = [...index.byHours.values()].find((f) => squash(f.value).includes(squash(m[0])));
      if (isExternal(fact) || (filled && fact)) continue;
      add('hours', m[0], fact);
    }
  return out;
}

/** A label names a line: it ends in 电话, 热线 … right before the number (a duty list's 纪检监察联络工作 does not). */
const LABEL_END = /(?:电话|热线|传真|专线|号码)[：:\s]*$/;

function labelFinding(
  sentence: string,
  at: number,
  fact: CheckedFact,
  add: (k: FindingKind, t: string, f?: CheckedFact) => void,
) {
  const label = labelBefore(sentence, at);
  if (!LABEL_END.test(label)) return;
  const written = classesOf(label);
  const its = classesOf(`${fact.label} ${fact.name}`);
  const wrong =
    written.some((c) => !its.includes(c)) || (its.length > 0 && /热线|咨询/.test(label) && written.length === 0);
  if (wrong) add('label', label.trim(), fact);
}

/** The findings of a text (HTML or plain), each placed at `where`; `filled`: see sentenceFindings. */
export function textFindings(text: string, where: string, index: FactIndex, filled = false): Finding[] {
  if (!/[\d@]|\{\{fact:/.test(text)) return [];
  return sentences(text).flatMap((s) => sentenceFindings(s, where, index, filled));
}

/** Fields that hold no prose: ids, times, addresses of pages and files. */
const NOT_PROSE = /^(?:id|\w+Id|\w+Time|\w+Date|url|linkUrl|coverImage|formUrl|onlineUrl|tags|checked|date)$/;

/** Every prose string of a record, depth first. */
function proseOf(value: unknown, key = ''): string[] {
  if (NOT_PROSE.test(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((v) => proseOf(v));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => proseOf(v, k));
  return [];
}

/** The findings of one record of a list (`releases`, `authQus` …), named `list#id`. */
export function recordFindings(list: string, record: { id?: string }, index: FactIndex): Finding[] {
  const where = `${list}#${record.id ?? '?'}`;
  return proseOf(record).flatMap((text) => textFindings(text, where, index));
}

/** Every finding of a content document: each list but the facts themselves, and the guides' fee and time checks. */
export function documentFindings(doc: ContentDocument): Finding[] {
  const index = factIndex(doc.facts ?? []);
  const out: Finding[] = [];
  for (const [list, rows] of Object.entries(doc)) {
    if (list === 'facts' || !Array.isArray(rows)) continue;
    for (const row of rows as { id?: string }[]) out.push(...recordFindings(list, row, index));
  }
  for (const d of factDisagreements(doc))
    out.push({ where: d.where, kind: d.kind, text: d.value, sentence: d.sentence });
  return out;
}

const KIND_NAMES: Record<FindingKind, string> = {
  phone: '电话号码',
  email: '电子邮箱',
  hours: '办公时间',
  label: '电话的标注',
  reference: '事实引用',
  fee: '收费',
  time: '办理时限',
  link: '网址',
};

/** One finding as the editor reads it (Chinese): what, where, and what to write instead. */
export function findingMessage(f: Finding): string {
  if (f.kind === 'reference')
    return `${f.where}：引用了不存在的事实 ${f.text}（见 npm run content:fact -- --list）：“${f.sentence}”`;
  if (f.kind === 'label')
    return `${f.where}：把 {{fact:${f.fact}}} 标作“${f.text}”，与该号码登记的用途不符：“${f.sentence}”`;
  if (f.kind === 'fee' || f.kind === 'time' || f.kind === 'link')
    return `${f.where}：写有${KIND_NAMES[f.kind]}“${f.text}”，与该服务办事指南不一致：“${f.sentence}”`;
  const instead = f.fact
    ? `应写作 {{fact:${f.fact}}}`
    : '本会的应先登记为事实再引用；其他单位的登记为 external 事实；已变更的历史号码写作 {{historical:号码}}';
  return `${f.where}：以文字写有${KIND_NAMES[f.kind]}“${f.text}”（${instead}）：“${f.sentence}”`;
}

/** Configuration the visitor never sees (the audit mail's addresses): not the facts' to check. */
const OPERATOR_VARS = /^AUDIT_/;

/**
 * Configuration (wrangler.toml [vars], by environment): a number, an address or hours the
 * footer shows must be a stored fact's value as it is now, or the footer and the pages differ
 * after a `content:fact` change.
 */
export function configFindings(vars: Record<string, string>, where: string, index: FactIndex): Finding[] {
  const stored = new Set(index.facts.map((f) => f.value));
  const out: Finding[] = [];
  for (const [name, value] of Object.entries(vars)) {
    if (OPERATOR_VARS.test(name) || stored.has(value)) continue;
    out.push(...textFindings(value, `${where} ${name}`, index));
  }
  return out;
}
