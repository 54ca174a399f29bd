// Runs an import plan (import-plan.ts) on a D1 session: the CLI's (scripts/lib/d1-session.ts,
// local or deployed) or a test's over the DB binding. Pure TS, no Node or Workers globals.

import {
  chunked,
  EMPTY_INDEX_TWIN,
  SCHEMA_SQL,
  STAGING,
  stagingCleanup,
  stagingRows,
  stagingSetup,
  switchStatements,
  type ChunkLimits,
  type SchemaRow,
} from './import-plan.ts';
import type { ContentDocument } from './schema.ts';
import { statementsToSqlText, type Statement } from './sql.ts';

/** What an import needs of a database. */
export interface ImportSession {
  /** SQL text, one statement per line, run in order (not one transaction). */
  exec(sql: string): Promise<void>;
  /** A few statements as one transaction: all of them or none. */
  batch(stmts: readonly Statement[]): Promise<void>;
  all<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T[]>;
}

export interface ImportEvents {
  /** A chunk went into staging: its statements and bytes. */
  sent?(statements: number, bytes: number): void;
  /** Something worth a line on the terminal. */
  note?(message: string): void;
}

/** UTF-8 bytes of a string, without Node's Buffer. */
const utf8 = new TextEncoder();

/**
 * Replaces all content with a validated document: staging tables, the rows into them a
 * chunk at a time (never every statement at once), then one small batch that switches them
 * live and bumps the content generation. Anything failing before the switch changes
 * nothing: the previous content keeps serving. Rejects with the cause and that sentence.
 */
export async function runImport(
  db: ImportSession,
  doc: ContentDocument,
  limits: ChunkLimits,
  events: ImportEvents = {},
): Promise<void> {
  let switched = false;
  try {
    const schema = await db.all<SchemaRow>(SCHEMA_SQL);
    await db.batch(stagingSetup(schema));
    await emptyIndexTwin(db, events);
    const texts = (function* () {
      for (const stmt of stagingRows(doc)) yield statementsToSqlText([stmt], true);
    })();
    for (const chunk of chunked(texts, limits, (text) => utf8.encode(text).length)) {
      await db.exec(chunk.items.join(''));
      events.sent?.(chunk.items.length, chunk.bytes);
    }
    const started = Date.now();
    await db.batch(switchStatements(schema));
    switched = true;
    events.note?.(`switched live in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    const cause = (error as Error).cause instanceof Error ? ` (${((error as Error).cause as Error).message})` : '';
    throw new Error(`${(error as Error).message}${cause}\nNothing was loaded: the previous content keeps serving.`);
  } finally {
    try {
      await db.batch(stagingCleanup());
      // The twin now holds the previous content's tokens: emptied so the database does not hold two indexes.
      if (switched) await emptyIndexTwin(db, events);
    } catch (error) {
      if (switched)
        events.note?.(`the staging tables stay (${(error as Error).message}); the next import empties them`);
    }
  }
}

/** Empties the search index's twin a slice at a time. */
async function emptyIndexTwin(db: ImportSession, events: ImportEvents): Promise<void> {
  const started = Date.now();
  let rows = 0;
  for (;;) {
    const [{ n } = { n: 0 }] = await db.all<{ n: number }>(`SELECT COUNT(*) AS n FROM ${STAGING}search_index`);
    if (rows === 0) rows = n;
    if (n === 0) break;
    await db.batch([EMPTY_INDEX_TWIN]);
  }
  if (rows > 0) events.note?.(`${rows} old index rows emptied in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** About how many statements stagingRows() yields: rows, tag links, two per search document. */
export function expectedStatements(doc: ContentDocument): number {
  let n = 0;
  for (const list of Object.values(doc)) if (Array.isArray(list)) n += list.length;
  for (const r of doc.releases ?? []) n += r.tags?.length ?? 0;
  const searchable =
    (doc.releases?.length ?? 0) +
    (doc.authQus?.length ?? 0) +
    (doc.activities?.length ?? 0) +
    (doc.exhibitions?.length ?? 0) +
    (doc.catalogue ?? []).filter((c) => c.fileUrl).length;
  return n + 2 * searchable;
}
