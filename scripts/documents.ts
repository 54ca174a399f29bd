// The council's downloadable documents and their reading copies (issue 35: WeChat's browser
// blocks downloads, so every .docx under public/files/ also has an HTML copy beside it that
// any browser shows). Documents a page states in full are written from that page's text, so
// the two cannot disagree; the others (forms) are read as they are.
//
//   node scripts/documents.ts          writes the generated .docx and every reading copy
//   node scripts/documents.ts --check  exits 1 when a file on disk differs from what it would write

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blocksText, readDocx, type DocBlock } from '../content/docx.ts';
import { htmlBlocks } from '../content/figures.ts';
import { DOCUMENT_PAGES, FORM_DOCUMENTS, readingCopyPath } from '../content/documents.ts';
import { loadSeedDocument } from '../content/seed.ts';
import { derivePalette } from './lib/brand-palette.ts';
import { writeDocx } from './lib/docx-write.ts';
import { readIdentity } from './lib/site-identity.ts';

const FILES = join(import.meta.dirname, '..', 'public', 'files');
const SEED = join(import.meta.dirname, '..', 'content', 'seed');
/** The reading copies' link colour: the site's own (its accent as text on white). */
const LINK = derivePalette(readIdentity().colours.primary, readIdentity().colours.accent).light.blue;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A reading copy: the document's text as a small page of its own, readable at any width. */
function readingCopy(file: string, blocks: DocBlock[]): string {
  const [title, ...rest] = blocks;
  const heading = title?.kind === 'p' ? title.text : file;
  const body = rest
    .map((b) => {
      if (b.kind === 'table') {
        const [head, ...rows] = b.rows;
        const th = (head ?? []).map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('');
        const tr = rows
          .map(
            (r) =>
              `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${escapeHtml(c)}</th>` : `<td>${escapeHtml(c)}</td>`)).join('')}</tr>`,
          )
          .join('\n');
        return `<div class="table"><table>\n<thead><tr>${th}</tr></thead>\n<tbody>\n${tr}\n</tbody>\n</table></div>`;
      }
      return b.level > 0 ? `<h2>${escapeHtml(b.text)}</h2>` : `<p>${escapeHtml(b.text)}</p>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)}（在线阅读）</title>
<style>
body{margin:0 auto;max-width:52rem;padding:1rem;font:1rem/1.8 "PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1f2329;background:#fff}
h1{font-size:1.4rem;text-align:center}h2{font-size:1.15rem;margin-top:1.5rem}
.tools{display:flex;flex-wrap:wrap;gap:.5rem 1rem;padding:.6rem 0;border-bottom:1px solid #dfe3ea}
.tools a{color:${LINK}}.table{overflow-x:auto}table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{border:1px solid #8a8f98;padding:.3rem .5rem;text-align:left}td{text-align:right}
@media print{.tools{display:none}}
</style>
</head>
<body>
<p class="tools"><a href="/">返回网站首页</a><a href="/files/${escapeHtml(file)}" download>下载Word版</a></p>
<h1>${escapeHtml(heading)}</h1>
${body}
</body>
</html>
`;
}

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
for (const [file, html] of Object.entries(FORM_DOCUMENTS)) write(join(FILES, file), writeDocx(htmlBlocks(html)));

for (const file of readdirSync(FILES).filter((f) => f.endsWith('.docx'))) {
  const blocks = await readDocx(new Uint8Array(readFileSync(join(FILES, file))));
  if (blocksText(blocks).length === 0) throw new Error(`${file}: no text`);
  write(join(FILES, readingCopyPath(`/files/${file}`)!.slice('/files/'.length)), readingCopy(file, blocks));
}
if (stale.length > 0) {
  console.error(`out of date (run node scripts/documents.ts):\n${stale.join('\n')}`);
  process.exit(1);
}
