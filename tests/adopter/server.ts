// Runs the copy's own tools in the copy (its scripts/start.ts, check:identity, vitest) with the
// adopter's SITE: `npm start`-like servers on their own ports, stopped with everything they
// started (their own process group), and tools run to completion with their output kept.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The environment of every tool in the copy: Node 22 (this process's) first, no metrics or lookups. */
export function copyEnv(copy: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: [path.dirname(process.execPath), path.join(copy, 'node_modules', '.bin'), process.env.PATH ?? ''].join(path.delimiter),
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    WRANGLER_LOG_PATH: path.join(copy, '.wrangler', 'logs'),
    ...extra,
  };
}

export interface Server {
  base: string;
  stop(): Promise<void>;
}

/**
 * `node scripts/start.ts` in the copy on `port`; resolves once /healthz answers at all (a
 * server whose store is down says 503 there, and is up all the same). Its log is in `log`.
 */
export async function startServer(
  copy: string,
  port: number,
  env: Record<string, string>,
  args: string[] = [],
  log = path.join(copy, `start-${port}.log`),
): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  // Another server on the port would be crawled instead of the copy's.
  if (
    await fetch(base).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is taken: stop what listens there`);
  const out = fs.openSync(log, 'a');
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.ts', ...args], {
    cwd: copy,
    env: copyEnv(copy, { ...env, PORT: String(port) }),
    stdio: ['ignore', out, out],
    detached: true,
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const stop = async () => {
    if (exited || child.pid === undefined) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => !exited && process.kill(-child.pid!, 'SIGKILL'), 5000);
    await gone;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the copy's server on port ${port} exited before it answered (log: ${log})`);
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.status > 0,
      () => false,
    );
    if (up) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await stop();
  throw new Error(`the copy's server on port ${port} did not answer /healthz in 10 minutes (log: ${log})`);
}

export interface ToolRun {
  status: number | null;
  out: string;
  ms: number;
}

/** Runs `node <file> args…` in the copy to completion. */
export function runInCopy(copy: string, file: string, args: string[], env: Record<string, string>): ToolRun {
  const started = Date.now();
  const run = spawnSync(process.execPath, [file, ...args], {
    cwd: copy,
    env: copyEnv(copy, env),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return { status: run.status, out: `${run.stdout ?? ''}${run.stderr ?? ''}`, ms: Date.now() - started };
}

/** The worker tests in the copy (`npx vitest run`): the summary and the files that failed. */
export function workerTests(copy: string, env: Record<string, string>) {
  const run = runInCopy(copy, 'node_modules/vitest/vitest.mjs', ['run', '--reporter=dot'], { NO_COLOR: '1', ...env });
  const text = run.out.replace(/\u001b\[[0-9;]*m/g, '');
  const summary = text
    .split('\n')
    .filter((l) => /^\s*(Test Files|Tests|Duration)\s/.test(l))
    .map((l) => l.trim());
  const failed = [...new Set([...text.matchAll(/FAIL\s+(tests\/\S+\.test\.ts)/g)].map((m) => m[1]!))].sort();
  return { ok: run.status === 0, summary, failed, ms: run.ms, out: text };
}
