// What `npm run content:publish -- changes.json` does, on the test's D1: the same reads,
// checks and one batch (content/publish-run.ts, as scripts/content-publish.ts runs it), then
// the isolate forgets the generation as a quiet node learns a new one on its next request;
// and the seed loaded back afterwards.

import { env } from 'cloudflare:workers';
import type { Changes } from '../../../content/publish-plan.ts';
import { type PublishRun, runPublish } from '../../../content/publish-run.ts';
import type { ContentDocument, Problem } from '../../../content/schema.ts';
import { contentStatements } from '../../../content/sql.ts';
import { forgetGeneration } from '../../../worker/content/generation.ts';
import { d1Session } from './d1-session.ts';
import { get } from './request.ts';

const db = d1Session();

/** Publishes `changes` (nothing when they have problems, or with `check`) and answers the problems. */
export async function publish(changes: Changes | Record<string, unknown>, options: PublishRun = {}): Promise<Problem[]> {
  const { problems } = await runPublish(db, changes as Changes, options);
  await forgetGeneration();
  return problems;
}

export const generation = () => env.DB.prepare("SELECT value FROM meta WHERE key = 'content_generation'").first<number>('value');

/** Site search's hits for a keyword (optionally of one type), as the API answers them. */
export async function searchHits(keyword: string, type?: string): Promise<{ id: string; type: string; title: string }[]> {
  const query = new URLSearchParams({ keyword, ...(type ? { type } : {}) });
  const body = (await (await get(`/api/cn/search?${query}`)).json()) as { rows?: { id: string; type: string; title: string }[] };
  return body.rows ?? [];
}

/** Loads `doc` back as the whole content (a test file leaves the seed as it found it). */
export async function restore(doc: ContentDocument): Promise<void> {
  await env.DB.batch(contentStatements(doc).map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
  await forgetGeneration();
}
