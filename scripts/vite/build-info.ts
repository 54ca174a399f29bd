// Build-time glue between the client build and the worker build: the build id, the
// client manifest and the CSP hashes of the inline scripts as a virtual module for the
// worker, and the /builds/* files (requirements §7).

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PREPAINT_SCRIPT } from '../../app/prepaint.ts';
import { ROUTE_RULES } from '../../app/route-rules.ts';
import { serviceWorkerSource } from './service-worker.ts';

const VIRTUAL_ID = 'virtual:client-assets';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The client entry as Vite sees it; also the key of the entry in the client manifest. */
export const CLIENT_ENTRY = 'app/entry.client.tsx';

/** CSP source expressions of the document's fixed inline scripts (architecture.md "CSP and caching"). */
const SCRIPT_HASHES = [PREPAINT_SCRIPT].map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);

export function buildInfo(options: {
  buildId: string;
  clientOutDir: string;
  /** The service worker's syntax target (the supported browsers'); none in worker tests. */
  target?: string[];
}): Plugin {
  let command: 'build' | 'serve' = 'serve';
  let root = process.cwd();
  return {
    name: 'ccpit:build-info',
    config(_config, env) {
      command = env.command;
      return { define: { __BUILD_ID__: JSON.stringify(options.buildId) } };
    },
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const manifestPath = path.resolve(root, options.clientOutDir, '.vite/manifest.json');
      if (command === 'serve' || !fs.existsSync(manifestPath)) {
        // Dev server (and worker tests): Vite serves the entry from source.
        return `export default ${JSON.stringify({ dev: command === 'serve', entry: `/${CLIENT_ENTRY}`, manifest: {}, scriptHashes: SCRIPT_HASHES })};`;
      }
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
      return `export default ${JSON.stringify({ dev: false, entry: CLIENT_ENTRY, manifest, scriptHashes: SCRIPT_HASHES })};`;
    },
    async generateBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return;
      const assets = Object.keys(bundle)
        .filter((f) => f.startsWith('assets/'))
        .map((f) => `/${f}`);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: await serviceWorkerSource(options.buildId, assets, root, options.target),
      });
      const latest = { id: options.buildId, timestamp: Date.now() };
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify(latest) });
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${options.buildId}.json`,
        source: JSON.stringify({
          id: options.buildId,
          timestamp: latest.timestamp,
          ...ROUTE_RULES,
          // Each lazy module's chunk, by source path: WebKit's import error names no URL, and
          // the client checks whether a failed chunk is really missing (app/runtime/chunk-missing.ts).
          chunks: Object.fromEntries(
            Object.values(bundle).flatMap((file) =>
              file.type === 'chunk' && file.isDynamicEntry && file.facadeModuleId
                ? [[path.relative(root, file.facadeModuleId).split(path.sep).join('/'), `/${file.fileName}`]]
                : [],
            ),
          ),
        }),
      });
    },
  };
}
