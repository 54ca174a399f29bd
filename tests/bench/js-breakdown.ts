// What each page type loads before hydrating, per package and per module (decision 0006):
// run by `npm run bench` after its build, or alone as `npm run bench:js` on an existing
// build (DIST_DIR, default dist-bench). Writes the "bench:js" section of docs/performance.md.

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ChunkModules } from '../../scripts/vite/module-sizes.ts';
import { JS_BUDGET, kb, pageTypes } from '../e2e/initial-js.ts';
import { machine, table, writeSection } from './report.ts';
import { owner } from './source-map.ts';

/** Packages shown in their own column; anything else is "other". */
const PACKAGES = ['react-dom', 'react-router', 'react', 'scheduler', 'jotai'];

/** Module label → estimated gzip bytes, over the given chunk files (the shares scripts/vite/module-sizes.ts wrote). */
function moduleShares(clientDir: string, files: string[]): Map<string, number> {
  const file = path.join(clientDir, '.vite', 'module-sizes.json');
  const chunks = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ChunkModules>;
  const shares = new Map<string, number>();
  for (const f of files)
    for (const [label, size] of Object.entries(chunks[f]?.modules ?? {})) shares.set(label, (shares.get(label) ?? 0) + size);
  return shares;
}

export function jsBreakdown(dist: string): string {
  const clientDir = path.join(dist, 'client');
  const pages = pageTypes(clientDir);
  // The files every page loads: the entry's closure, the app shell and the libraries.
  const shared = pages
    .map((p) => new Set(p.files))
    .reduce((a, b) => {
      for (const f of a) if (!b.has(f)) a.delete(f);
      return a;
    });
  const notShared = (f: string) => !shared.has(f);
  /** The project's own modules in `files`, largest first. */
  const appModules = (files: string[]) =>
    [...moduleShares(clientDir, files)].filter(([label]) => owner(label) === 'app').sort((a, b) => b[1] - a[1]);
  const rows = pages
    .sort((a, b) => b.gzip - a.gzip)
    .map((page) => {
      const byOwner = new Map<string, number>();
      const add = (key: string, n: number) => byOwner.set(key, (byOwner.get(key) ?? 0) + n);
      for (const [label, size] of moduleShares(clientDir, [...shared])) {
        const who = owner(label);
        add(who === 'app' ? 'app shell' : PACKAGES.includes(who) ? who : 'other', size);
      }
      for (const [label, size] of moduleShares(clientDir, page.files.filter(notShared))) {
        add(owner(label) === 'app' ? 'page' : 'other', size);
      }
      const cell = (key: string) => kb(byOwner.get(key) ?? 0);
      const verdict = page.gzip <= JS_BUDGET ? 'yes' : `over by ${kb(page.gzip - JS_BUDGET)}`;
      return [
        page.module,
        `**${kb(page.gzip)}**`,
        verdict,
        ...PACKAGES.map(cell),
        cell('app shell'),
        cell('page'),
        cell('other'),
        page.files.length,
      ];
    });
  const worst = pages[0]!;
  const shell = appModules([...shared]);
  const list = (entries: Array<[string, number]>, n: number) =>
    entries
      .slice(0, n)
      .map(([label, size]) => `${label} ${kb(size)}`)
      .join(', ');
  return [
    `Measured ${machine()}.`,
    '',
    `Initial JavaScript per page type, gzip (level 6), by Vite's manifest: the static-import closure of the entry and the page's route chunk, before hydration (decision 0006 way (a); way (b), every script Chromium fetches until hydration, is capped by tests/e2e/budgets.spec.ts). Totals are exact; the split is each module's minified code gzipped alone, scaled to its chunk's real size (an estimate: gzip of parts does not add up). Budget ${kb(JS_BUDGET)}.`,
    '',
    table(['page type', 'total', '≤ budget', ...PACKAGES, 'app shell', 'page', 'other', 'chunks'], rows),
    '',
    `App shell (every page, ${kb(shell.reduce((n, [, s]) => n + s, 0))}), largest modules: ${list(shell, 15)}.`,
    '',
    `The heaviest page type (${worst.module}), its own modules: ${list(appModules(worst.files.filter(notShared)), 10)}.`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const body = jsBreakdown(process.env.DIST_DIR ?? 'dist-bench');
  console.log(body);
  writeSection('bench:js', body);
}
