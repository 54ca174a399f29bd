// What the content states about each service — fees (元), time limits, links — and where a
// procedure abolished before today is presented as required (issue 26, decision 0017). A
// fact lives once, in the service's guide; a FAQ, the journey or a notice that states a fee,
// a time limit or a link for that service must state one the guide states. Pure TS.

import { serviceByColumnCode } from '../app/domain/services.ts';
import type { ContentDocument, ReleaseRecord } from './schema.ts';

export type FactKind = 'fee' | 'time' | 'link';

/** One fee, time limit or link, as written, and where. */
export interface Fact {
  kind: FactKind;
  /** Normalised: `100元`, `2个工作日`, a host such as `co.ccpit.org`. */
  value: string;
  where: string;
  sentence: string;
}

export interface Disagreement extends Fact {
  services: string[];
}

export interface RetiredMention {
  where: string;
  sentence: string;
}

// The words that tie a sentence of a notice to a service (its fee or time limit is that service's).
const SERVICE_WORDS: Record<string, RegExp> = {
  origin: /原产地证|产地证|原产地网上签证/,
  fta: /优惠原产地|自贸协定原产地|RCEP原产地|背对背/,
  certificate: /商事证明|不可抗力事实性证明/,
  consular: /领事认证/,
  apostille: /附加证明书|海牙认证/,
  ata: /ATA单证册|单证册/,
  mediation: /调解/,
  arbitration: /仲裁/,
};

/** A sentence's clauses (split after its commas): a fee belongs to the services its own clause names. */
const clauses = (sentence: string) => sentence.split(/(?<=[，,])/).filter((c) => c.trim());

const orElse = (list: string[], fallback: string[]) => (list.length ? list : fallback);

/** The words that name a service, one list for what the store is asked (publish-live.ts). */
export const SERVICE_KEYWORDS: readonly string[] = [
  ...new Set(Object.values(SERVICE_WORDS).flatMap((re) => re.source.split('|'))),
];

/** The services a sentence names. */
const named = (sentence: string) => Object.keys(SERVICE_WORDS).filter((s) => SERVICE_WORDS[s]!.test(sentence));

