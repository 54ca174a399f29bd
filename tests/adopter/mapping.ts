// The mapping table (mapping-table.ts) applied to the files of an adopter's copy: its content,
// public files and wrangler.toml as text, and each .docx's document part.

import fs from 'node:fs';
import path from 'node:path';
import { zipEntry } from '../../content/docx.ts';
import { deflatedDocxOf } from '../../content/docx-zip.ts';
import { applyMapping, type Pair } from './mapping-table.ts';

const TEXT = /\.(json|xml|svg|html|txt|md|toml|css|csv|ics)$/i;

/** Rewrites one file in place (text, or a .docx's XML parts); true when it changed. */
export async function rewriteFile(file: string, pairs: readonly Pair[]): Promise<boolean> {
  if (file.endsWith('.docx')) {
    // The text is the document part's: the docx is written again around it, as the forms are.
    const part = await zipEntry(new Uint8Array(fs.readFileSync(file)), 'word/document.xml');
    if (!part) return false;
    const xml = new TextDecoder().decode(part);
    const next = applyMapping(xml, pairs);
    if (next !== xml) fs.writeFileSync(file, await deflatedDocxOf(next));
    return next !== xml;
  }
  if (!TEXT.test(file)) return false;
  const text = fs.readFileSync(file, 'utf8');
  const next = applyMapping(text, pairs);
  if (next !== text) fs.writeFileSync(file, next);
  return next !== text;
}

/** Every file under `dir` (a file itself too). */
export function filesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  if (fs.statSync(dir).isFile()) return [dir];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => filesIn(path.join(dir, e.name)));
}
