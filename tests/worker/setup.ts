// Before each worker test file: the test D1 starts empty, so apply the migrations and,
// when the content tables are still empty, load the seed set (content/seed/*.json) the
// way an import does: validated, then one DB.batch() (all or nothing).

import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { validateContent } from '../../content/validate.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { contentStatements } from '../../content/sql.ts';

const seedFiles: Record<string, unknown> = import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' });

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM columns').first<number>('n');
if (count === 0) {
  const doc = loadSeedDocument(seedFiles);
  const problems = validateContent(doc);
  if (problems.length > 0) {
    const list = problems.map((p) => `  ${p.path}: ${p.message}`).join('\n');
    throw new Error(`content/seed does not validate (${problems.length} problems):\n${list}`);
  }
  await env.DB.batch(contentStatements(doc).map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
}
