// The council's downloadable documents and their reading copies (issue 35: WeChat's browser
// blocks downloads, so every .docx under public/files/ also has an HTML copy beside it that
// any browser shows). Documents a page states in full are written from that page's text, so
// the two cannot disagree. The forms are not here: the worker assembles each from its template
// in content/forms/ with the stored facts filled in (worker/files/forms.ts, decision 0113).
//
//   node scripts/documents.ts          writes the generated .docx and every reading copy
//   node scripts/documents.ts --check  exits 1 when a file on disk differs from what it would write

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blocksText, readDocx } from '../content/docx.ts';
import { readingCopy } from '../content/reading-copy.ts';
import { htmlBlocks } from '../content/figures.ts';
import { DOCUMENT_PAGES, readingCopyPath } from '../content/documents.ts';
import { loadSeedDocument } from '../content/seed.ts';
import { derivePalette } from './lib/brand-palette.ts';
import { writeDocx } from './lib/docx-write.ts';
import { readIdentity } from './lib/site-identity.ts';

const FILES = join(import.meta.dirname, '..', 'public', 'files');
const SEED = join(import.meta.dirname, '..', 'content', 'seed');
/** The reading copies' link colour: the site's own (its accent as text on white). */
const LINK = derivePalette(readIdentity().colours.primary, readIdentity().colours.accent).light.blue;

const check = process.argv.includes('--check');
const stale: string[] = [];
const write = (path: string, data: string | Uint8Array) => {
  const next = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data);
  let now: Buffer | undefined;
  try {
    now = readFileSync(path);
  } catch {
    // A new file.
  }
  if (now?.equals(next)) return;
  if (check) stale.push(path);
  else writeFileSync(path, next);
};

const seedFiles = Object.fromEntries(
  readdirSync(SEED)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f, JSON.parse(readFileSync(join(SEED, f), 'utf8')) as unknown]),
);
const releases = loadSeedDocument(seedFiles).releases ?? [];
for (const [file, id] of Object.entries(DOCUMENT_PAGES)) {
  const page = releases.find((r) => r.id === id);
  if (!page) throw new Error(`${file}: release ${id} is not in the seed`);
  write(join(FILES, file), writeDocx([{ kind: 'p', level: 1, text: page.title }, ...htmlBlocks(page.content ?? '')]));
}

for (const file of readdirSync(FILES).filter((f) => f.endsWith('.docx'))) {
  const blocks = await readDocx(new Uint8Array(readFileSync(join(FILES, file))));
  if (blocksText(blocks).length === 0) throw new Error(`${file}: no text`);
  write(join(FILES, readingCopyPath(`/files/${file}`)!.slice('/files/'.length)), readingCopy(file, blocks, LINK));
}
if (stale.length > 0) {
  console.error(`out of date (run node scripts/documents.ts):\n${stale.join('\n')}`);
  process.exit(1);
}
