// The one way prose refers to a stored fact (issue 45, decision 0111): `{{fact:NAME}}`, which
// the worker's content layer replaces with the fact's value when it serves the text, so a
// phone number, an e-mail or the office hours are written once (content/seed/facts.json) and
// never retyped. Pure and isomorphic: the worker, the content tools and the checker share it.

/** What a fact is: a number to call, an address to write to or visit, hours, or a web address. */
export const FACT_KINDS = ['phone', 'email', 'address', 'hours', 'url'] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/** One stored fact, as the content API sends it (docs/api.md). */
export interface Fact {
  /** Its name, as references spell it: `phone.hotline.certification`. */
  name: string;
  kind: FactKind;
  /** What the site shows: `010-6601 2345`. */
  value: string;
  /** What it is, in Chinese: 认证服务热线. */
  label: string;
  /** Whose it is: the department or unit, or the other body for another body's number. */
  owner: string;
  /** What a visitor should also know: an e-mail's reply time, a line's hours, an online channel. */
  note: string | null;
  /** Another body's (12345): shown with its owner, never as the council's. */
  external: boolean;
}

/** A fact's name: lower-case words joined by dots, `-` or `_` (`phone.dept.exhibition`). */
export const FACT_NAME = /^[a-z0-9][a-z0-9._-]*$/;

/** Every reference in a text (global: reset lastIndex, or use it through the helpers below). */
export const FACT_REF = /\{\{fact:([a-z0-9][a-z0-9._-]*)\}\}/g;

/** The reference that stands for a fact, as an editor writes it. */
export const factRef = (name: string) => `{{fact:${name}}}`;

/** The names a text refers to, each once, in order of first use. */
export function factRefsIn(text: string): string[] {
  return [...new Set([...text.matchAll(FACT_REF)].map((m) => m[1]!))];
}

/**
 * A value an archived item quotes as it was at the time (a number since changed), kept on
 * purpose: `{{historical:010-6601 2000}}` shows `010-6601 2000`, and the facts checker
 * (content:publish, content:audit) passes over it instead of asking for a reference.
 */
export const HISTORICAL_REF = /\{\{historical:([^{}]*)\}\}/g;

/** Whether a text refers to any fact or marks a historical value (the content layer skips texts with neither). */
export const hasFactRef = (text: string) => text.includes('{{fact:') || text.includes('{{historical:');

/**
 * The text with each reference replaced by its value, and each historical value unmarked. A
 * name the lookup does not know is left as written, so a mistyped reference stays visible (and
 * the checker names it) rather than leaving a silent gap in a sentence.
 */
export function resolveFactRefs(text: string, lookup: (name: string) => string | undefined): string {
  if (!hasFactRef(text)) return text;
  return text
    .replace(FACT_REF, (whole, name: string) => lookup(name) ?? whole)
    .replace(HISTORICAL_REF, (_, quoted: string) => quoted);
}

/** A value's shape by kind: what `content:fact` and the import accept. */
const VALUE_SHAPES: Record<FactKind, { test: RegExp; says: string }> = {
  // A landline with its area code, a mobile, a 400 number or a short public hotline (12345).
  phone: {
    test: /^(?:(?:\+86[\s-]?)?0\d{2,3}[\s-]?\d{3,4}[\s-]?\d{4}|1[3-9]\d[\s-]?\d{4}[\s-]?\d{4}|400[\s-]?\d{3}[\s-]?\d{4}|1\d{4})$/,
    says: '电话号码（区号加号码，如 010-6601 2345；或 400-800-1234、12345）',
  },
  email: { test: /^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i, says: '电子邮箱地址（如 service@example.org.cn）' },
  address: { test: /\S{4,}/, says: '不少于4个字的地址' },
  hours: { test: /\d{1,2}[:：]\d{2}|小时|全天/, says: '含时刻（如 8:30—12:00）或“24小时”“全天”的时间说明' },
  url: { test: /^https?:\/\/[^\s/]+\.[^\s]+$/, says: '以 http:// 或 https:// 开头的网址' },
};

/** Why a value does not fit its kind (Chinese, for the editor), or null when it does. */
export function factValueProblem(kind: FactKind, value: string): string | null {
  const shape = VALUE_SHAPES[kind];
  if (value.trim() !== value || value === '') return `值不能为空，首尾不能有空格；应为${shape.says}`;
  // The value is filled into editors' HTML after sanitising: it must carry no markup.
  if (/[<>"{}]/.test(value)) return `值不能含 < > " { } 等字符：“${value}”`;
  return shape.test.test(value) ? null : `“${value}”不像${shape.says}`;
}
