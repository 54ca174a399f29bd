// Cover images and attachments as content, not code (issue 37): stored in R2 (binding MEDIA),
// served by the worker under /media/<key> (worker/media.ts). A publish file names a local file
// as `upload:<path>` anywhere in a string (a cover, an attachment's url, an <img src> in an
// article); content:publish uploads it and writes its /media/ URL in its place. Keys are the
// file's content hash and name, so a URL never changes meaning; but a withdrawal ends it
// (content/media-store.ts), so caches keep it MEDIA_MAX_AGE only (withdrawal-bound.ts, decision 0120). Pure TS.

/** Where the worker serves R2 objects. */
export const MEDIA_PATH = '/media/';

/** How a publish file names a local file to upload. */
const UPLOAD = /upload:([^\s"'<>)]+)/g;

/** The key of a file: the first 16 hex digits of its SHA-256, then its name made URL-safe. */
export function mediaKey(sha256Hex: string, fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const clean = (t: string) => t.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '');
  // A name in Chinese alone keeps its extension: 封面.png → file.png.
  const stem = clean(dot > 0 ? base.slice(0, dot) : base) || 'file';
  const ext = dot > 0 ? clean(base.slice(dot + 1)).toLowerCase() : '';
  return `${sha256Hex.slice(0, 16)}/${stem}${ext ? `.${ext}` : ''}`;
}

/** The Content-Type an upload is stored with, by extension (what the council's files are). */
export function mediaType(fileName: string): string {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  const types: Record<string, string> = {
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    avif: 'image/avif',
    svg: 'image/svg+xml',
    pdf: 'application/pdf',
    doc: 'application/msword',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xls: 'application/vnd.ms-excel',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    zip: 'application/zip',
  };
  return types[ext] ?? 'application/octet-stream';
}

/** Every string inside a value, replaced by `fn` (a deep copy). */
function mapStrings(value: unknown, fn: (s: string) => string): unknown {
  if (typeof value === 'string') return fn(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)]));
  return value;
}

/** The local files a publish file asks to upload (`upload:<path>`), in order, each once. */
export function uploadsIn(doc: unknown): string[] {
  const files = new Set<string>();
  mapStrings(doc, (s) => {
    for (const m of s.matchAll(UPLOAD)) files.add(m[1]!);
    return s;
  });
  return [...files];
}

/** The file with each `upload:<path>` replaced by its /media/ URL. */
export function withMediaUrls<T>(doc: T, keys: ReadonlyMap<string, string>): T {
  return mapStrings(doc, (s) =>
    s.replace(UPLOAD, (whole, file: string) => (keys.has(file) ? `${MEDIA_PATH}${keys.get(file)}` : whole)),
  ) as T;
}

/** The /media/ objects a document refers to (what content:export lists). */
export function mediaRefs(doc: unknown): string[] {
  const refs = new Set<string>();
  mapStrings(doc, (s) => {
    for (const m of s.matchAll(/\/media\/([0-9a-f]{16}\/[\w.-]+)/g)) refs.add(m[1]!);
    return s;
  });
  return [...refs].sort();
}
