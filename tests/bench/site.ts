// Starts the production build in workerd for a benchmark, and stops it again: either as
// `npm start --no-build` serves it, or as a further `wrangler dev` of the same build with
// vars of its own (another cache window, an upstream) and, if asked, its own state folder.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface Site {
  name: string;
  url: string;
  stop(): Promise<void>;
}

interface SiteOptions {
  name: string;
  port: number;
  dist: string;
  /** `start`: scripts/start.ts (migrates and seeds the shared local D1); `wrangler`: wrangler dev only. */
  via: 'start' | 'wrangler';
  vars?: Record<string, string>;
  /** A state folder of its own (a cold Cache API); default the shared .wrangler/state (its D1). */
  persistTo?: string;
  inspectorPort?: number;
  env?: Record<string, string>;
}

/** Node 22 and the project's tools first on PATH (TOOLCHAIN.md: the system Node is refused). */
export function toolEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const bin = path.resolve('node_modules/.bin');
  return {
    ...process.env,
    PATH: `${bin}:${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`,
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_LOG_PATH: process.env.WRANGLER_LOG_PATH ?? '.wrangler/logs',
    NODE_ENV: 'production',
    ...extra,
  };
}

/** `vite build` of the production site into `dist`. */
export function buildSite(dist: string): void {
  const result = spawnSync('vite', ['build'], { stdio: ['ignore', 'ignore', 'inherit'], env: toolEnv({ DIST_DIR: dist }) });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited early (exit ${child.exitCode}); see ${logFile}`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer /healthz within ${timeoutMs / 1000} s; see ${logFile}`);
}

export async function startSite(opts: SiteOptions): Promise<Site> {
  const url = `http://127.0.0.1:${opts.port}`;
  const logDir = path.join(opts.dist, 'bench-logs');
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${opts.name}.log`);
  const log = fs.openSync(logFile, 'w');
  let command: string;
  let args: string[];
  if (opts.via === 'start') {
    command = process.execPath;
    args = ['scripts/start.ts', '--no-build'];
  } else {
    // The same wrangler dev command scripts/start.ts runs.
    command = 'wrangler';
    args = ['dev', '--config', `${opts.dist}/ccpit_city_site/wrangler.json`, '--ip', '127.0.0.1', '--port', String(opts.port)];
    args.push('--persist-to', opts.persistTo ?? '.wrangler/state', '--show-interactive-dev-session=false');
    if (opts.inspectorPort) args.push('--inspector-port', String(opts.inspectorPort));
    for (const [name, value] of Object.entries(opts.vars ?? {})) args.push('--var', `${name}:${value}`);
  }
  // Its own process group, so that stop() ends wrangler and workerd with it.
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', log, log],
    env: toolEnv({ PORT: String(opts.port), DIST_DIR: opts.dist, ...opts.env }),
  });
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const group = -child.pid;
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(group, name);
        return true;
      } catch {
        return false; // already gone
      }
    };
    const exited = new Promise((r) => child.once('exit', r));
    if (!signal('SIGTERM')) return;
    const timer = setTimeout(() => signal('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForHealth(url, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name: opts.name, url, stop };
}
