// Reading, checking and loading import documents (content/README.md) from Node: the seed
// directory, problem reports, and the all-or-nothing load through one SQL file.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENTITY_KEYS, type ContentDocument, type Problem } from '../../content/schema.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { contentStatements, statementsToSqlText } from '../../content/sql.ts';
import { ROOT } from './run-tool.ts';
import { d1ExecuteFile, d1Query, type Target } from './wrangler.ts';

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
  console.error(`${source}: ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was loaded.`);
  process.exit(1);
}

/** "columns 43, releases 244, …" */
export function summary(doc: ContentDocument): string {
  return ENTITY_KEYS.map((key) => `${key} ${doc[key]?.length ?? 0}`).join(', ');
}

/**
 * Replaces all content with a validated document: the statements of contentStatements()
 * as one SQL file, run by one `wrangler d1 execute --file` (D1 has no BEGIN/COMMIT; the
 * file is applied as a whole or not at all), which also bumps the content generation.
 */
export function loadDocument(target: Target, doc: ContentDocument): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccpit-content-'));
  const file = path.join(dir, 'content.sql');
  try {
    fs.writeFileSync(file, statementsToSqlText(contentStatements(doc)));
    d1ExecuteFile(target, file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** meta.content_generation of the target database. */
export function readGeneration(target: Target): number {
  const [rows] = d1Query(target, "SELECT value FROM meta WHERE key = 'content_generation'");
  return Number(rows?.[0]?.value ?? 0);
}
