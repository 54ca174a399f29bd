// Where the content scripts keep previous values (content/history.ts): the target's R2 bucket
// MEDIA under history/. Locally the bucket `wrangler dev` serves, through getPlatformProxy;
// deployed, one `wrangler r2 object put|get` run per object (a publish writes one).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { bucketRevisionStore, type RevisionStore } from '../../content/history.ts';
import { mediaBucket } from './media.ts';
import { ROOT, runTool } from './run-tool.ts';
import type { Target } from './wrangler.ts';
import { CONFIG_PATH } from './wrangler-config.ts';

type Bucket = Parameters<typeof bucketRevisionStore>[0];

export async function openHistory(target: Target): Promise<{ store: RevisionStore; close(): Promise<void> }> {
  if (!target.remote) {
    const state = path.resolve(ROOT, target.persistTo ?? '.wrangler/state');
    const proxy = await getPlatformProxy<{ MEDIA?: Bucket }>({
      configPath: CONFIG_PATH,
      ...(target.env ? { environment: target.env } : {}),
      persist: { path: path.join(state, 'v3') },
    });
    if (!proxy.env.MEDIA) throw new Error('wrangler.toml binds no R2 bucket as MEDIA');
    return { store: bucketRevisionStore(proxy.env.MEDIA), close: () => proxy.dispose() };
  }
  const bucket = mediaBucket(target.env);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccpit-history-'));
  const file = path.join(dir, 'object.json');
  const r2 = (verb: 'get' | 'put', key: string, extra: string[]) =>
    runTool('wrangler', [
      'r2',
      'object',
      verb,
      `${bucket}/${key}`,
      ...extra,
      '--remote',
      ...(target.env ? ['--env', target.env] : []),
    ]);
  return {
    store: {
      async put(key, json) {
        fs.writeFileSync(file, json);
        const run = r2('put', key, ['--file', file, '--content-type', 'application/json']);
        if (!run.ok) throw new Error(`R2: could not write ${key}: ${run.stderr}`);
      },
      async get(key) {
        return r2('get', key, ['--file', file]).ok ? fs.readFileSync(file, 'utf8') : null;
      },
    },
    close: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
