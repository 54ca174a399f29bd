// `npm run docs:records [-- --check]`: writes the field lists of content/README.md and
// docs/api.md from the record kinds' definitions (app/api/records/); with --check it only says
// whether both are up to date (exit 1 if not).

import fs from 'node:fs';
import path from 'node:path';
import { fail, main } from './lib/cli.ts';
import { type Audience, listIn, fieldLists, withList } from './lib/record-docs.ts';
import { ROOT } from './lib/run-tool.ts';

const DEFINITIONS = path.join(ROOT, 'app/api/records');
const DOCUMENTS: [string, Audience][] = [
  ['content/README.md', 'content'],
  ['docs/api.md', 'api'],
];

await main(() => {
  const sources = Object.fromEntries(
    fs.readdirSync(DEFINITIONS).map((name) => [name, fs.readFileSync(path.join(DEFINITIONS, name), 'utf8')]),
  );
  const check = process.argv.includes('--check');
  for (const [file, audience] of DOCUMENTS) {
    const full = path.join(ROOT, file);
    const doc = fs.readFileSync(full, 'utf8');
    if (check) {
      if (listIn(doc) !== fieldLists(sources, audience))
        fail(`${file}: the field lists are out of date; run \`npm run docs:records\`.`);
      console.log(`${file}: the field lists are up to date.`);
      continue;
    }
    const next = withList(doc, sources, audience);
    fs.writeFileSync(full, next);
    console.log(`${file}: field lists ${next === doc ? 'were already up to date' : 'written'}.`);
  }
});
