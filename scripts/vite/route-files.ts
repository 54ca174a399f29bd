// The route-file map of a client build: for each page module (app/routes/{module}.tsx with
// its {module}.loader.ts) every file its navigation needs beyond the entry's, so that the
// client asks for them together (modulepreload) instead of finding each import one round
// trip after its importer (decision 0006). `api` names the browser's API client.

import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** Files by page module name (and `api`), as absolute URLs. */
export type RouteFiles = Record<string, string[]>;

const PAGE_MODULE = /[\\/]app[\\/]routes[\\/]([\w-]+?)(?:\.loader)?\.tsx?$/;
const API_CLIENT = /[\\/]app[\\/]api[\\/]browser\.ts$/;

export function routeFiles(bundle: OutputBundle): RouteFiles {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (fileName: string, into: Set<string>): Set<string> => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
    return into;
  };
  const initial = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, initial);
  const files: Record<string, Set<string>> = {};
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId ?? '';
    const name = API_CLIENT.test(id) ? 'api' : PAGE_MODULE.exec(id)?.[1];
    if (!name || chunk.isEntry) continue;
    files[name] ??= new Set();
    closure(chunk.fileName, files[name]);
  }
  return Object.fromEntries(
    Object.entries(files)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, set]) => [name, [...set].filter((f) => !initial.has(f)).map((f) => `/${f}`)]),
  );
}
