// /healthz: checks the content store itself (D1 or the upstream CMS), never the page
// cache, and reports the build id and the content generation.

import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { BUILD_ID } from './config.ts';
import { readGeneration } from './content/generation.ts';

export async function health(c: Context<AppEnv>) {
  const content = c.get('content');
  const started = performance.now();
  c.header('Cache-Control', 'no-store');
  try {
    await content.store.ping();
    const generation = content.store.kind === 'd1' ? await readGeneration(c.env.DB) : null;
    return c.json({
      status: 'ok',
      store: content.store.kind,
      storeMs: Math.round(performance.now() - started),
      buildId: BUILD_ID,
      contentGeneration: generation,
    });
  } catch (error) {
    c.get('log').error = error instanceof Error ? `${error.name}: ${error.message}` : 'store unavailable';
    return c.json({ status: 'error', store: content.store.kind, buildId: BUILD_ID, error: 'content store unavailable' }, 503);
  }
}
