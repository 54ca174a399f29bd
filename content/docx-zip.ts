// A .docx's container: a zip of its parts with a fixed date, so the same text gives the same
// bytes. Pure TS (its own CRC-32, no node:zlib): scripts/documents.ts writes stored parts; the
// worker deflates the forms it assembles from their templates (worker/files/forms.ts) with
// the platform's CompressionStream, so a form downloads at the size of the old static file.

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/** The media type a .docx is served with. */
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** One part: its name, its bytes as stored (deflated or not) and what the zip says of them. */
interface Part {
  name: string;
  data: Uint8Array;
  crc: number;
  size: number;
  method: 0 | 8;
}

const encoder = new TextEncoder();

function storedPart(name: string, text: string): Part {
  const data = encoder.encode(text);
  return { name, data, crc: crc32(data), size: data.length, method: 0 };
}

async function deflatedPart(name: string, text: string): Promise<Part> {
  const raw = encoder.encode(text);
  const stream = new Blob([raw]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const data = new Uint8Array(await new Response(stream).arrayBuffer());
  return { name, data, crc: crc32(raw), size: raw.length, method: 8 };
}

/** A zip of the parts, with a fixed date so the same input gives the same bytes. */
function zipOf(parts: Part[]): Uint8Array<ArrayBuffer> {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  const DOS_TIME = 0;
  const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;
  for (const { name, data, crc, size, method } of parts) {
    const nameBytes = encoder.encode(name);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(6, 0x0800, true); // UTF-8 names
    local.setUint16(8, method, true);
    local.setUint16(10, DOS_TIME, true);
    local.setUint16(12, DOS_DATE, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, size, true);
    local.setUint16(26, nameBytes.length, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(8, 0x0800, true);
    central.setUint16(10, method, true);
    central.setUint16(12, DOS_TIME, true);
    central.setUint16(14, DOS_DATE, true);
    central.setUint32(16, crc, true);
    central.setUint32(20, data.length, true);
    central.setUint32(24, size, true);
    central.setUint16(28, nameBytes.length, true);
    central.setUint32(42, offset, true);
    locals.push(new Uint8Array(local.buffer), nameBytes, data);
    centrals.push(new Uint8Array(central.buffer), nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((n, part) => n + part.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, parts.length, true);
  end.setUint16(10, parts.length, true);
  end.setUint32(12, centralSize, true);
  end.setUint32(16, offset, true);
  const chunks = [...locals, ...centrals, new Uint8Array(end.buffer)];
  const out = new Uint8Array(chunks.reduce((n, chunk) => n + chunk.length, 0));
  let at = 0;
  for (const part of chunks) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const PARTS = (documentXml: string): [string, string][] => [
  ['[Content_Types].xml', CONTENT_TYPES],
  ['_rels/.rels', RELS],
  ['word/document.xml', documentXml],
];

/** A .docx of one document.xml, its parts stored (what scripts/documents.ts has always written). */
export const docxOf = (documentXml: string): Uint8Array<ArrayBuffer> =>
  zipOf(PARTS(documentXml).map(([name, text]) => storedPart(name, text)));

/** The same, its parts deflated: a form of 20 KB of WordprocessingML downloads as about 3 KB. */
export const deflatedDocxOf = async (documentXml: string): Promise<Uint8Array<ArrayBuffer>> =>
  zipOf(await Promise.all(PARTS(documentXml).map(([name, text]) => deflatedPart(name, text))));
