// Build plugin: the app's modules (app/) get their JSX runtime from app/hant/, which converts
// each element's text in the 繁體 view before React's own runtime sees it (decision 0118).
// Libraries and the worker's own modules keep React's.

import path from 'node:path';
import type { Plugin } from 'vite';

const RUNTIMES: Record<string, string> = {
  'react/jsx-runtime': 'jsx-runtime.ts',
  'react/jsx-dev-runtime': 'jsx-dev-runtime.ts',
};

const APP = /[\\/]app[\\/]/;
const OWN = /[\\/]app[\\/]hant[\\/]jsx-(dev-)?runtime\.ts$/;

export function hantJsx(root: string): Plugin {
  return {
    name: 'hant-jsx',
    enforce: 'pre',
    resolveId(source, importer) {
      const file = RUNTIMES[source];
      if (!file || !importer || !APP.test(importer) || OWN.test(importer) || importer.includes('node_modules')) return;
      return path.join(root, 'app/hant', file);
    },
  };
}
