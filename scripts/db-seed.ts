// Loads the seed set (content/seed/*.json) into D1: `npm start` runs it with --if-empty,
// so content imported since is never overwritten (requirements §10.5). The seed is fictional
// (an invented city, example domain and numbers): production is refused, its content is the
// council's (docs/operations.md, "The council's first content"). Deployed, it loads DB_NEXT
// like any import, switched live by a deploy.
//
//   node scripts/db-seed.ts [--if-empty] [--seed starter] [--remote --env staging] [--persist-to <dir>]
//
// --seed starter loads content/starter/ instead: the columns, one guide, the about and contact
// pages with every council-specific value marked for the adopter to fill (docs/adopting.md).

import path from 'node:path';
import { validateContent } from '../content/validate.ts';
import { fail, main, readCli } from './lib/cli.ts';
import {
  exitOnProblems,
  loadDocument,
  PRODUCTION,
  readGeneration,
  readSeedDocument,
  SEED_DIR,
  summary,
} from './lib/content.ts';
import { importTarget } from './lib/d1-commands.ts';
import { ROOT } from './lib/run-tool.ts';
import { d1Query } from './lib/wrangler.ts';
import { type Environment, nextDatabaseProblems } from './lib/wrangler-config.ts';

const USAGE =
  'node scripts/db-seed.ts [--if-empty] [--seed example|starter] [--remote --env staging] [--persist-to <dir>]';
/** The content sets `--seed` chooses from: the example council's, or the adopter's starter. */
const SEEDS: Record<string, string> = { example: SEED_DIR, starter: path.join(ROOT, 'content', 'starter') };

await main(async () => {
  const { target, flags, values } = readCli(USAGE, ['if-empty'], ['seed']);
  const seedDir = SEEDS[values.seed ?? 'example'];
  if (!seedDir) fail(`db-seed: --seed is example or starter, not ${JSON.stringify(values.seed)}\nusage: ${USAGE}`);
  if (target.env === PRODUCTION)
    fail(
      'db-seed: refused for production. The seed is fictional (澄州, czccpit.org.cn, 0577-8861 numbers); production ' +
        'holds the council’s own content, loaded with content:import (docs/operations.md, "The council’s first content").',
    );
  if (target.remote) {
    const problems = nextDatabaseProblems(target.env as Environment);
    if (!target.env) problems.unshift('--remote needs --env staging');
    if (problems.length) fail(`db-seed: ${problems.join('\n')}`);
    Object.assign(target, importTarget(target));
  }
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
  const doc = readSeedDocument(seedDir);
  exitOnProblems(validateContent(doc), path.relative(ROOT, seedDir));
  await loadDocument(target, doc);
  console.log(`db-seed: loaded ${summary(doc)}; content generation ${readGeneration(target)}.`);
});
