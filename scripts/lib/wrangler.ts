// Running `wrangler d1 execute` on the DB binding from Node scripts: always under the
// Node that runs the script (npm's Node 22, TOOLCHAIN.md), never phoning home.

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WRANGLER = path.join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');

/** Which D1: the local one (optionally under another state directory) or the deployed one. */
export interface Target {
  remote: boolean;
  /** `--persist-to`: a local state directory other than .wrangler/state. */
  persistTo?: string;
  /** `--env`: a wrangler environment (e.g. staging). */
  env?: string;
}

/** `wrangler d1 execute DB --local|--remote …` for the target. */
function executeArgs(target: Target, ...rest: string[]): string[] {
  return [WRANGLER, 'd1', 'execute', 'DB', ...targetArgs(target), ...rest];
}

function targetArgs(target: Target): string[] {
  const args = target.remote ? ['--remote'] : ['--local'];
  if (!target.remote && target.persistTo) args.push('--persist-to', target.persistTo);
  if (target.env) args.push('--env', target.env);
  return args;
}

/** TOOLCHAIN.md: no metrics, no network lookups, logs kept under .wrangler. */
function wranglerEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_LOG_PATH: process.env.WRANGLER_LOG_PATH ?? path.join(ROOT, '.wrangler', 'logs'),
  };
}

/** One wrangler run from the project root, its output captured (large exports included). */
function runWrangler(args: string[]) {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env: wranglerEnv(), encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  if (result.error) throw result.error;
  return result;
}

/**
 * Runs a SQL file in one `d1 execute --file` (all or nothing). Wrangler's per-statement
 * results are not shown; its messages are, in full when it fails.
 */
export function d1ExecuteFile(target: Target, file: string): void {
  const result = runWrangler(executeArgs(target, '--file', file, '-y'));
  if (result.status !== 0) {
    const output = `${result.stderr}${result.stdout.slice(0, 4000)}`;
    throw new Error(`wrangler d1 execute --file failed (exit ${result.status}):\n${output}`);
  }
  const done = result.stdout.split('\n').find((line) => line.includes('executed successfully'));
  if (done) console.error(done.trim());
}

type Row = Record<string, unknown>;

/** Runs SQL (one or more statements) with `--json`; answers each statement's rows. */
export function d1Query(target: Target, sql: string): Row[][] {
  const result = runWrangler(executeArgs(target, '--command', sql, '--json'));
  let parsed: unknown;
  try {
    parsed = JSON.parse(result.stdout);
  } catch {
    throw new Error(`wrangler d1 execute failed (exit ${result.status}):\n${result.stderr || result.stdout}`);
  }
  if (!Array.isArray(parsed)) {
    const text = (parsed as { error?: { text?: string } })?.error?.text ?? JSON.stringify(parsed);
    throw new Error(`D1 refused the query: ${text}`);
  }
  return parsed.map((statement: { results?: Row[] }) => statement.results ?? []);
}
