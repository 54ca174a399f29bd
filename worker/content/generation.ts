// The content generation: bumped by every import, part of every cache key, so that an
// import makes old entries unreachable (the Cache API cannot be purged from a CLI).

export async function readGeneration(db: Pick<D1Database, 'prepare'>): Promise<number> {
  const row = await db.prepare("SELECT value FROM meta WHERE key = 'content_generation'").first<{ value: number }>();
  return row?.value ?? 0;
}

/**
 * How long an isolate trusts the generation it read. A cache hit then costs no D1 round
 * trip; an import shows within this time. Shared by the isolate's requests on purpose:
 * it is the store's state, not a request's.
 */
export const GENERATION_TTL_MS = 5000;

/** A generation as read, with the D1 bookmark of that read (null when D1 gives none). */
export interface GenerationRead {
  value: number;
  bookmark: string | null;
}

let known: (GenerationRead & { at: number }) | undefined;

/**
 * The current generation, read from the primary (D1 Sessions `first-primary`) at most once
 * per GENERATION_TTL_MS per isolate, with the bookmark that starts the request's content
 * reads. When the read fails, the last known value keeps cache keys stable (so the cache
 * can cover for D1).
 */
export async function currentGeneration(db: D1Database, now = Date.now()): Promise<GenerationRead> {
  if (known && now - known.at < GENERATION_TTL_MS) return known;
  try {
    const primary = db.withSession ? db.withSession('first-primary') : db;
    const value = await readGeneration(primary);
    const bookmark = 'getBookmark' in primary ? primary.getBookmark() : null;
    known = { value, bookmark, at: now };
    return known;
  } catch {
    return known ?? { value: 0, bookmark: null };
  }
}

/** For tests that bump the generation and must see it at once. */
export function forgetGeneration(): void {
  known = undefined;
}
