// Search hits' titles and snippets as HTML whose only markup is <mark>: cut from the
// original text (never from the index's tokens), everything else escaped.

import { containsWord } from '../../content/search-query.ts';
import { fold } from '../../content/segment.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Where `needle` occurs in `folded` from `from` on, by the same word rule as the query; -1 if nowhere. */
function nextMatch(folded: string, needle: string, from: number): number {
  for (let at = folded.indexOf(needle, from); at !== -1; at = folded.indexOf(needle, at + 1)) {
    // A Latin needle must not sit inside a longer word.
    if (containsWord(folded.slice(Math.max(0, at - 1), at + needle.length + 1), needle)) return at;
  }
  return -1;
}

/** The [start, end) stretches of `text` where any needle (folded) occurs, merged. */
function matches(text: string, needles: readonly string[]): [number, number][] {
  const folded = fold(text);
  const spans: [number, number][] = [];
  for (const needle of needles) {
    if (!needle) continue;
    for (let at = nextMatch(folded, needle, 0); at !== -1; at = nextMatch(folded, needle, at + 1))
      spans.push([at, at + needle.length]);
  }
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([s[0], s[1]]);
  }
  return merged;
}

/**
 * Where the first match of any needle starts in `text` (as matches() would find it), or -1.
 * Folds a growing head of the text rather than all of it: a long body usually matches early.
 */
function firstMatch(text: string, needles: readonly string[]): number {
  const longest = needles.reduce((n, needle) => Math.max(n, needle.length), 0);
  if (longest === 0) return -1;
  for (let head = 256; ; head *= 4) {
    let cut = Math.min(head, text.length);
    // Folding goes by code point: never cut a surrogate pair.
    if (cut < text.length && isHighSurrogate(text.charCodeAt(cut - 1))) cut++;
    const folded = fold(text.slice(0, cut));
    let first = -1;
    for (const needle of needles) {
      const at = needle ? nextMatch(folded, needle, 0) : -1;
      if (at !== -1 && (first === -1 || at < first)) first = at;
    }
    // In a head, a match needs the character after it to be certain (the word rule), and one
    // that starts before `cut - longest` cannot have an earlier one running past the head.
    if (cut === text.length || (first !== -1 && first < cut - longest)) return first;
  }
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** `text` escaped, with every match wrapped in <mark>. */
export function markTerms(text: string, needles: readonly string[]): string {
  let out = '';
  let from = 0;
  for (const [start, end] of matches(text, needles)) {
    out += `${escapeHtml(text.slice(from, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    from = end;
  }
  return out + escapeHtml(text.slice(from));
}

/** Keeps a surrogate pair whole when a cut lands between its halves. */
function safeCut(text: string, at: number): number {
  const code = text.charCodeAt(at);
  return code >= 0xdc00 && code <= 0xdfff ? at - 1 : at;
}

/**
 * About `length` characters of `body` around its first match (from the start when nothing
 * matches there), ellipses where it was cut, matches marked. `cut`: `body` is the head of a
 * longer text that holds its first match well inside (search-passes.ts reads no more).
 */
export function snippet(body: string, needles: readonly string[], length = 110, cut = false): string {
  const first = firstMatch(body, needles);
  let start = first !== -1 ? Math.max(0, first - Math.floor(length / 4)) : 0;
  const end = safeCut(body, Math.min(body.length, start + length));
  start = Math.max(0, Math.min(start, end - length));
  start = safeCut(body, start);
  const shown = body.slice(start, end);
  return (start > 0 ? '…' : '') + markTerms(shown, needles) + (end < body.length || cut ? '…' : '');
}

/**
 * Defence in depth for the sanitiser: whatever a store answered, only bare <mark> and
 * </mark> survive as markup; any other <, >, quote becomes text.
 */
export function onlyMarks(html: string): string {
  return html.replace(/<\/?mark>|[<>"']/g, (m) => (m.length > 1 ? m : ESCAPES[m]!));
}
