// Uploads the local files a publish file names (`upload:<path>`, content/media.ts) to the
// environment's R2 bucket (binding MEDIA) with `wrangler r2 object put`, local or remote, and
// answers each file's key. With `dryRun` (`--check`) it only reads and hashes them.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { mediaKey, mediaType } from '../../content/media.ts';
import type { Target } from './d1-commands.ts';
import { describeRun, runTool } from './run-tool.ts';
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

/** `wrangler r2 object put <bucket>/<key> --file … --content-type …` for the target. */
export function putArgs(target: Target, bucket: string, key: string, file: string): string[] {
  const args = ['r2', 'object', 'put', `${bucket}/${key}`, '--file', file, '--content-type', mediaType(file)];
  args.push(...(target.remote ? ['--remote'] : ['--local']));
  if (!target.remote && target.persistTo) args.push('--persist-to', target.persistTo);
  if (target.env) args.push('--env', target.env);
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
