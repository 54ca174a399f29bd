// Reading, checking and loading import documents (content/README.md) from Node: the seed
// directory, problem reports, and the all-or-nothing load (staging tables, then one switch).

import fs from 'node:fs';
import path from 'node:path';
import { fictionalProblems } from '../../content/fictional.ts';
import { ENTITY_KEYS, type ContentDocument, type Problem } from '../../content/schema.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import type { ChunkLimits } from '../../content/import-plan.ts';
import { expectedStatements, runImport } from '../../content/import-run.ts';
import { NEXT_BINDING, SERVING_BINDING, servesVisitors } from './d1-commands.ts';
import { openD1 } from './d1-session.ts';
import { ROOT } from './run-tool.ts';
import { d1Query, type Target } from './wrangler.ts';

export const SEED_DIR = path.join(ROOT, 'content', 'seed');

/** Parses one JSON file, naming it when it is not JSON. */
export function readJson(file: string): unknown {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not JSON (${(error as Error).message})`);
  }
}

/** content/seed/*.json merged into one document (lists concatenated in file-name order). */
export function readSeedDocument(dir: string = SEED_DIR): ContentDocument {
  const files: Record<string, unknown> = {};
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.json')))
    files[name] = readJson(path.join(dir, name));
  return loadSeedDocument(files);
}

/** Prints every problem with its path and stops with exit code 1; returns when there is none. */
export function exitOnProblems(problems: Problem[], source: string): void {
  if (problems.length === 0) return;
  for (const { path: where, message } of problems) console.error(`  ${where}: ${message}`);
  console.error(`${source}：共 ${problems.length} 个问题，什么也没有写入。请逐条改正后再运行。`);
  process.exit(1);
}

/** "columns 43, releases 244, …" */
export function summary(doc: ContentDocument): string {
  return ENTITY_KEYS.map((key) => `${key} ${doc[key]?.length ?? 0}`).join(', ');
}

/** How an import is cut: bounded memory here, in wrangler and in workerd. */
export const DEFAULT_CHUNK: ChunkLimits = { statements: 2000, bytes: 4 * 1024 * 1024 };

/**
 * Replaces all content with a validated document (content/import-plan.ts): staging tables,
 * the rows into them a chunk at a time (never every statement at once), then one small
 * batch that switches them live and bumps the content generation. A chunk that fails stops
 * the import before the switch: nothing changes, the previous content keeps serving.
 * Progress goes to stderr.
 */
export async function loadDocument(
  target: Target,
  doc: ContentDocument,
  limits: ChunkLimits = DEFAULT_CHUNK,
): Promise<void> {
  // Deployed, a whole import replaces everything: never on the database visitors are reading.
  if (servesVisitors(target))
    throw new Error(
      `a whole import never goes to the serving database (${SERVING_BINDING}): it loads ${NEXT_BINDING}, ` +
        'which a deploy then switches live (docs/operations.md, "Content writes").',
    );
  const db = await openD1(target);
  const progress = new Progress(expectedStatements(doc));
  try {
    await runImport(db, doc, limits, {
      sent: (statements, bytes) => progress.sent(statements, bytes),
      note: (message) => console.error(`content-import: ${message}.`),
    });
  } finally {
    await db.close();
  }
}

const seconds = (ms: number) =>
  ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s` : `${(ms / 1000).toFixed(1)} s`;

/** One line per chunk: statements sent of about how many, bytes, time so far and left. */
class Progress {
  private done = 0;
  private bytes = 0;
  private readonly start = Date.now();
  private readonly expected: number;
  constructor(expected: number) {
    this.expected = expected;
  }

  sent(statements: number, bytes: number): void {
    this.done += statements;
    this.bytes += bytes;
    const elapsed = Date.now() - this.start;
    const share = Math.min(1, this.done / Math.max(1, this.expected));
    const left = share > 0 ? (elapsed / share) * (1 - share) : 0;
    console.error(
      `content-import: ${this.done.toLocaleString('en')} of about ${this.expected.toLocaleString('en')} statements sent ` +
        `(${Math.round(share * 100)}%, ${(this.bytes / 1048576).toFixed(0)} MB) in ${seconds(elapsed)}, about ${seconds(left)} left`,
    );
  }
}

/** meta.content_generation of the target database. */
export function readGeneration(target: Target): number {
  const [rows] = d1Query(target, "SELECT value FROM meta WHERE key = 'content_generation'");
  return Number(rows?.[0]?.value ?? 0);
}

/** The one production environment: its content is the council's, never the seed's. */
export const PRODUCTION = 'production';

/** Stops with every fictional marker of the seed a file would load into production. */
export function refuseFictionalInProduction(target: Target, doc: unknown, source: string): void {
  if (target.env !== PRODUCTION) return;
  const problems = fictionalProblems(doc);
  if (problems.length === 0) return;
  for (const { path: where, message } of problems.slice(0, 40)) console.error(`  ${where}: ${message}`);
  if (problems.length > 40) console.error(`  … and ${problems.length - 40} more`);
  console.error(
    `${source}: ${problems.length} fictional marker${problems.length === 1 ? '' : 's'} of the seed; nothing was loaded into production ` +
      '(docs/operations.md, "The council’s first content").',
  );
  process.exit(1);
}
