// Reads a .docx's text without a dependency: the zip's central directory, the body part
// (word/document.xml) inflated with the platform's DecompressionStream, then its paragraphs
// and table rows. Used by the content checks (a page and its attachment must state the same
// figures) and by the script that writes each document's reading copy.

/** One block of a document: a paragraph (its style's heading level, 0 for body) or a table. */
export type DocBlock = { kind: 'p'; level: number; text: string } | { kind: 'table'; rows: string[][] };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

async function inflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([new Uint8Array(bytes)]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** One file of a zip archive by name, or null when the archive has no such file. */
export async function zipEntry(zip: Uint8Array, name: string): Promise<Uint8Array | null> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== EOCD) end--;
  if (end < 0) throw new Error('not a zip archive (no end of central directory)');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== CENTRAL) throw new Error('broken zip central directory');
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const entryName = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength));
    if (entryName === name) {
      const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      const data = zip.subarray(start, start + size);
      if (method === 0) return data;
      if (method === 8) return inflateRaw(data);
      throw new Error(`zip entry ${name}: compression method ${method} not supported`);
    }
    at += 46 + nameLength + extra + comment;
  }
  return null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : ENTITIES[e]!,
  );

/** The text of a paragraph's runs (w:t, tabs and breaks as spaces). */
function runsText(xml: string): string {
  let out = '';
  for (const m of xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br)\b[^>]*\/>/g))
    out += m[1] !== undefined ? unescapeXml(m[1]) : ' ';
  return out.trim();
}

function paragraphLevel(xml: string): number {
  const style = /<w:pStyle w:val="Heading(\d)"/.exec(xml);
  if (style) return Number(style[1]);
  // Documents written without styles mark headings bold in their own paragraph.
  return /<w:b\/>/.test(xml) && !/<w:ind w:firstLine/.test(xml) ? 2 : 0;
}

/** The body of a document.xml as blocks, in order. */
export function documentBlocks(xml: string): DocBlock[] {
  const body = /<w:body>([\s\S]*)<\/w:body>/.exec(xml)?.[1] ?? '';
  const blocks: DocBlock[] = [];
  for (const m of body.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>|<w:p\b[^>]*>([\s\S]*?)<\/w:p>|<w:p\b[^>]*\/>/g)) {
    if (m[1] !== undefined) {
      const rows = [...m[1].matchAll(/<w:tr\b[^>]*>([\s\S]*?)<\/w:tr>/g)].map((row) =>
        [...row[1]!.matchAll(/<w:tc\b[^>]*>([\s\S]*?)<\/w:tc>/g)].map((cell) => runsText(cell[1]!)),
      );
      blocks.push({ kind: 'table', rows });
    } else if (m[2] !== undefined) {
      const text = runsText(m[2]);
      if (text) blocks.push({ kind: 'p', level: paragraphLevel(m[2]), text });
    }
  }
  return blocks;
}

/** A .docx's blocks (paragraphs and tables). */
export async function readDocx(bytes: Uint8Array): Promise<DocBlock[]> {
  const part = await zipEntry(bytes, 'word/document.xml');
  if (!part) throw new Error('not a .docx (no word/document.xml)');
  return documentBlocks(new TextDecoder().decode(part));
}

/** The blocks as plain text: a paragraph a line, a table row a line with its cells tab-separated. */
export function blocksText(blocks: DocBlock[]): string {
  return blocks.map((b) => (b.kind === 'p' ? b.text : b.rows.map((r) => r.join('\t')).join('\n'))).join('\n');
}
