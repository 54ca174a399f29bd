// Traditional → simplified, one character at a time, for search's fold() (content/segment.ts):
// OpenCC's own character tables (opencc-js), so that 證書 and 证书 are one word to search.
// Character for character, not OpenCC's phrase conversion: fold() must keep offsets, and the
// phrase tables (1 MB) would weigh on the worker for words search does not need told apart.
// Worker and import only: the app never imports this module. Decision 0106 records why.

import HKVariantsRev from 'opencc-js/dict/HKVariantsRev';
import TSCharacters from 'opencc-js/dict/TSCharacters';

/** OpenCC's dictionary text: `from to [alternatives…]` entries parted by `|`. */
function entries(dict: string): [string, string][] {
  return dict.split('|').map((e) => {
    const [from, to] = e.split(' ');
    return [from!, to!];
  });
}

let table: Map<string, string> | undefined;

/**
 * Each character's simplified form, where it has one of the same length in code units (a
 * few rare characters cross between the BMP and the astral planes; they stay as they are).
 * Hong Kong's variant forms (綫, 衞, 説) first become OpenCC's standard traditional form.
 * Built on first use (~3,500 entries), not at start-up.
 */
function simplifiedTable(): Map<string, string> {
  if (table) return table;
  const ts = new Map(entries(TSCharacters));
  // Simplified characters that the character table itself leaves alone (吃, 台, 才): a
  // variant table must not turn them into something else.
  const simplified = new Set([...ts.values()].filter((c) => !ts.has(c)));
  table = new Map();
  for (const [from, to] of ts) if (to !== from && to.length === from.length) table.set(from, to);
  for (const [from, standard] of entries(HKVariantsRev)) {
    if (simplified.has(from) || table.has(from)) continue;
    const to = ts.get(standard) ?? standard;
    if (to !== from && to.length === from.length) table.set(from, to);
  }
  // Folding twice must change nothing (薴 → 苧 → 苎): each character goes to the end of its chain.
  for (const [from, to] of table) {
    let end = to;
    for (let n = 0; table.has(end) && n < 4; n++) end = table.get(end)!;
    if (end !== to && end.length === from.length) table.set(from, end);
  }
  return table;
}

/** The character (one code point) in simplified form; itself when it has none. */
export function toSimplified(ch: string): string {
  return simplifiedTable().get(ch) ?? ch;
}

/** Text with its traditional characters simplified, everything else as written (case, width). */
export function simplifiedText(text: string): string {
  let out = '';
  for (const ch of text) out += toSimplified(ch);
  return out;
}
