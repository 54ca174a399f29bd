// Uploads the local files a publish file names (`upload:<path>`, content/media.ts) to the
// environment's R2 bucket (binding MEDIA) with `wrangler r2 object put`, local or remote, and
// answers each file's key. With `dryRun` (`--check`) it only reads and hashes them. And where
// the files a publish names are (served, withdrawn, missing), moved when a record goes or comes back.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getPlatformProxy, unstable_readConfig } from 'wrangler';
import { mediaKey, mediaType } from '../../content/media.ts';
import {
  type BucketLike,
  bucketMediaStore,
  type MediaStore,
  prefixedBucket,
  WITHDRAWN_PREFIX,
} from '../../content/media-store.ts';
import type { Target } from './d1-commands.ts';
import { describeRun, ROOT, runTool } from './run-tool.ts';
import { CONFIG_PATH } from './wrangler-config.ts';

/** The bucket bound as MEDIA in the target's environment. */
export function mediaBucket(env: string | undefined): string {
  const config = unstable_readConfig({ config: CONFIG_PATH, env });
  const bucket = (config.r2_buckets as Array<{ binding: string; bucket_name?: string }>).find(
    (b) => b.binding === 'MEDIA',
  );
  if (!bucket?.bucket_name)
    throw new Error(`${env ? `[env.${env}]` : 'the top level'} of wrangler.toml binds no R2 bucket as MEDIA`);
  return bucket.bucket_name;
}

/** `wrangler r2 object put <bucket>/<key> --file … --content-type …` for the target (a platform site's under its prefix). */
export function putArgs(target: Target, bucket: string, key: string, file: string): string[] {
  const object = `${bucket}/${target.site?.mediaPrefix ?? ''}${key}`;
  const args = ['r2', 'object', 'put', object, '--file', file, '--content-type', mediaType(file)];
  args.push(...(target.remote ? ['--remote'] : ['--local']));
  if (!target.remote && target.persistTo) args.push('--persist-to', target.persistTo);
  if (target.env) args.push('--env', target.env);
  if (target.config) args.push('--config', target.config);
  return args;
}

/** Uploads each file (paths relative to `baseDir`), answering file → key. */
export function uploadMedia(target: Target, files: string[], baseDir: string, dryRun: boolean): Map<string, string> {
  const keys = new Map<string, string>();
  if (files.length === 0) return keys;
  const bucket = mediaBucket(target.env);
  for (const file of files) {
    const full = path.resolve(baseDir, file);
    if (!fs.existsSync(full)) throw new Error(`upload:${file}: no such file (${full})`);
    const key = mediaKey(createHash('sha256').update(fs.readFileSync(full)).digest('hex'), file);
    keys.set(file, key);
    if (dryRun) continue;
    const args = putArgs(target, bucket, key, full);
    const result = runTool('wrangler', args);
    if (!result.ok)
      throw new Error(
        `${describeRun('wrangler', args)} failed (exit ${result.exit}):\n${result.stderr}${result.stdout}`,
      );
    console.error(`content-publish: uploaded ${file} → /media/${key}`);
  }
  return keys;
}

/** `wrangler r2 object <verb> <bucket>/<key> …` for the target; answers whether it succeeded. */
function r2(target: Target, verb: 'get' | 'put' | 'delete', object: string, extra: string[] = []): boolean {
  const args = ['r2', 'object', verb, object, ...extra, ...(target.remote ? ['--remote'] : ['--local'])];
  if (!target.remote && target.persistTo) args.push('--persist-to', target.persistTo);
  if (target.env) args.push('--env', target.env);
  if (target.config) args.push('--config', target.config);
  return runTool('wrangler', args).ok;
}

/**
 * Where the target's uploaded files are (content/media-store.ts): locally the bucket `wrangler
 * dev` serves, through getPlatformProxy; deployed, one `wrangler r2 object` run per question or
 * move (a file is read to a temporary copy, put under its new key, then deleted).
 */
export async function openMedia(target: Target): Promise<{ store: MediaStore; close(): Promise<void> }> {
  if (!target.remote) {
    const state = path.resolve(ROOT, target.persistTo ?? '.wrangler/state');
    const proxy = await getPlatformProxy<{ MEDIA?: BucketLike }>({
      configPath: CONFIG_PATH,
      environment: target.env,
      persist: { path: path.join(state, 'v3') },
    });
    if (!proxy.env.MEDIA) throw new Error('wrangler.toml binds no R2 bucket as MEDIA');
    const bucket = prefixedBucket(proxy.env.MEDIA, target.site?.mediaPrefix ?? '');
    return { store: bucketMediaStore(bucket), close: () => proxy.dispose() };
  }
  // A platform site's objects are under its prefix: a withdrawal moves its own files alone.
  const bucket = `${mediaBucket(target.env)}/${target.site?.mediaPrefix ?? ''}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccpit-media-'));
  const copy = path.join(dir, 'object');
  const has = (key: string) => r2(target, 'get', `${bucket}${key}`, ['--file', copy]);
  const move = (from: string, to: string) => {
    if (!has(from) || !r2(target, 'put', `${bucket}${to}`, ['--file', copy, '--content-type', mediaType(to)]))
      throw new Error(`R2: could not copy ${from} to ${to}`);
    if (!r2(target, 'delete', `${bucket}${from}`)) throw new Error(`R2: could not delete ${from}`);
  };
  return {
    store: {
      state: async (key) => (has(key) ? 'served' : has(`${WITHDRAWN_PREFIX}${key}`) ? 'withdrawn' : 'missing'),
      withdraw: async (key) => move(key, `${WITHDRAWN_PREFIX}${key}`),
      restore: async (key) => move(`${WITHDRAWN_PREFIX}${key}`, key),
    },
    close: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** openMedia, opened only when first asked: a publish naming no uploaded file never starts it. */
export function lazyMedia(target: Target): { store: MediaStore; close(): Promise<void> } {
  let opened: ReturnType<typeof openMedia> | undefined;
  const media = () => {
    opened ??= openMedia(target);
    return opened;
  };
  return {
    store: {
      state: async (key) => (await media()).store.state(key),
      withdraw: async (key) => (await media()).store.withdraw(key),
      restore: async (key) => (await media()).store.restore(key),
    },
    close: async () => {
      if (opened) await (await opened).close();
    },
  };
}

/** Whether a site file (`/files/…`, `/images/…`) is in public/, as the static assets serve it. */
export const siteFile = (urlPath: string): boolean => fs.existsSync(path.join(ROOT, 'public', decodeURI(urlPath)));
