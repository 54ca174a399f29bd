// A visitor's search keyword as search terms: segmented like the index (content/segment.ts),
// question words dropped, synonyms gathered, and written as an FTS5 query that is always
// data (quoted phrases only, never the visitor's own operators). Also: which service a
// query names (best bets). Pure TS: runs in workerd, and in Node for the tests.

import { SERVICES, type Service } from '../app/domain/services.ts';
import type { SynonymRecord } from './schema.ts';
import { searchDictionary } from './search-index.ts';
import { fold, segment, wordTokens, type Dictionary } from './segment.ts';

type Synonym = Pick<SynonymRecord, 'word' | 'variants' | 'target'>;

/** One term of a query: the words any of which may match (the typed word and its synonyms). */
export interface Term {
  /** What the visitor typed for it (folded), for "the query less one term". */
  typed: string;
  alternatives: string[];
}

/**
 * Question words and particles that say nothing about the subject ("证书丢了怎么办" is
 * about 证书 and 丢了). Dropped from queries only; the index keeps every word.
 */
const STOP_CHARS = new Set(
  (
    '的 了 吗 呢 吧 啊 呀 么 和 与 及 或 在 是 有 要 请 我 您 能 会 可 想 还 都 也 就 该 把 被 给 让 ' +
    // …and the small words of whole questions (出口到泰国, 带样品去德国, 结束后退回来).
    '到 去 来 后 从 向 往 又 再 才 啦 嘛 过 着 带'
  ).split(' '),
);
const STOP_WORDS = new Set(
  (
    '什么 怎么 怎么办 怎样 怎么样 如何 哪些 哪个 哪里 哪儿 为什么 是否 能否 可否 可以 能不能 需要 要不要 ' +
    '请问 我们 你们 一下 应该 多少 ' +
    // Fillers of whole questions (issue 22): 第一次出口要办哪些证 is about 第一次, 出口, 证.
    '办理 怎么办理 哪些 有哪些 有什么 什么样 需不需要 是不是 有没有 可不可以 想要 我想 我要 公司 企业 大概 大约 ' +
    '哪几个 几个 具体 不想 以后 之后'
  ).split(' '),
);

export class QueryContext {
  readonly dict: Dictionary;
  /** Folded word → the folded words of its synonym group. */
  readonly synonyms: readonly Synonym[];
  private readonly groups = new Map<string, string[]>();
  private named: { service: Service; nameLength: number; words: string[] }[] | undefined;
  constructor(synonyms: readonly Synonym[]) {
    this.synonyms = synonyms;
    this.dict = searchDictionary(synonyms);
    for (const s of synonyms) {
      const group = [...new Set([s.word, ...s.variants].map((w) => fold(w).trim()).filter(Boolean))];
      for (const w of group) this.groups.set(w, [...new Set([...(this.groups.get(w) ?? []), ...group])]);
    }
  }

  /**
   * Each service with the words that name it (namedService): its name, and every word of a
   * synonym group that holds its name or a word of its name; longest first. Built once.
   */
  serviceNames(): readonly { service: Service; nameLength: number; words: readonly string[] }[] {
    this.named ??= SERVICES.map((service) => {
      const name = fold(service.name);
      const words = new Set([name]);
      for (const s of this.synonyms) {
        const group = [s.word, ...s.variants].map(fold);
        // A group whose target is the service names it (加签, 贸仲); so does a group that
        // holds its name or a word of its name (调解 → 商事调解), target or not.
        const targeted = s.target === `service:${service.code}`;
        if (targeted || (!s.target && group.some((w) => w === name || name.includes(w)))) {
          for (const w of group) words.add(w);
        }
      }
      const named = [...words].filter(Boolean).sort((a, b) => b.length - a.length);
      return { service, nameLength: name.length, words: named };
    });
    return this.named;
  }

  /** The query's terms; none when it holds no letter or digit (or only question words). */
  terms(keyword: string): Term[] {
    return this.analyse(keyword).terms;
  }

  /**
   * The query's terms, and whether it reads as a question (a question word or filler was
   * dropped, or it ends with a question mark): a question's terms need not all match.
   */
  analyse(keyword: string): { terms: Term[]; question: boolean } {
    // Particles go first, so that what they separated is not glued together below.
    const words = segment(keyword, this.dict).filter((w) => w.term || !STOP_CHARS.has(w.text));
    // ICU leaves unknown compounds in single characters (暂/准/进口): glue a lone Han
    // character to the Han word it touches so it is searched as one phrase.
    const han = (t: string) => /^\p{Script=Han}+$/u.test(t);
    const lone = (t: string) => han(t) && [...t].length === 1;
    const stop = (w: { text: string; term: boolean }) => !w.term && STOP_WORDS.has(w.text);
    const merged: { text: string; start: number; end: number; term: boolean }[] = [];
    for (const w of words) {
      const prev = merged[merged.length - 1];
      const glue =
        prev &&
        !prev.term &&
        !w.term &&
        !stop(prev) &&
        !stop(w) &&
        prev.end === w.start &&
        han(prev.text) &&
        han(w.text);
      if (glue && (lone(prev.text) || lone(w.text))) {
        merged[merged.length - 1] = { text: prev.text + w.text, start: prev.start, end: w.end, term: false };
      } else merged.push({ ...w });
    }
    const question = merged.some(stop) || /[?？]\s*$/.test(keyword);
    const kept = merged.filter((w) => !stop(w) && wordTokens(w.text).length > 0);
    // A lone character left over (怎么退 → 退) says little and is not indexed alone: it
    // counts only when it is all the query has.
    const useful = kept.some((w) => !lone(w.text)) ? kept.filter((w) => !lone(w.text)) : kept;
    const terms: Term[] = [];
    const seen = new Set<string>();
    for (const w of useful) {
      if (seen.has(w.text)) continue;
      seen.add(w.text);
      terms.push({ typed: w.text, alternatives: this.groups.get(w.text) ?? [w.text] });
    }
    return { terms, question };
  }
}

