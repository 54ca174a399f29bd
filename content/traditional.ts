// Traditional → simplified, one character at a time, for search's fold() (content/segment.ts):
// OpenCC's own character tables (opencc-js), so that 證書 and 证书 are one word to search.
// Character for character, not OpenCC's phrase conversion: fold() must keep offsets, and the
// phrase tables (1 MB) would weigh on the worker for words search does not need told apart.
// Worker and import only: the app never imports this module. Decision 0106 records why.

import HKVariantsRev from 'opencc-js/dict/HKVariantsRev';
import TSCharacters from 'opencc-js/dict/TSCharacters';

/**
 * Each entry of an OpenCC dictionary text (`from to|from to other|…`): its character and
 * the first of its replacements (OpenCC's choice). Read in place: no arrays per entry.
 */
function eachEntry(dict: string, use: (from: string, to: string) => void): void {
  for (let i = 0; i < dict.length; ) {
    const bar = dict.indexOf('|', i);
    const end = bar === -1 ? dict.length : bar;
    const space = dict.indexOf(' ', i);
    const next = dict.indexOf(' ', space + 1);
    use(dict.slice(i, space), dict.slice(space + 1, next !== -1 && next < end ? next : end));
    i = end + 1;
  }
}

/**
 * Each character's simplified form, where it has one of the same length in code units (a
 * few rare characters cross between the BMP and the astral planes; they stay as they are):
 * BMP characters by code unit (half the CPU of building a Map of ~3,000 strings, which
 * took ~10 ms in a cold process; decision 0106), astral ones in a Map. Built on first use
 * (a search's first non-ASCII character), not at start-up.
 */
class Table {
  private readonly bmp = new Uint16Array(0x10000);
  private readonly astral = new Map<string, string>();
  readonly from: string[] = [];

  get(ch: string): string | undefined {
    if (ch.length !== 1) return this.astral.get(ch);
    const to = this.bmp[ch.charCodeAt(0)]!;
    return to === 0 ? undefined : String.fromCharCode(to);
  }

  set(from: string, to: string): void {
    if (from.length === 1) this.bmp[from.charCodeAt(0)] = to.charCodeAt(0);
    else this.astral.set(from, to);
  }
}

let table: Table | undefined;

/** Hong Kong's variant forms (綫, 衞, 説) become OpenCC's standard traditional form first. */
function simplifiedTable(): Table {
  if (table) return table;
  const t = new Table();
  const crossing = new Set<string>();
  /** BMP characters the character table gives as some character's simplified form. */
  const simplified = new Uint8Array(0x10000);
  const add = (from: string, to: string) => {
    t.set(from, to);
    t.from.push(from);
  };
  eachEntry(TSCharacters, (from, to) => {
    if (to.length === 1) simplified[to.charCodeAt(0)] = 1;
    if (to.length !== from.length) crossing.add(from);
    else if (to !== from) add(from, to);
  });
  eachEntry(HKVariantsRev, (from, standard) => {
    // A simplified character that the character table leaves alone (吃, 台, 才) stays.
    if (
      t.get(from) !== undefined ||
      crossing.has(standard) ||
      (from.length === 1 && simplified[from.charCodeAt(0)] === 1)
    )
      return;
    const to = t.get(standard) ?? standard;
    if (to !== from && to.length === from.length) add(from, to);
  });
  // Folding twice must change nothing (薴 → 苧 → 苎): each character goes to the end of its chain.
  for (const from of t.from) {
    const to = t.get(from)!;
    let end = to;
    for (let n = 0, next = t.get(end); next !== undefined && n < 4; n++, next = t.get(end)) end = next;
    if (end !== to && end.length === from.length) t.set(from, end);
  }
  table = t;
  return t;
}

/** The character (one code point) in simplified form; itself when it has none. */
export function toSimplified(ch: string): string {
  return ch.charCodeAt(0) < 0x80 ? ch : (simplifiedTable().get(ch) ?? ch);
}

/** Text with its traditional characters simplified, everything else as written (case, width). */
export function simplifiedText(text: string): string {
  let out = '';
  for (const ch of text) out += toSimplified(ch);
  return out;
}
