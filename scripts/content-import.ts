// Imports one content file (the format of content/README.md) into D1, all or nothing:
// every problem is reported first and nothing is loaded while there is any.
//
//   node scripts/content-import.ts <file.json> [--remote] [--env <name>] [--persist-to <dir>]

import type { ContentDocument } from '../content/schema.ts';
import { validateContent } from '../content/validate.ts';
import { fail, main, readCli } from './lib/cli.ts';
import { exitOnProblems, loadDocument, readGeneration, readJson, summary } from './lib/content.ts';

const USAGE = 'node scripts/content-import.ts <file.json> [--remote] [--env <name>] [--persist-to <dir>]';

await main(() => {
  const { target, positionals } = readCli(USAGE);
  const [file] = positionals;
  if (!file || positionals.length > 1) fail(`usage: ${USAGE}`);
  const doc = readJson(file);
  const problems = validateContent(doc);
  // content/README.md: an import file carries its format version.
  if (typeof doc === 'object' && doc !== null && !('version' in doc)) {
    problems.unshift({ path: 'version', message: 'is required in an import file (1)' });
  }
  exitOnProblems(problems, file);
  loadDocument(target, doc as ContentDocument);
  console.log(
    `content-import: loaded ${summary(doc as ContentDocument)}; content generation ${readGeneration(target)}.`,
  );
});
