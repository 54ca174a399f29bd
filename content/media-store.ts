// Where an uploaded file is (issue 46, decision 0120): served at /media/<key>, kept under
// `withdrawn/<key>` after its record was withdrawn (for WITHDRAWN_KEEP_DAYS, so a revert can bring
// it back at the same URL), or missing. A publish asks this of the files its records name, and
// moves them; the worker's R2 binding, wrangler's local proxy of it and (deployed) wrangler's
// r2 commands each provide one (scripts/lib/media.ts). Pure TS.

/** The R2 prefix a withdrawn record's files move to: no route serves it. */
export const WITHDRAWN_PREFIX = 'withdrawn/';

/** How long a withdrawn file is kept before the daily Cron deletes it: the history period (≥ 1 year) and a margin. */
export const WITHDRAWN_KEEP_DAYS = 400;

export type MediaState = 'served' | 'withdrawn' | 'missing';

export interface MediaStore {
  state(key: string): Promise<MediaState>;
  /** Moves a served file under WITHDRAWN_PREFIX (its URL then answers 410). */
  withdraw(key: string): Promise<void>;
  /** Moves a withdrawn file back to its served key. */
  restore(key: string): Promise<void>;
}

/** What this module uses of an R2 bucket (the Workers binding, or wrangler's local proxy of it). */
export interface BucketLike {
  head(key: string): Promise<unknown>;
  get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer>; httpMetadata?: { contentType?: string } } | null>;
  put(key: string, value: ArrayBuffer, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
  delete(key: string | string[]): Promise<void>;
  list(options: { prefix: string; cursor?: string }): Promise<{
    objects: { key: string; uploaded: Date }[];
    truncated: boolean;
    cursor?: string;
  }>;
}

/**
 * The part of a bucket one platform site owns: every key under `prefix` (its key prefix,
 * `<site>/`; '' in a single-site deployment: the bucket itself, keys as before the platform).
 */
export function prefixedBucket(bucket: BucketLike, prefix: string): BucketLike {
  if (!prefix) return bucket;
  const to = (key: string) => `${prefix}${key}`;
  return {
    head: (key) => bucket.head(to(key)),
    get: (key) => bucket.get(to(key)),
    put: (key, value, options) => bucket.put(to(key), value, options),
    delete: (key) => bucket.delete(Array.isArray(key) ? key.map(to) : to(key)),
    async list(options) {
      const page = await bucket.list({ ...options, prefix: to(options.prefix) });
      return { ...page, objects: page.objects.map((o) => ({ ...o, key: o.key.slice(prefix.length) })) };
    },
  };
}

/** Copies `from` to `to` (type kept), then deletes `from`: R2 has no rename. */
async function move(bucket: BucketLike, from: string, to: string): Promise<void> {
  const object = await bucket.get(from);
  if (!object) throw new Error(`R2 has no object ${from}`);
  await bucket.put(to, await object.arrayBuffer(), { httpMetadata: { contentType: object.httpMetadata?.contentType } });
  await bucket.delete(from);
}

/** A MediaStore on an R2 bucket. */
export function bucketMediaStore(bucket: BucketLike): MediaStore {
  return {
    async state(key) {
      if (await bucket.head(key)) return 'served';
      return (await bucket.head(`${WITHDRAWN_PREFIX}${key}`)) ? 'withdrawn' : 'missing';
    },
    withdraw: (key) => move(bucket, key, `${WITHDRAWN_PREFIX}${key}`),
    restore: (key) => move(bucket, `${WITHDRAWN_PREFIX}${key}`, key),
  };
}

/**
 * Deletes the withdrawn files kept longer than WITHDRAWN_KEEP_DAYS (by when they moved: the
 * upload time of their withdrawn/ object); answers their keys. The daily Cron runs it
 * (worker/audit/scheduled.ts).
 */
export async function purgeWithdrawn(bucket: BucketLike, now: Date): Promise<string[]> {
  const before = now.getTime() - WITHDRAWN_KEEP_DAYS * 86_400_000;
  const gone: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: WITHDRAWN_PREFIX, cursor });
    const old = page.objects.filter((o) => new Date(o.uploaded).getTime() < before).map((o) => o.key);
    if (old.length) await bucket.delete(old);
    gone.push(...old);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return gone;
}

/** Of these keys, those not served, each missing or withdrawn (what the audit reports). */
export async function unservedMedia(
  store: MediaStore,
  keys: readonly string[],
): Promise<Map<string, 'missing' | 'withdrawn'>> {
  const out = new Map<string, 'missing' | 'withdrawn'>();
  for (const key of keys) {
    const state = await store.state(key);
    if (state !== 'served') out.set(key, state);
  }
  return out;
}
