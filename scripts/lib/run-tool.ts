// Runs the project's Node tools (wrangler, vite, the scripts) one way: under the Node that
// runs this process (npm's Node 22; the system Node is refused, TOOLCHAIN.md), from the
// project root, with TOOLCHAIN.md's environment; once to completion (runTool) or as a server
// whose PID is the tool's own, so that stop() really ends it (startTool).

import { spawn, spawnSync, type ChildProcess, type SpawnSyncReturns, type StdioOptions } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A tool by its package's bin file, or one of the project's own scripts. */
export type Tool = 'wrangler' | 'vite' | `scripts/${string}.ts` | `tests/bench/${string}.ts`;

const BINS: Record<string, string> = {
  wrangler: 'node_modules/wrangler/bin/wrangler.js',
  vite: 'node_modules/vite/bin/vite.js',
};

/**
 * Node runs the tool's file itself: no npx or .bin shim in between, whose PID would not
 * pass a signal on and would leave the port taken (TOOLCHAIN.md, "Traps seen").
 */
const argv = (tool: Tool, args: readonly string[]) => [path.join(ROOT, BINS[tool] ?? tool), ...args];

/** A value of `undefined` removes that variable (credentials, say). */
export type EnvChanges = Record<string, string | undefined>;

/**
 * The environment every tool gets: Node 22 and the project's bins first on PATH (for what
 * the tool spawns in turn), no metrics, no network lookups, logs under .wrangler/logs.
 */
export function toolEnv(changes: EnvChanges = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: [path.dirname(process.execPath), path.join(ROOT, 'node_modules', '.bin'), process.env.PATH ?? ''].join(
      path.delimiter,
    ),
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_LOG_PATH: process.env.WRANGLER_LOG_PATH ?? path.join(ROOT, '.wrangler', 'logs'),
  };
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

export interface RunOptions {
  env?: EnvChanges;
  /** Default: stdout and stderr captured as text (large wrangler exports included). */
  stdio?: StdioOptions;
}

export interface RunResult {
  ok: boolean;
  /** The exit code, or the signal that ended it. */
  exit: string;
  stdout: string;
  stderr: string;
}

/** Runs a tool to completion. Never throws for a failed run: `ok` says (a spawn error is in stderr). */
export function runTool(tool: Tool, args: readonly string[], options: RunOptions = {}): RunResult {
  const result: SpawnSyncReturns<string> = spawnSync(process.execPath, argv(tool, args), {
    cwd: ROOT,
    env: toolEnv(options.env),
    stdio: options.stdio ?? 'pipe',
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  return {
    ok: result.status === 0,
    exit: String(result.status ?? result.signal),
    stdout: result.stdout ?? '',
    stderr: `${result.stderr ?? ''}${result.error ? String(result.error) : ''}`,
  };
}

/** `tool args…` for messages. */
export const describeRun = (tool: Tool, args: readonly string[]) => [tool, ...args].join(' ');

/** Runs a tool, its output shown, and ends this process with its exit code when it fails. */
export function runToolOrExit(tool: Tool, args: readonly string[], env?: EnvChanges): void {
  const result = runTool(tool, args, { env, stdio: 'inherit' });
  if (!result.ok) {
    console.error(
      `\n✗ ${describeRun(tool, args)} failed (exit ${result.exit})${result.stderr ? `: ${result.stderr}` : ''}`,
    );
    process.exit(Number(result.exit) || 1);
  }
}

export interface StartOptions {
  env?: EnvChanges;
  stdio?: StdioOptions;
  /**
   * Its own process group (detached): stop() then ends the tool and all it started (workerd).
   * Without it the tool stays in this process's group, and ctrl-c in a terminal reaches both.
   */
  group?: boolean;
}

export interface Started {
  child: ChildProcess;
  /** SIGTERM (to the group when started as one), SIGKILL after 5 s; resolves once it exited. */
  stop(): Promise<void>;
}

/** Starts a long-running tool (wrangler dev, a script that serves). */
export function startTool(tool: Tool, args: readonly string[], options: StartOptions = {}): Started {
  const child = spawn(process.execPath, argv(tool, args), {
    cwd: ROOT,
    env: toolEnv(options.env),
    stdio: options.stdio ?? 'inherit',
    detached: options.group ?? false,
  });
  const signal = (name: NodeJS.Signals): boolean => {
    if (child.pid === undefined) return false;
    try {
      if (options.group) process.kill(-child.pid, name);
      else child.kill(name);
      return true;
    } catch {
      return false; // already gone
    }
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (!signal('SIGTERM')) return;
    const timer = setTimeout(() => signal('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  return { child, stop };
}