/** An FTS5 string literal: only tokens (letters and digits) go in, quotes doubled all the same. */
const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;

/** One word as FTS5: a phrase of its tokens; a lone Han character as a prefix of the bigrams. */
function wordQuery(word: string): string | null {
  const tokens = wordTokens(word);
  if (tokens.length === 0) return null;
  if (tokens.length === 1 && [...tokens[0]!].length === 1 && /\p{Script=Han}/u.test(tokens[0]!)) {
    return `(${quote(tokens[0]!)} OR ${quote(tokens[0]!)}*)`;
  }
  return quote(tokens.join(' '));
}

/**
 * Each term's FTS5 query, worked out once: a search asks for it four times or more (its
 * passes, the named service, the close queries). Keyed by the request's own term objects.
 */
const termQueries = new WeakMap<Term, string | null>();

/** One term as FTS5: any of its alternatives; null when none has a token. */
export function termQuery(term: Term): string | null {
  let query = termQueries.get(term);
  if (query === undefined) {
    const alts = essential(term.alternatives)
      .map(wordQuery)
      .filter((q): q is string => q !== null);
    query = alts.length === 0 ? null : alts.length === 1 ? alts[0]! : `(${alts.join(' OR ')})`;
    termQueries.set(term, query);
  }
  return query;
}

/** Every term must match (any of its alternatives); null when the query has no tokens. */
export function ftsQuery(terms: readonly Term[]): string | null {
  const parts = terms.map(termQuery).filter((q): q is string => q !== null);
  return parts.length > 0 ? parts.join(' AND ') : null;
}

/** A term of digits only (a number, a time, a date, a fee): what the visitor typed it for. */
const isNumber = (term: Term) => /^\p{Nd}+$/u.test(term.typed);

/**
 * Any term may match (a broadened question, ranked by how many do), except numbers: a number
 * typed (a phone number, a time, a year, a fee) is what the visitor looks for, so a text
 * without it does not answer, however many other words it shares (an old office-hours phrase
 * must not find the texts stating the new hours). Null without tokens.
 */
export function anyTermQuery(terms: readonly Term[]): string | null {
  const query = (list: readonly Term[]) => list.map(termQuery).filter((q): q is string => q !== null);
  const numbers = query(terms.filter(isNumber));
  const words = query(terms.filter((t) => !isNumber(t)));
  const any = words.length > 1 ? `(${words.join(' OR ')})` : words[0];
  const parts = [...numbers, ...(any ? [any] : [])];
  return parts.length > 0 ? parts.join(' AND ') : null;
}

/**
 * Alternatives that another one already finds are left out (一般原产地证 is found by
 * 产地证): each would count again in bm25 and lift the texts that spell it out.
 */
function essential(alternatives: readonly string[]): string[] {
  return alternatives.filter((a) => !alternatives.some((b) => b !== a && a.includes(b) && wordTokens(b).length > 0));
}

/** The words to mark in titles and snippets: every alternative of every term. */
export function needles(terms: readonly Term[]): string[] {
  return [...new Set(terms.flatMap((t) => t.alternatives))].sort((a, b) => b.length - a.length);
}

/**
 * The service a query names, for the best bet: its name, or a word of a synonym group
 * that holds its name or a word of its name (调解 → 商事调解; the shortest such name wins,
 * so 原产地证 is the certificate of origin, not the FTA certificate).
 */
export function namedService(keyword: string, ctx: QueryContext): Service | undefined {
  // Spaces and particles between Han characters do not part a name (营业执照 要 认证).
  const folded = fold(keyword).replace(/(?<=\p{Script=Han})[\s的要和与]+(?=\p{Script=Han})/gu, '');
  const candidates: { service: Service; nameLength: number; length: number }[] = [];
  for (const { service, nameLength, words } of ctx.serviceNames()) {
    const hit = words.find((w) => containsWord(folded, w));
    if (hit) candidates.push({ service, nameLength, length: hit.length });
  }
  // The longest word named wins; at equal length, the service with the shorter name.
  candidates.sort((a, b) => b.length - a.length || a.nameLength - b.nameLength);
  return candidates[0]?.service;
}

/** `word` occurs in `text`, not inside a longer Latin word ("co" is not in "company"). */
const LATIN = /[a-z0-9]/;
const latin = (c: string) => LATIN.test(c);

export function containsWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1] ?? '';
    const after = text[at + word.length] ?? '';
    if (!(latin(word[0]!) && latin(before)) && !(latin(word[word.length - 1]!) && latin(after))) return true;
  }
  return false;
}
