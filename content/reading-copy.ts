// A document's reading copy (issue 35: WeChat's in-app browser refuses downloads): its text as
// a small page of its own, readable at any width, beside the .docx. Written by
// scripts/documents.ts for the static documents and by the worker for the forms it assembles
// from their templates (worker/files/forms.ts). Pure TS.

import type { DocBlock } from './docx.ts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A reading copy: the document's text as a small page of its own, readable at any width; its
 * links in `link`, a colour of the council's (the identity's, sites/<name>/site.json).
 */
export function readingCopy(file: string, blocks: DocBlock[], link: string): string {
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
.tools a{color:${link}}.table{overflow-x:auto}table{border-collapse:collapse;width:100%;font-size:.9rem}
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
