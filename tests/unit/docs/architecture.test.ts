// docs/architecture.md is the code, and stays so: the middleware it lists are those the worker
// registers, in order, and its folder map is the tree (every folder of app/ and worker/, every
// file of worker/). A middleware or a worker file added without the document fails here.

import { describe, expect, it } from 'vitest';
import doc from '../../../docs/architecture.md?raw';
import indexSource from '../../../worker/index.ts?raw';
import pagesSource from '../../../worker/ssr/pages.ts?raw';
import { documentedMiddleware, folderMap, mapMismatches, middlewareMismatches, registeredMiddleware } from './architecture-doc.ts';

/** The repository's files by path from its root (`app/lib/dates.ts`); only the names are read. */
const filesOf = (globbed: Record<string, unknown>) =>
  // Vite names each file relative to this one (`../../worker/setup.ts` for one under tests/).
  Object.keys(globbed).map((path) => new URL(path, 'file:///repo/tests/unit/docs/').pathname.slice('/repo/'.length));
const appFiles = filesOf(import.meta.glob(['../../../app/**/*.{ts,tsx,css}']));
const workerFiles = filesOf(import.meta.glob(['../../../worker/**/*.{ts,tsx}']));
const topFiles = filesOf(
  import.meta.glob([
    '../../../{content,migrations,scripts,tests,docs,sites}/*.{ts,md,sql,json}',
    '../../../public/_headers',
    '../../../tests/*/*.ts',
  ]),
);

describe('docs/architecture.md "Middleware"', () => {
  it('lists the middleware worker/index.ts and worker/ssr/pages.ts register, in their order', () => {
    expect(documentedMiddleware(doc)).toEqual([registeredMiddleware(indexSource, 'app'), registeredMiddleware(pagesSource, 'pages')]);
    expect(registeredMiddleware(indexSource, 'app')).toContain('canonicalOrigin');
    expect(middlewareMismatches(doc, indexSource, pagesSource)).toEqual([]);
  });

  it('fails when a middleware is added to worker/index.ts, or moved, without the document', () => {
    const added = indexSource.replace('app.use(contentService);', 'app.use(contentService);\napp.use(plantedGuard);');
    expect(middlewareMismatches(doc, added, pagesSource)).toEqual([expect.stringContaining('plantedGuard')]);
    const moved = indexSource
      .replace('app.use(requestId);\n', '')
      .replace('app.use(configuration);', 'app.use(configuration);\napp.use(requestId);');
    expect(middlewareMismatches(doc, moved, pagesSource)).toHaveLength(1);
    const pageOnly = pagesSource.replace('pages.use(deviceRedirect);', 'pages.use(deviceRedirect);\npages.use(plantedPageGuard);');
    expect(middlewareMismatches(doc, indexSource, pageOnly)).toEqual([expect.stringContaining('worker/ssr/pages.ts')]);
  });
});

describe('docs/architecture.md "Folders"', () => {
  const map = folderMap(doc);

  it('maps every folder of app/ and each file at its top, and nothing that does not exist', () => {
    expect(mapMismatches(map, 'app/', appFiles, false)).toEqual([]);
  });

  it('maps every folder and names every file of worker/', () => {
    expect(workerFiles).toContain('worker/index.ts');
    expect(mapMismatches(map, 'worker/', workerFiles, true)).toEqual([]);
  });

  it('names only top-level folders that exist', () => {
    const tops = map.filter((e) => e.names[0] === e.top).map((e) => e.top);
    expect(tops).toEqual(expect.arrayContaining(['app/', 'worker/', 'content/', 'tests/', 'docs/']));
    const present = new Set([...appFiles, ...workerFiles, ...topFiles].map((f) => `${f.split('/')[0]}/`));
    expect(tops.filter((t) => !present.has(t))).toEqual([]);
  });

  it('fails on a worker file or an app folder the map does not know, and on one it names that is gone', () => {
    expect(mapMismatches(map, 'worker/', [...workerFiles, 'worker/lib/planted.ts'], true)).toEqual([
      expect.stringContaining('worker/lib/planted.ts'),
    ]);
    expect(mapMismatches(map, 'worker/', [...workerFiles, 'worker/planted.ts'], true)).toHaveLength(1);
    expect(mapMismatches(map, 'app/', [...appFiles, 'app/planted/x.ts'], false)).toEqual([expect.stringContaining('app/planted/')]);
    expect(
      mapMismatches(
        map,
        'worker/',
        workerFiles.filter((f) => f !== 'worker/media.ts'),
        true,
      ),
    ).toEqual([expect.stringContaining('worker/media.ts')]);
  });
});
