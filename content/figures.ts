// What a page and its attachment state, in comparable form: an article's HTML as the same
// blocks content/docx.ts reads from a .docx, and the figures (a number with its unit, or a
// table cell under its row's label) that both may state. A page that summarises or carries a
// document must state the document's figures (issue 35: a report page said 4 applications
// where its download said 3).

import type { DocBlock } from './docx.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#\d+);/g, (_, e: string) =>
      e[0] === '#' ? String.fromCodePoint(Number(e.slice(1))) : ENTITIES[e]!,
    )
    .replace(/\s+/g, ' ')
    .trim();

/** An article's HTML as blocks: headings, paragraphs and list items, tables by rows of cells. */
export function htmlBlocks(html: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  for (const m of html.matchAll(/<table\b[^>]*>([\s\S]*?)<\/table>|<(h[1-6]|p|li)\b[^>]*>([\s\S]*?)<\/\2>/g)) {
    if (m[1] !== undefined) {
      const rows = [...m[1].matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
        [...row[1]!.matchAll(/<t[hd]\b[^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => plain(cell[1]!)),
      );
      blocks.push({ kind: 'table', rows });
    } else {
      const text = plain(m[3]!);
      if (text) blocks.push({ kind: 'p', level: m[2]![0] === 'h' ? Number(m[2]![1]) : 0, text });
    }
  }
  return blocks;
}

/** Units a stated figure may carry (a count, an amount, a share). */
const UNIT = '件|条|份|万元|亿元|元|家|期|项|名|人|次|本|场|%';
const NUMBER = new RegExp(`(?<![\\d.:-])(\\d+(?:\\.\\d+)?)\\s*(${UNIT})(?![\\d])`, 'g');
/** The label of a figure in prose: the words right before it, without the joiners between them. */
const LABEL = /([\u4e00-\u9fa5]{2,6})[^\u4e00-\u9fa5\d]*$/;

export interface Figure {
  /** What the figure counts: a table row's label and column, or the words before it in prose. */
  label: string;
  value: string;
}

/** Every figure the blocks state: a number with its unit in prose; every numeric table cell. */
export function figures(blocks: DocBlock[]): Figure[] {
  const out: Figure[] = [];
  for (const block of blocks) {
    if (block.kind === 'table') {
      const header = block.rows[0] ?? [];
      for (const row of block.rows.slice(1)) {
        row.forEach((cell, i) => {
          if (i > 0 && /^\d+(\.\d+)?$/.test(cell)) out.push({ label: `${row[0]}｜${header[i] ?? i}`, value: cell });
        });
      }
      continue;
    }
    for (const m of block.text.matchAll(NUMBER)) {
      const before = block.text.slice(0, m.index).replace(/(其中|共|各类|全年|累计|合计)+$/, '');
      const label = LABEL.exec(before)?.[1] ?? '';
      out.push({ label: `${label}…${m[2]}`, value: m[1]! });
    }
  }
  return out;
}

/** Figures both texts label alike but state differently (`label: page value ≠ document value`). */
export function figureDisagreements(page: Figure[], document: Figure[]): string[] {
  const stated = new Map<string, Set<string>>();
  for (const f of document) {
    const values = stated.get(f.label) ?? new Set<string>();
    values.add(f.value);
    stated.set(f.label, values);
  }
  return page
    .filter((f) => stated.has(f.label) && !stated.get(f.label)!.has(f.value))
    .map((f) => `${f.label}: ${f.value} ≠ ${[...stated.get(f.label)!].join('/')}`);
}

/** The figures (values with their units) of one text that the other does not state, both ways. */
export function unmatchedFigures(page: Figure[], document: Figure[]): { page: string[]; document: string[] } {
  const key = (f: Figure) => `${f.value}${f.label.split('…')[1] ?? ''}`;
  const count = (list: Figure[]) => {
    const m = new Map<string, number>();
    for (const f of list) m.set(key(f), (m.get(key(f)) ?? 0) + 1);
    return m;
  };
  const a = count(page);
  const b = count(document);
  const missing = (x: Map<string, number>, y: Map<string, number>) =>
    [...x].filter(([k, n]) => (y.get(k) ?? 0) < n).map(([k]) => k);
  return { page: missing(a, b), document: missing(b, a) };
}
