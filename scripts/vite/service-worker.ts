// The service worker of a build (/sw.js): app/service-worker/sw.ts bundled on its own as one
// classic script (a service worker registered without `type: 'module'` takes no imports),
// with the build id and the files to precache baked in.

import { build } from 'rolldown';
import { STATIC_FILES } from '../../app/service-worker/rules.ts';

const ENTRY = 'app/service-worker/sw.ts';
const BUILD_MODULE = 'virtual:service-worker-build';

export async function serviceWorkerSource(
  buildId: string,
  assets: string[],
  root: string,
  target?: string[],
): Promise<string> {
  const baked = `export const BUILD = ${JSON.stringify(buildId)};\nexport const PRECACHE = ${JSON.stringify([...STATIC_FILES, ...assets])};`;
  const { output } = await build({
    input: ENTRY,
    cwd: root,
    write: false,
    logLevel: 'warn',
    ...(target ? { transform: { target } } : {}),
    plugins: [
      {
        name: 'service-worker-build',
        resolveId: (id) => (id === BUILD_MODULE ? `\0${BUILD_MODULE}` : undefined),
        load: (id) => (id === `\0${BUILD_MODULE}` ? baked : undefined),
      },
    ],
    output: { format: 'iife', minify: true },
  });
  return `// Built from ${ENTRY} for build ${buildId}.\n${output[0].code}`;
}
