// Whether a chunk whose import failed is really missing (requirements §8.4): its URL answers
// 404 or 410, or, when no URL is known, the build this page came from is gone or no longer
// the latest. WebKit and Gecko also fail a page's pending imports when the visitor starts
// leaving it (a link followed by the browser, a form, a typed URL, back): those chunks are
// still there, so the answer is no and nothing reloads (decision 0095).

import { CHUNK_CHECK_TIMEOUT_MS } from '../constants.ts';
import { genericFetch } from '../lib/http.ts';

/** What the checks ask the network for; the browser's fetch, or a test's. */
type Fetcher = typeof fetch;

const CHUNK_URL = /\b(?:https?:\/\/[^\s'"()]+)?\/assets\/[^\s'"()]+\.m?js\b/;

/** The chunk an import error names: Chromium and Gecko name it; WebKit says only "Importing a module script failed." */
export function chunkUrlInError(error: unknown): string | undefined {
  // The message only: a stack names the chunk that asked for the import, not the one that failed.
  const text = error instanceof Error ? error.message : String(error);
  return CHUNK_URL.exec(text)?.[0];
}

/** 404 and 410 say the file is gone; any other answer (or none) is no evidence either way. */
const gone = (status: number) => status === 404 || status === 410;

/**
 * The chunk's URL from this build's file map (builds/meta/{id}.json `chunks`, by source module):
 * `missing` when the build's own map is gone, which only a later deploy does.
 */
async function chunkUrlFromBuild(
  buildId: string,
  module: string,
  fetcher: Fetcher,
): Promise<{ url?: string; missing?: boolean }> {
  const res = await genericFetch(
    `/builds/meta/${encodeURIComponent(buildId)}.json`,
    {},
    CHUNK_CHECK_TIMEOUT_MS,
    fetcher,
  );
  if (gone(res.status)) return { missing: true };
  if (!res.ok) return {};
  const chunks = ((await res.json()) as { chunks?: Record<string, unknown> }).chunks;
  const url = chunks?.[module];
  return typeof url === 'string' ? { url } : {};
}

/** Whether builds/latest.json names another build than the page's. */
async function buildChanged(buildId: string, fetcher: Fetcher): Promise<boolean> {
  const res = await genericFetch(
    `/builds/latest.json?${Date.now()}`,
    { cache: 'no-store' },
    CHUNK_CHECK_TIMEOUT_MS,
    fetcher,
  );
  if (!res.ok) return false;
  const latest = ((await res.json()) as { id?: unknown }).id;
  return typeof latest === 'string' && latest !== buildId;
}

export interface FailedImport {
  error: unknown;
  /** The source module the import was for (`app/routes/search.tsx`), when the caller knows it. */
  module?: string;
  /** The build the page came from; none on the dev server. */
  buildId?: string;
}

/**
 * True only on evidence that the chunk is gone. A check that fails (offline, the page being
 * left cancels it too) is no evidence: false.
 */
export async function chunkIsMissing(failed: FailedImport, fetcher: Fetcher = fetch): Promise<boolean> {
  try {
    let url = chunkUrlInError(failed.error);
    if (!url && failed.module && failed.buildId) {
      const fromBuild = await chunkUrlFromBuild(failed.buildId, failed.module, fetcher);
      if (fromBuild.missing) return true;
      url = fromBuild.url;
    }
    if (url) {
      const res = await genericFetch(url, { method: 'HEAD', cache: 'no-store' }, CHUNK_CHECK_TIMEOUT_MS, fetcher);
      if (gone(res.status)) return true;
      if (res.ok) return false;
    }
    return failed.buildId ? await buildChanged(failed.buildId, fetcher) : false;
  } catch {
    return false;
  }
}
