// The content generation: bumped by every import, part of every cache key, so that an
// import makes old entries unreachable (the Cache API cannot be purged from a CLI).

export async function readGeneration(db: Pick<D1Database, 'prepare'>): Promise<number> {
  const row = await db.prepare("SELECT value FROM meta WHERE key = 'content_generation'").first<{ value: number }>();
  return row?.value ?? 0;
}
