// Build plugin (client): every page component (app/routes/{module}.tsx) gets its own copy of
// the small modules it shares with other pages (breadcrumbs, dates, the column frame, lists,
// pagination…) instead of importing them from shared chunks. A page then loads the entry and
// its one chunk before hydrating: each further chunk restarts gzip (its own header, no shared
// dictionary, import lines naming hashed files), which cost the guide page 2.5 KB over twelve
// chunks (decision 0006). The price: a module shared by n pages is downloaded up to n times
// over a visit, a few hundred bytes each.
//
// Only modules outside the entry's static closure are copied (the shell stays one instance,
// in the entry), and only from page components: loaders (routes/*.loader.ts, fetched with a
// navigation) and everything else import the modules themselves. A copy is the same source
// under another id (`?page={module}`), so a copied module must not hold state that pages
// share: none does (module state lives in the shell, the runtime and the notices), and the
// build fails when one starts to (module-state.ts).

import fs from 'node:fs';
import path from 'node:path';
import { parseSync, type Plugin } from 'vite';
import { CLIENT_ENTRY } from './build-info.ts';
import { moduleState } from './module-state.ts';

const PAGE_COMPONENT = /\/app\/routes\/([\w-]+)\.tsx$/;
const PAGE_COPY = /\?page=([\w-]+)$/;
const SOURCE = /\.(ts|tsx)$/;

/** Relative value imports and re-exports of a source file (type-only ones left out). */
export function valueImports(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const { program } = parseSync(file, code);
  const sources: string[] = [];
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration' && node.importKind !== 'type') sources.push(node.source.value);
    else if ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source)
      if (node.exportKind !== 'type') sources.push(node.source.value);
  }
  return sources.filter((s) => s.startsWith('.')).map((s) => path.resolve(path.dirname(file), s));
}

/** The files the entry imports statically, directly or not: the shell, one instance in the entry chunk. */
export function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !SOURCE.test(file) || !fs.existsSync(file)) return;
    seen.add(file);
    valueImports(file).forEach(visit);
  };
  visit(entry);
  return seen;
}

export function pageChunks(): Plugin {
  let shell = new Set<string>();
  return {
    name: 'ccpit:page-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      shell = staticClosure(path.resolve(this.environment.config.root, CLIENT_ENTRY));
    },
    resolveId: {
      order: 'pre',
      handler(source, importer) {
        if (!importer || !source.startsWith('.')) return undefined;
        const page = PAGE_COPY.exec(importer)?.[1] ?? PAGE_COMPONENT.exec(importer)?.[1];
        if (!page) return undefined;
        const file = path.resolve(path.dirname(importer.replace(PAGE_COPY, '')), source);
        if (!SOURCE.test(file) || shell.has(file) || PAGE_COMPONENT.test(file) || !fs.existsSync(file))
          return undefined;
        const relative = path.relative(this.environment.config.root, file).split(path.sep).join('/');
        const state = moduleState(fs.readFileSync(file, 'utf8'), relative);
        if (state)
          this.error(
            `${file} holds module state (${state}) and would be copied into page ${page}'s chunk, one instance per page: ` +
              'move the state into the shell (a module the entry imports), or list the module in COPYABLE_STATE if copies are harmless',
          );
        return `${file}?page=${page}`;
      },
    },
  };
}
