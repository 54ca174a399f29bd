// One publish on a D1 session, as the CLI (scripts/content-publish.ts) and the tests run it:
// read what it is checked against, check it and what its records point at, and unless it is
// only a check (`--check`) or has problems, bring back the withdrawn files it names again, send
// its ONE batch, read the generation it moved to, and take the files no record uses any more out
// of the served prefix (content/README.md "Files go with their record"). Pure TS.

import type { ImportSession } from './import-run.ts';
import { mediaRefs } from './media.ts';
import { unusedMediaSql, unusedOutsideSql } from './media-refs.ts';
import { type Changes, recordsOf, touchedIds } from './publish-changes.ts';
import { type PublishOptions, publishProblems } from './publish-check.ts';
import { type Live, readLive } from './publish-live.ts';
import { publishStatements } from './publish-plan.ts';
import { checkReferences, type ReferenceOptions } from './publish-references.ts';
import { allocateIds, type Allocated, resolveChanges } from './publish-resolve.ts';
import { ENTITY_KEYS, type Problem } from './schema.ts';
import { GENERATION_SQL } from './sql.ts';

export interface PublishRun extends PublishOptions, ReferenceOptions {
  /** Read and check only: nothing is written. */
  check?: boolean;
}

export interface PublishOutcome {
  problems: Problem[];
  /** Published anyway: what the sanitiser will drop from a record. */
  warnings: Problem[];
  /** The ids given to the file's "new" records. */
  allocated: Allocated;
  /** The content generation after the batch (undefined: nothing was written). */
  generation?: number;
  /** The stored records the file removes (or, with `check`, would), per list. */
  removed: Live['removing'];
  /** Uploaded files (R2 keys) moved out of the served prefix, and moved back into it. */
  files: { withdrawn: string[]; restored: string[] };
}

export async function runPublish(
  db: ImportSession,
  changes: Changes,
  options: PublishRun = {},
): Promise<PublishOutcome> {
  const none = { allocated: {}, removed: {}, warnings: [], files: { withdrawn: [], restored: [] } };
  const live = await readLive(db, changes);
  const problems = publishProblems(changes, live, options);
  if (problems.length > 0) return { ...none, problems };
  const resolved = resolveChanges(changes, live);
  const refs = await checkReferences(db, resolved, live, options);
  if (refs.problems.length > 0) return { ...none, problems: refs.problems, warnings: refs.warnings };
  const allocated = allocateIds(changes, live);
  const outcome = { problems, warnings: refs.warnings, allocated, removed: live.removing };
  // The files the removed or replaced records used: those no record uses after the publish go.
  const before = [...Object.values(live.removing), ...Object.values(live.replaced)].flatMap((list) => list ?? []);
  const candidates = mediaRefs(before);
  const served = async (keys: string[]) => {
    const out: string[] = [];
    for (const key of keys) if ((await options.media?.state(key)) === 'served') out.push(key);
    return out;
  };
  if (options.check) {
    // What it would withdraw: used by no record it leaves alone, nor named by its own.
    const touched = ENTITY_KEYS.flatMap((e) => [...touchedIds(resolved, e)].map((id) => `${e}/${id}`));
    const named = new Set(mediaRefs(ENTITY_KEYS.map((e) => recordsOf(resolved, e))));
    const { sql, params } = unusedOutsideSql(candidates, touched);
    const unused = candidates.length ? await db.all<{ media_key: string }>(sql, ...params) : [];
    const withdrawn = await served(unused.map((r) => r.media_key).filter((k) => !named.has(k)));
    return { ...outcome, files: { withdrawn, restored: refs.restore } };
  }
  // Back before the batch: the page must not go live naming a file that answers 410.
  for (const key of refs.restore) await options.media!.restore(key);
  await db.batch(publishStatements(changes, live));
  const [row] = await db.all<{ value: number }>(GENERATION_SQL);
  const withdrawn: string[] = [];
  if (options.media && candidates.length > 0) {
    const { sql, params } = unusedMediaSql(candidates);
    for (const key of await served((await db.all<{ media_key: string }>(sql, ...params)).map((r) => r.media_key))) {
      await options.media.withdraw(key);
      withdrawn.push(key);
    }
  }
  return { ...outcome, generation: row?.value, files: { withdrawn, restored: refs.restore } };
}
