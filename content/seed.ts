// The seed set is one import document split over content/seed/*.json: this merges the
// parts, lists concatenated in file-name order (content/README.md). Pure TS.

import type { ContentDocument } from './schema.ts';

/** The file name of a path or glob key (`/content/seed/releases-a.json` → `releases-a.json`). */
function baseName(path: string): string {
  return path.slice(path.replace(/\\/g, '/').lastIndexOf('/') + 1);
}

/**
 * Merges parsed seed files, keyed by file name or path, into one document. Lists are
 * concatenated in file-name order (code-unit order, as `ls` in the C locale); any other
 * value (`version`) must agree between the files that give it. The result still needs
 * validateContent(); a part that cannot be merged at all throws, naming its file.
 */
export function loadSeedDocument(files: Record<string, unknown>): ContentDocument {
  const names = Object.keys(files).sort((a, b) => {
    const [x, y] = [baseName(a), baseName(b)];
    return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
  });
  const doc: Record<string, unknown> = {};
  for (const name of names) {
    const part = files[name];
    if (typeof part !== 'object' || part === null || Array.isArray(part)) {
      throw new Error(`${baseName(name)}: a seed file must hold one JSON object`);
    }
    for (const [key, value] of Object.entries(part)) {
      const current = doc[key];
      if (Array.isArray(current) && Array.isArray(value)) doc[key] = [...current, ...value];
      else if (current === undefined) doc[key] = Array.isArray(value) ? [...value] : value;
      else if (JSON.stringify(current) !== JSON.stringify(value)) {
        throw new Error(`${baseName(name)}: "${key}" cannot be merged with the earlier files`);
      }
    }
  }
  return doc as ContentDocument;
}