const FEE = /(\d+(?:\.\d+)?)\s*元/g;
// Not the day of a date (11月21日), nor a clock time; 第4个工作日 counts as 4个工作日.
const TIME = /(?<![月\d.:])(\d+)(?:\s*至\s*(\d+))?\s*(个工作日|个小时|小时|日内)/g;
const LINK = /(?<![@\w.-])(?:https?:\/\/)?((?:[a-z0-9-]+\.)+(?:cn|com|org|net|gov))(?=[/\s<>"'）)，。；、:]|$)/gi;

// Procedures abolished before November 2026, and the words that say so (取消, 无需 …).
const RETIRED = /企业备案|原产地证?书?(?:申领|申报)?备案|备案登记表|对外贸易经营者备案|外贸经营者备案|进出口经营权/;
const NEGATION = /取消|无需|无须|不需要|不再|不用|废止|不是备案/;

/** HTML or plain text as sentences: block ends, table rows and Chinese stops split them. */
export function sentences(text: string): string[] {
  return text
    .replace(/<\/(p|li|tr|h\d|dd|dt|div|caption)>|<br\s*\/?>/gi, '。')
    .replace(/<\/t[dh]>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .split(/(?<=[。；;！!？?\n])/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 1);
}

function factsIn(text: string, where: string): Fact[] {
  const out: Fact[] = [];
  for (const sentence of sentences(text)) {
    for (const m of sentence.matchAll(FEE)) out.push({ kind: 'fee', value: `${m[1]}元`, where, sentence });
    for (const m of sentence.matchAll(TIME)) {
      const unit = m[3] === '个小时' ? '小时' : m[3]!.replace(/内$/, '');
      for (const n of [m[1], m[2]]) if (n) out.push({ kind: 'time', value: `${n}${unit}`, where, sentence });
    }
    for (const m of sentence.matchAll(LINK)) out.push({ kind: 'link', value: m[1]!.toLowerCase(), where, sentence });
  }
  return out;
}

/** Every string inside a value, depth first. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const GUIDE_FIELDS = [
  'scope',
  'conditions',
  'materials',
  'steps',
  'timeLimit',
  'fees',
  'place',
  'onlineUrl',
  'verifyLinks',
  'sources',
] as const;

/** Each service's guide and the facts it states: the one place a fee, time limit or link lives. */
function guideFacts(doc: ContentDocument): Map<string, Set<string>> {
  const codes = new Map((doc.columns ?? []).map((c) => [c.id, c.columnCode]));
  const byService = new Map<string, Set<string>>();
  for (const r of doc.releases ?? []) {
    const service = serviceByColumnCode(codes.get(r.columnId) ?? '');
    if (!service || !r.scope) continue;
    const text = GUIDE_FIELDS.flatMap((k) => strings(r[k as keyof ReleaseRecord])).join('\n');
    const set = byService.get(service.code) ?? new Set<string>();
    for (const f of factsIn(text, '')) set.add(`${f.kind}:${f.value}`);
    byService.set(service.code, set);
  }
  return byService;
}

function isGuide(r: ReleaseRecord, codes: Map<string, string>): boolean {
  return Boolean(serviceByColumnCode(codes.get(r.columnId) ?? '')) && Boolean(r.scope);
}

/**
 * Fees, time limits and links stated for a service outside its guide (FAQs, the journey,
 * notices) that its guide does not state. A notice's sentence belongs to the services it
 * names; one naming none is not about a service's terms and is left alone.
 */
export function factDisagreements(doc: ContentDocument): Disagreement[] {
  const guides = guideFacts(doc);
  const codes = new Map((doc.columns ?? []).map((c) => [c.id, c.columnCode]));
  const out: Disagreement[] = [];
  const check = (facts: Fact[], services: string[]) => {
    const known = [...new Set(services)].filter((s) => guides.has(s));
    if (known.length === 0) return;
    for (const f of facts)
      if (!known.some((s) => guides.get(s)!.has(`${f.kind}:${f.value}`))) out.push({ ...f, services: known });
  };
  const types = new Map((doc.authQuTypes ?? []).map((t) => [t.id, t.serviceCode]));
  // A FAQ's clause that names services is about them; one naming none is about the FAQ's own
  // service and those its sentence names (附加证明书 …).
  for (const q of doc.authQus ?? [])
    for (const sentence of sentences(`${q.question}。${q.answer}`))
      for (const clause of clauses(sentence))
        check(
          factsIn(clause, `authQus#${q.id}`),
          orElse(named(clause), [types.get(q.typeId) ?? '', ...named(sentence)]),
        );
  for (const r of doc.releases ?? []) {
    if (isGuide(r, codes)) {
      // A guide states its own service's facts; a clause of it about another service only
      // (领事认证's 商事证明书 fee) must agree with that service's guide.
      const own = serviceByColumnCode(codes.get(r.columnId) ?? '')!.code;
      const text = [r.content ?? '', ...GUIDE_FIELDS.flatMap((k) => strings(r[k as keyof ReleaseRecord]))].join('。');
      for (const sentence of sentences(text))
        for (const clause of clauses(sentence)) {
          const services = orElse(named(clause), named(sentence));
          if (!services.includes(own)) check(factsIn(clause, `releases#${r.id}`), services);
        }
      continue;
    }
    for (const [i, step] of [...(r.journey?.steps ?? []), ...(r.journey?.sidePaths ?? [])].entries()) {
      const services = [...(step.services ?? []), ...(step.choices ?? []).map((c) => c.service)];
      check(
        factsIn(`${step.summary ?? ''}。${strings(step.choices).join('。')}`, `releases#${r.id}.journey[${i}]`),
        services,
      );
    }
    for (const sentence of sentences(`${r.title}。${r.summary ?? ''}。${r.content ?? ''}`))
      for (const clause of clauses(sentence))
        check(factsIn(clause, `releases#${r.id}`), orElse(named(clause), named(sentence)));
  }
  return out;
}

/** Sentences anywhere in the content that present an abolished procedure without saying so. */
export function retiredProcedures(doc: ContentDocument): RetiredMention[] {
  const out: RetiredMention[] = [];
  for (const [entity, rows] of Object.entries(doc)) {
    if (!Array.isArray(rows)) continue;
    for (const row of rows as { id?: string }[]) {
      for (const text of strings(row)) {
        for (const sentence of sentences(text)) {
          // A question asks whether it is needed; the answer is what must not require it.
          if (/[？?]$/.test(sentence)) continue;
          if (RETIRED.test(sentence) && !NEGATION.test(sentence))
            out.push({ where: `${entity}#${row.id ?? '?'}`, sentence });
        }
      }
    }
  }
  return out;
}
