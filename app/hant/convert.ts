// Simplified → traditional (Hong Kong forms) for the 繁體 view: the longest phrase of the table
// at each place, else character by character (OpenCC's maximum forward match over its data,
// reduced to what changes; decision 0118). Built on first use; loaded only by the 繁體 view.

import { CHARACTERS, PHRASES } from './table.generated.ts';

interface Tables {
  /** Each BMP code unit's traditional form (0: none). */
  chars: Uint16Array;
  phrases: Map<string, string>;
  /** Per code unit, bit n set when some phrase of n code units starts with it (0: none). */
  lengths: Uint32Array;
  /** The first two code units of every phrase, as one number: most places start none. */
  starts: Set<number>;
}

let tables: Tables | undefined;

function build(): Tables {
  const chars = new Uint16Array(0x10000);
  for (const pair of CHARACTERS.split('|')) chars[pair.charCodeAt(0)] = pair.charCodeAt(1);
  const phrases = new Map<string, string>();
  const lengths = new Uint32Array(0x10000);
  const starts = new Set<number>();
  for (const entry of PHRASES.split('|')) {
    const space = entry.indexOf(' ');
    const from = entry.slice(0, space);
    phrases.set(from, entry.slice(space + 1));
    const first = from.charCodeAt(0);
    if (from.length < 32) lengths[first] = lengths[first]! | (1 << from.length);
    starts.add(first * 0x10000 + from.charCodeAt(1));
  }
  return { chars, phrases, lengths, starts };
}

/** The first CJK code unit (U+3400 on) or -1: most strings in a page have none. */
function firstHan(text: string): number {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x3400) return i;
  return -1;
}

/**
 * Short strings seen before (the header, menus and footer of every page render again on each
 * page): their conversion is kept, up to a bound, so a render converts mostly its content.
 */
const seen = new Map<string, string>();
const SEEN_LIMIT = 4000;
const SEEN_LENGTH = 80;

/** Text in traditional characters; converting the result again changes nothing. */
export function toTraditional(text: string): string {
  const start = firstHan(text);
  if (start === -1) return text;
  if (text.length > SEEN_LENGTH) return convert(text, start);
  let out = seen.get(text);
  if (out === undefined) {
    out = convert(text, start);
    if (seen.size >= SEEN_LIMIT) seen.clear();
    seen.set(text, out);
  }
  return out;
}

function convert(text: string, start: number): string {
  tables ??= build();
  const { chars, phrases, lengths, starts } = tables;
  // Runs that stay as they are (markup, Latin, digits, most punctuation) are copied as slices.
  let out = '';
  let copied = 0;
  for (let i = start; i < text.length; ) {
    const code = text.charCodeAt(i);
    if (code < 0x3400) {
      i++;
      continue;
    }
    let matched = 0;
    // Only the lengths some phrase from this character has, longest first, and only where
    // some phrase starts with this character and the next.
    const pair = i + 1 < text.length && starts.has(code * 0x10000 + text.charCodeAt(i + 1));
    for (let bits = pair ? lengths[code]! : 0; bits !== 0 && matched === 0; ) {
      const n = 31 - Math.clz32(bits);
      bits &= ~(1 << n);
      if (i + n > text.length) continue;
      const phrase = phrases.get(text.slice(i, i + n));
      if (phrase === undefined) continue;
      out += text.slice(copied, i) + phrase;
      matched = n;
    }
    if (matched !== 0) {
      i += matched;
      copied = i;
      continue;
    }
    const to = chars[code]!;
    if (to !== 0) {
      out += text.slice(copied, i) + String.fromCharCode(to);
      copied = i + 1;
    }
    i++;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
