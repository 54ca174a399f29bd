// Build plugin: writes what each client chunk is made of (.vite/module-sizes.json beside the
// manifest), so that `npm run bench` can say which modules a page loads before hydrating.

import { gzipSync } from 'node:zlib';
import { minifySync, type Plugin } from 'vite';

/** The file written next to Vite's manifest, in the client output. */
export const MODULE_SIZES_FILE = '.vite/module-sizes.json';

export interface ChunkModules {
  /** Gzip size of the chunk as written (what the browser fetches). */
  gzip: number;
  /**
   * Each module's share of that gzip size, in bytes: the module's code as bundled, minified
   * and gzipped alone, scaled so the chunk's modules add up to the chunk's real gzip size
   * (gzip of parts is not additive; the shares are estimates, the total is exact).
   */
  modules: Record<string, number>;
}

/** Module ids as package names or project paths: "react-dom", "app/root.tsx". */
export function moduleLabel(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(clean);
  if (inPackage) return `${inPackage[1]}/${inPackage[2]}`;
  return clean.startsWith(`${root}/`) ? clean.slice(root.length + 1) : clean;
}

export function moduleSizes(): Plugin {
  let root = process.cwd();
  return {
    name: 'ccpit:module-sizes',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return;
      const chunks: Record<string, ChunkModules> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const alone = Object.entries(chunk.modules)
          .filter(([, m]) => m.code && m.renderedLength > 0)
          .map(([id, m]) => {
            let code = m.code!;
            try {
              code = minifySync(id.replace(/\?.*$/, ''), code, { compress: true, mangle: true }).code;
            } catch {
              // Not minifiable on its own (a fragment): its unminified size still ranks it.
            }
            return [moduleLabel(id, root), gzipSync(code).byteLength] as const;
          });
        const gzip = gzipSync(chunk.code).byteLength;
        const sum = alone.reduce((n, [, size]) => n + size, 0) || 1;
        chunks[chunk.fileName] = {
          gzip,
          modules: Object.fromEntries(alone.map(([label, size]) => [label, Math.round((size * gzip) / sum)])),
        };
      }
      this.emitFile({ type: 'asset', fileName: MODULE_SIZES_FILE, source: JSON.stringify(chunks, null, 1) });
    },
  };
}
