// `npm run fixtures` writes every test fixture computed from the seed (scripts/lib/fixtures.ts);
// run it after changing the seed, content/segment.ts or its dictionary. With --check
// (`npm run check:fixtures`, part of `npm test`) it writes nothing and fails naming each stale one.

import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fail, main } from './lib/cli.ts';
import { FIXTURES, FIXTURES_COMMAND } from './lib/fixtures.ts';
import { ROOT } from './lib/run-tool.ts';

await main(async () => {
  const { values } = parseArgs({ options: { check: { type: 'boolean' } } });
  const stale: string[] = [];
  for (const fixture of FIXTURES) {
    const file = path.join(ROOT, fixture.path);
    const text = await fixture.render();
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    if (current === text) continue;
    if (values.check) stale.push(`  ${fixture.path}: ${fixture.what}`);
    else {
      fs.writeFileSync(file, text);
      console.log(`fixtures: wrote ${fixture.path}`);
    }
  }
  if (stale.length)
    fail(`check:fixtures: stale against the seed and code, run \`${FIXTURES_COMMAND}\`:\n${stale.join('\n')}`);
  console.log(
    `fixtures: ${FIXTURES.length} fixture(s) ${values.check ? 'up to date' : 'as the seed and code make them'} (${FIXTURES.map((f) => f.path).join(', ')})`,
  );
});
