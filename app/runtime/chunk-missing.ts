// Whether a chunk whose import failed is really missing (requirements §8.4): its URL answers
// 404 or 410, or, when no URL is known, the build this page came from is gone or no longer
// the latest. WebKit and Gecko also fail a page's pending imports when the visitor starts
// leaving it (a link followed by the browser, a form, a typed URL, back): those chunks are
// still there, so the answer is no and nothing reloads (decision 0095).

import { CHUNK_CHECK_TIMEOUT_MS } from '../constants.ts';
import { genericFetch } from '../lib/http.ts';

/** What the checks ask the network for; the browser's fetch, or a test's. */
type Fetcher = typeof fetch;

const CHUNK_URL = /(?:https?:\/\/[^\s'"()]+)?\/assets\/[^\s'"()]+\.m?js\b/;

/** The chunk an import error names: Chromium and Gecko name it; WebKit says only "Importing a module script failed." */
export function chunkUrlInError(error: unknown): string | undefined {
  // The message only: a stack names the chunk that asked for the import, not the one that failed.
  const text = error instanceof Error ? error.message : String(error);
  return CHUNK_URL.exec(text)?.[0];
}

/** 404 and 410 say the file is gone; any other answer (or none) is no evidence either way. */
const gone = (res: Response) => res.status === 404 || res.status === 410;

export interface FailedImport {
  error: unknown;
  /** The source module the import was for (`app/routes/search.tsx`), when the caller knows it. */
  module?: string;
  /** The build the page came from; none on the dev server. */
  buildId?: string;
}

/**
 * True only on evidence that the chunk is gone: its URL (from the error, else from this build's
 * file map, builds/meta/{id}.json `chunks`) answers 404 or 410; the build's own map is gone
 * (only a later deploy does that); with no URL, builds/latest.json names another build. A check
 * that fails (offline, the page being left cancels it too) is no evidence: false.
 */
export async function chunkIsMissing(
  { error, module, buildId }: FailedImport,
  fetcher: Fetcher = fetch,
): Promise<boolean> {
  const ask = (url: string, init: RequestInit = {}) => genericFetch(url, init, CHUNK_CHECK_TIMEOUT_MS, fetcher);
  try {
    let url = chunkUrlInError(error);
    if (!url && module && buildId) {
      const map = await ask(`/builds/meta/${encodeURIComponent(buildId)}.json`);
      if (gone(map)) return true;
      const chunk = map.ok ? ((await map.json()) as { chunks?: Record<string, unknown> }).chunks?.[module] : undefined;
      if (typeof chunk === 'string') url = chunk;
    }
    if (url) {
      const res = await ask(url, { method: 'HEAD', cache: 'no-store' });
      if (gone(res)) return true;
      if (res.ok) return false;
    }
    if (!buildId) return false;
    const latest = await ask(`/builds/latest.json?${Date.now()}`, { cache: 'no-store' });
    const id = latest.ok ? ((await latest.json()) as { id?: unknown }).id : undefined;
    return typeof id === 'string' && id !== buildId;
  } catch {
    return false;
  }
}
