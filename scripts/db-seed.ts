// Loads the seed set (content/seed/*.json) into D1: `npm start` runs it with --if-empty,
// so content imported since is never overwritten (DESIGN.md, Content).
//
//   node scripts/db-seed.ts [--if-empty] [--remote] [--env <name>] [--persist-to <dir>]

import { validateContent } from '../content/validate.ts';
import { main, readCli } from './lib/cli.ts';
import { exitOnProblems, loadDocument, readGeneration, readSeedDocument, summary } from './lib/content.ts';
import { d1Query } from './lib/wrangler.ts';

const USAGE = 'node scripts/db-seed.ts [--if-empty] [--remote] [--env <name>] [--persist-to <dir>]';

await main(async () => {
  const { target, flags } = readCli(USAGE, ['if-empty']);
  if (flags['if-empty']) {
    let rows;
    try {
      [rows] = d1Query(target, 'SELECT COUNT(*) AS n FROM columns');
    } catch (error) {
      throw new Error(`${(error as Error).message}\n(apply the migrations first: wrangler d1 migrations apply DB)`);
    }
    const n = Number(rows?.[0]?.n ?? 0);
    if (n > 0) {
      console.log(`db-seed: D1 already holds content (${n} columns); the seed was not loaded.`);
      return;
    }
  }
  const doc = readSeedDocument();
  exitOnProblems(validateContent(doc), 'content/seed');
  await loadDocument(target, doc);
  console.log(`db-seed: loaded ${summary(doc)}; content generation ${readGeneration(target)}.`);
});
