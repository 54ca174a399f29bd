// The route-file map names, for each page, every file its navigation needs beyond the entry,
// so the client asks for them in one round (decision 0006).

import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { routeFiles } from '../../../../scripts/vite/route-files.ts';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null, isEntry = false) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId, isEntry }) as unknown as Rollup.OutputChunk;

describe('routeFiles', () => {
  it('lists a page’s component, loader and their imports once, leaving out what the entry already loaded', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/entry.js', ['assets/shell.js'], '/p/app/entry.client.tsx', true),
        chunk('assets/shell.js', [], null),
        chunk('assets/guide.js', ['assets/entry.js', 'assets/page-frame.js'], '/p/app/routes/guide.tsx'),
        chunk('assets/guide.loader.js', ['assets/entry.js', 'assets/data.js'], '/p/app/routes/guide.loader.ts'),
        chunk('assets/page-frame.js', ['assets/dates.js'], null),
        chunk('assets/dates.js', [], null),
        chunk('assets/data.js', ['assets/dates.js'], null),
        chunk('assets/browser.js', ['assets/decode.js'], '/p/app/api/browser.ts'),
        chunk('assets/decode.js', [], null),
      ].map((c) => [c.fileName, c]),
    ) as Rollup.OutputBundle;
    expect(routeFiles(bundle)).toEqual({
      api: ['/assets/browser.js', '/assets/decode.js'],
      guide: ['/assets/guide.js', '/assets/page-frame.js', '/assets/dates.js', '/assets/guide.loader.js', '/assets/data.js'],
    });
  });
});
