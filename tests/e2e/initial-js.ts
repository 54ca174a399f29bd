// Initial JavaScript of each page type, read from a production build: the static-import
// closure of the entry and the page's route chunk (Vite's manifest) and its gzip size.
// Shared by tests/e2e/budgets.spec.ts (the cap) and `npm run bench:js` (the breakdown).

import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** requirements §13 and decision 0006: KB as Vite and Chrome DevTools count them. */
export const KB = 1000;
/** The cap `npm test` enforces on every page type, both ways (decision 0006): no higher ceiling. */
export const JS_BUDGET = 120 * KB;

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

export interface PageType {
  /** File under app/routes/ without .tsx. */
  module: string;
  /** Chunk files of the closure, entry first. */
  files: string[];
  /** Exact: the sum of each chunk's gzip size. */
  gzip: number;
}

export const gzipSize = (bytes: Buffer | string): number => gzipSync(bytes).byteLength;
export const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

/** Page modules named in the one route table (app/routes.ts), read as text: it needs Vite to import. */
export function pageModules(): string[] {
  const source = fs.readFileSync('app/routes.ts', 'utf8');
  return [...new Set([...source.matchAll(/module:\s*'([\w-]+)'/g)].map((m) => m[1]!))];
}

/** The static-import closure of the given manifest keys: what the browser loads before hydrating. */
function closure(keys: string[], manifest: Manifest): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key]!.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...seen];
}

/** Every page type's initial JavaScript by the manifest (way (a) of decision 0006). */
export function pageTypes(clientDir: string): PageType[] {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site first`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('the client manifest names no entry chunk');
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => sizes.get(file) ?? sizes.set(file, gzipSize(fs.readFileSync(path.join(clientDir, file)))).get(file)!;
  return pageModules().map((module) => {
    const routeKey = `app/routes/${module}.tsx`;
    if (!manifest[routeKey]) throw new Error(`${routeKey} is not in the client manifest`);
    const files = closure([entryKey, routeKey], manifest).map((key) => manifest[key]!.file);
    return { module, files, gzip: files.reduce((sum, f) => sum + sizeOf(f), 0) };
  });
}
