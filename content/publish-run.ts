// One publish on a D1 session, as the CLI (scripts/content-publish.ts) and the tests run it:
// read what it is checked against, check it, and unless it is only a check (`--check`) or has
// problems, send its ONE batch and read the generation it moved to. Pure TS.

import type { ImportSession } from './import-run.ts';
import type { Changes } from './publish-changes.ts';
import { type PublishOptions, publishProblems } from './publish-check.ts';
import { type Live, readLive } from './publish-live.ts';
import { publishStatements } from './publish-plan.ts';
import { allocateIds, type Allocated } from './publish-resolve.ts';
import type { Problem } from './schema.ts';
import type { HistoryContext } from './history.ts';
import { publishRevisions, type Revival, reviveStatement } from './publish-history.ts';
import { resolveChanges } from './publish-resolve.ts';
import { GENERATION_SQL } from './sql.ts';

export interface PublishRun extends PublishOptions {
  /** Read and check only: nothing is written. */
  check?: boolean;
  /** Writes a revision per record changed (content/history.ts); none: no history (a test's setup). */
  history?: HistoryContext;
  /** A revert bringing a withdrawn record back: its id's tombstone is no refusal, and is lifted. */
  revive?: Revival;
}

export interface PublishOutcome {
  problems: Problem[];
  /** The ids given to the file's "new" records. */
  allocated: Allocated;
  /** The content generation after the batch (undefined: nothing was written). */
  generation?: number;
  /** The stored records the file removes (or, with `check`, would), per list. */
  removed: Live['removing'];
}

export async function runPublish(
  db: ImportSession,
  changes: Changes,
  options: PublishRun = {},
): Promise<PublishOutcome> {
  const live = await readLive(db, changes);
  if (options.revive) live.tombstones[options.revive.entity].delete(options.revive.id);
  const problems = publishProblems(changes, live, options);
  if (problems.length > 0) return { problems, allocated: {}, removed: {} };
  const allocated = allocateIds(changes, live);
  if (options.check) return { problems, allocated, removed: live.removing };
  // The previous values go to R2 before the batch; the revisions' rows are in it (all or nothing).
  const revisions = options.history ? await publishRevisions(db, resolveChanges(changes, live), options.history) : [];
  const revived = options.revive ? [reviveStatement(options.revive)] : [];
  await db.batch([...publishStatements(changes, live), ...revived, ...revisions]);
  const [row] = await db.all<{ value: number }>(GENERATION_SQL);
  return { problems, allocated, generation: row?.value, removed: live.removing };
}
