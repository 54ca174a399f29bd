// `npm run docs:config [-- --check]`: writes README's configuration table from the var table
// (worker/config/var-table.ts); with --check it only says whether README is up to date (exit 1 if not).

import fs from 'node:fs';
import path from 'node:path';
import { fail, main } from './lib/cli.ts';
import { tableInReadme, configTable, withTable } from './lib/config-table.ts';
import { ROOT } from './lib/run-tool.ts';

const README = path.join(ROOT, 'README.md');

await main(() => {
  const readme = fs.readFileSync(README, 'utf8');
  if (process.argv.includes('--check')) {
    if (tableInReadme(readme) !== configTable())
      fail('README.md: the configuration table is out of date; run `npm run docs:config`.');
    console.log('README.md: the configuration table is up to date.');
    return;
  }
  const next = withTable(readme);
  if (next === readme) {
    console.log('README.md: the configuration table was already up to date.');
    return;
  }
  fs.writeFileSync(README, next);
  console.log('README.md: configuration table written.');
});
