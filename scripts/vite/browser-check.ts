// The build's check of its client scripts against the supported browsers (requirements
// §13.9): every chunk, dependencies included, and the service worker, as written. A finding
// fails the build, so no `npm start`, test run or deploy ships a script an old iPhone cannot
// run. `npm run check:dist` runs the same check over a build folder.

import type { Plugin } from 'vite';
import type { EngineMinimums } from '../lib/syntax-check.ts';
import { checkSource, describeFindings } from '../lib/syntax-check.ts';

export function browserCheck(minimums: EngineMinimums, query: string): Plugin {
  return {
    name: 'ccpit:browser-check',
    apply: 'build',
    generateBundle: {
      // After build-info has emitted the service worker.
      order: 'post',
      handler(_options, bundle) {
        if (this.environment?.name !== 'client') return;
        const lines = Object.values(bundle).flatMap((file) => {
          const code = file.type === 'chunk' ? file.code : file.fileName.endsWith('.js') ? String(file.source) : null;
          return code === null ? [] : describeFindings(file.fileName, checkSource(code, minimums));
        });
        if (lines.length) this.error(`scripts the supported browsers (${query}) cannot run:\n${lines.join('\n')}`);
      },
    },
  };
}
