// Chinese segmentation for site search, one function for the import (Node) and the query
// (workerd): domain terms kept whole, ICU words elsewhere, overlapping bigrams as tokens.
// Pure TS; docs/decisions/0011-search-segmentation.md records why.

import { toSimplified } from './traditional.ts';

/** A word of a text: a dictionary term or an ICU word, with its place in the original. */
export interface Word {
  /** Folded (NFKC, lower case): what is compared and tokenised. */
  text: string;
  start: number;
  end: number;
  /** Came from the dictionary (a domain term), not from ICU. */
  term: boolean;
}

/** Domain terms, folded, longest first (a term inside a longer one loses to it). */
export interface Dictionary {
  readonly terms: readonly string[];
  /** The terms by their first code unit, longest first. */
  readonly byFirst: ReadonlyMap<string, readonly string[]>;
}

export function buildDictionary(words: Iterable<string>): Dictionary {
  const set = new Set<string>();
  for (const w of words) {
    const f = fold(w).trim();
    if (f) set.add(f);
  }
  const terms = [...set].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const byFirst = new Map<string, string[]>();
  for (const t of terms) byFirst.set(t[0]!, [...(byFirst.get(t[0]!) ?? []), t]);
  return { terms, byFirst };
}

/**
 * Folds text for comparison code unit by code unit, so that offsets into the folded text
 * are offsets into the original (full-width ＡＴＡ and ａｔａ find "ATA" in place; 證書
 * finds 证书 in place, decision 0106).
 */
export function fold(text: string): string {
  // Search folds every hit's text: characters that fold to themselves (ASCII aside, which
  // is only lower-cased) are taken in runs, and each character's fold is worked out once.
  let out = '';
  let run = 0;
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    if (code < 0x80 || (code < 0xd800 && same(code)) || (code > 0xdfff && same(code))) {
      i++;
      continue;
    }
    const ch = String.fromCodePoint(text.codePointAt(i)!);
    out += text.slice(run, i).toLowerCase() + foldChar(ch);
    i += ch.length;
    run = i;
  }
  return run === 0 ? text.toLowerCase() : out + text.slice(run).toLowerCase();
}

/** Per BMP code unit: 0 not yet known, 1 folds to itself and is its own lower case, 2 neither. */
const SAME = new Uint8Array(0x10000);

function same(code: number): boolean {
  let known = SAME[code]!;
  if (known === 0) {
    const ch = String.fromCharCode(code);
    known = SAME[code] = foldChar(ch) === ch && ch.toLowerCase() === ch ? 1 : 2;
  }
  return known === 1;
}

const folded = new Map<string, string>();

/**
 * One character (code point) folded: NFKC and lower case, unless that changes its length;
 * then a traditional character's simplified form (toSimplified keeps lengths too).
 */
function foldChar(ch: string): string {
  let f = folded.get(ch);
  if (f === undefined) {
    const n = ch.normalize('NFKC').toLowerCase();
    f = n.length === ch.length ? n : ch.toLowerCase().length === ch.length ? ch.toLowerCase() : ch;
    f = toSimplified(f);
    // Bounded: a visitor's keyword may bring any character.
    if (folded.size < 4096) folded.set(ch, f);
  }
  return f;
}

const CJK = /\p{Script=Han}/u;
const WORDLIKE = /[\p{L}\p{N}]/u;

let segmenter: Intl.Segmenter | undefined;
const icu = () => (segmenter ??= new Intl.Segmenter('zh-CN', { granularity: 'word' }));

/** True when a term may start or end here without cutting a Latin word or number in two. */
function latinBoundary(folded: string, at: number): boolean {
  const before = folded[at - 1];
  const after = folded[at];
  const latin = (c: string | undefined) => c !== undefined && /[a-z0-9]/.test(c);
  return !(latin(before) && latin(after));
}

/**
 * The words of a text: dictionary terms first (longest match, left to right; a Latin term
 * only on word boundaries), ICU's word-like segments for the gaps between them.
 */
export function segment(text: string, dict: Dictionary): Word[] {
  const folded = fold(text);
  const words: Word[] = [];
  let gapStart = 0;
  let i = 0;
  while (i < folded.length) {
    const term = dict.byFirst
      .get(folded[i]!)
      ?.find((t) => folded.startsWith(t, i) && latinBoundary(folded, i) && latinBoundary(folded, i + t.length));
    if (!term) {
      i++;
      continue;
    }
    icuWords(folded, gapStart, i, words);
    words.push({ text: term, start: i, end: i + term.length, term: true });
    i += term.length;
    gapStart = i;
  }
  icuWords(folded, gapStart, folded.length, words);
  return words;
}

function icuWords(folded: string, from: number, to: number, out: Word[]): void {
  if (to <= from) return;
  for (const s of icu().segment(folded.slice(from, to))) {
    if (!WORDLIKE.test(s.segment)) continue;
    const at = from + s.index;
    if (CJK.test(s.segment)) {
      out.push({ text: s.segment, start: at, end: at + s.segment.length, term: false });
      continue;
    }
    // Outside Han, runtimes' ICU differ (Node 22 keeps www.example.cn one word, workerd
    // splits it at the dots): letters and digits are split by this rule instead.
    for (const m of s.segment.matchAll(/[\p{L}\p{N}]+/gu)) {
      out.push({ text: m[0], start: at + m.index, end: at + m.index + m[0].length, term: false });
    }
  }
}

/**
 * A word's index tokens: a Han run of two or more characters as overlapping bigrams, a
 * single Han character alone, Latin letters and digits as one lower-case token each.
 */
export function wordTokens(word: string): string[] {
  const tokens: string[] = [];
  for (const run of word.match(/\p{Script=Han}+|[\p{L}\p{N}]+/gu) ?? []) {
    if (!CJK.test(run)) {
      tokens.push(run);
      continue;
    }
    const chars = [...run];
    if (chars.length === 1) tokens.push(run);
    for (let k = 0; k + 1 < chars.length; k++) tokens.push(chars[k]! + chars[k + 1]!);
  }
  return tokens;
}

/**
 * The tokens a text is indexed under: the bigrams of each run of adjacent Han words taken
 * together (so any two-character stretch of the text can be found, even one that ICU or
 * the dictionary cut through), Latin words whole.
 */
export function indexTokens(text: string, dict: Dictionary): string[] {
  const tokens: string[] = [];
  let run = '';
  let runEnd = -1;
  const flush = () => {
    if (run) tokens.push(...wordTokens(run));
    run = '';
  };
  for (const w of segment(text, dict)) {
    const han = /^\p{Script=Han}+$/u.test(w.text);
    if (han && w.start === runEnd) run += w.text;
    else {
      flush();
      if (han) run = w.text;
      else tokens.push(...wordTokens(w.text));
    }
    runEnd = w.end;
  }
  flush();
  return tokens;
}
