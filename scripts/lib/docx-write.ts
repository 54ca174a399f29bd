// Writes a minimal .docx (WordprocessingML in a stored zip) from the blocks content/docx.ts
// reads: the council's published documents are generated from the page that states them, so
// the page and its download cannot say different things.

import type { DocBlock } from '../../content/docx.ts';
import { docxOf } from '../../content/docx-zip.ts';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const FONT = '<w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman" w:eastAsia="宋体"/>';

function run(text: string, size: number, bold = false): string {
  const b = bold ? '<w:b/>' : '';
  return `<w:r><w:rPr>${FONT}${b}<w:sz w:val="${size}"/><w:szCs w:val="${size}"/></w:rPr><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
}

function paragraph(block: Extract<DocBlock, { kind: 'p' }>, first: boolean): string {
  if (first)
    return `<w:p><w:pPr><w:pStyle w:val="Heading1"/><w:jc w:val="center"/></w:pPr>${run(block.text, 36, true)}</w:p>`;
  if (block.level > 0)
    return `<w:p><w:pPr><w:pStyle w:val="Heading${block.level}"/></w:pPr>${run(block.text, 28, true)}</w:p>`;
  return `<w:p><w:pPr><w:ind w:firstLine="480"/></w:pPr>${run(block.text, 24)}</w:p>`;
}

function table(rows: string[][]): string {
  const border = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="000000"/>`)
    .join('');
  const body = rows
    .map((row) => `<w:tr>${row.map((cell) => `<w:tc><w:p>${run(cell, 21)}</w:p></w:tc>`).join('')}</w:tr>`)
    .join('');
  return `<w:tbl><w:tblPr><w:tblW w:w="5000" w:type="pct"/><w:tblBorders>${border}</w:tblBorders></w:tblPr>${body}</w:tbl>`;
}

/** document.xml for the blocks: the first paragraph is the title. */
export function documentXml(blocks: DocBlock[]): string {
  const body = blocks.map((b, i) => (b.kind === 'p' ? paragraph(b, i === 0) : table(b.rows))).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1800" w:bottom="1440" w:left="1800" w:header="851" w:footer="992" w:gutter="0"/></w:sectPr></w:body></w:document>`;
}

/** A .docx holding the blocks. */
export const writeDocx = (blocks: DocBlock[]): Uint8Array => docxOf(documentXml(blocks));
