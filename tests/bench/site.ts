// Starts the production build in workerd for a benchmark, and stops it again: either as
// `npm start --no-build` serves it, or in workerd alone (serve-workerd.ts) with vars of its
// own (another cache window) and, if asked, its own state folder. runBench is every bench's
// frame: the build, a time limit, and every site it started stopped however it ends.

import { setTimeout as sleep } from 'node:timers/promises';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runTool, startTool, type Tool } from '../../scripts/lib/run-tool.ts';

export interface Site {
  name: string;
  url: string;
  stop(): Promise<void>;
}

interface SiteOptions {
  name: string;
  port: number;
  dist: string;
  /**
   * `start`: scripts/start.ts (migrates and seeds the shared local D1); `workerd`: the same
   * build and bindings in workerd without wrangler dev's proxy (serve-workerd.ts, decision 0035).
   */
  via: 'start' | 'workerd';
  vars?: Record<string, string>;
  /** A state folder of its own (a cold Cache API); default the shared .wrangler/state (its D1). */
  persistTo?: string;
  inspectorPort?: number;
  /** With `via: 'workerd'`: another worker's wrangler config, serving the build's assets. */
  config?: string;
}

/** What `npm start` does before it serves: the local D1 migrated, and seeded when empty (in `persistTo`, else the shared state). */
export function prepareLocalD1(persistTo?: string): void {
  const where = persistTo ? ['--persist-to', persistTo] : [];
  const steps: Array<[Tool, string[]]> = [
    ['wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...where]],
    ['scripts/db-seed.ts', ['--if-empty', ...where]],
  ];
  for (const [tool, args] of steps) {
    const result = runTool(tool, args, { env: PRODUCTION });
    if (!result.ok) throw new Error(`${tool} ${args.join(' ')} failed (exit ${result.exit}): ${result.stderr}`);
  }
}

/** The benches' denominator: a small static file (under 1 KB), served by each server from its client folder. */
export const SMALL_FILE = { path: '/bench/small.txt', text: `${'贸促会门户网站 静态基准文件。'.repeat(20)}\n` };

/** Writes SMALL_FILE into a build's client (or a template's public) folder: before its server starts, which lists files once. */
export function writeSmallFile(clientDir: string): void {
  fs.mkdirSync(path.join(clientDir, 'bench'), { recursive: true });
  fs.writeFileSync(path.join(clientDir, SMALL_FILE.path), SMALL_FILE.text);
}

/** React's production build everywhere: a benchmark of the development build means nothing. */
const PRODUCTION = { NODE_ENV: 'production' };

/** `vite build` of the production site into `dist`. */
export function buildSite(dist: string): void {
  const result = runTool('vite', ['build'], { env: { ...PRODUCTION, DIST_DIR: dist }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (!result.ok) throw new Error(`vite build failed (exit ${result.exit})`);
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited early (exit ${child.exitCode}); see ${logFile}`);
    // Not listening yet: no answer.
    const healthy = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await sleep(300);
  }
  throw new Error(`${url} did not answer /healthz within ${timeoutMs / 1000} s; see ${logFile}`);
}

/** serve-workerd.ts's arguments. */
function workerdArgs(options: Omit<SiteOptions, 'name' | 'via' | 'env'>): string[] {
  const args = ['--dist', options.dist, '--port', String(options.port), '--persist-to', options.persistTo ?? '.wrangler/state'];
  if (options.config) args.push('--config', options.config);
  if (options.inspectorPort) args.push('--inspector-port', String(options.inspectorPort));
  for (const [name, value] of Object.entries(options.vars ?? {})) args.push('--var', `${name}:${value}`);
  return args;
}

export async function startSite(opts: SiteOptions): Promise<Site> {
  const url = `http://127.0.0.1:${opts.port}`;
  // Another server on the port would answer the health check below, and be measured instead.
  const taken = await fetch(url, { signal: AbortSignal.timeout(1000) })
    .then(() => true)
    .catch(() => false);
  if (taken) throw new Error(`port ${opts.port} is already in use: choose other ports for ${opts.name}`);
  const logDir = path.join(opts.dist, 'bench-logs');
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${opts.name}.log`);
  const log = fs.openSync(logFile, 'w');
  // Its own process group, so that stop() ends workerd with it.
  const { child, stop } = startTool(
    opts.via === 'start' ? 'scripts/start.ts' : 'tests/bench/serve-workerd.ts',
    opts.via === 'start' ? ['--no-build'] : workerdArgs(opts),
    { group: true, stdio: ['ignore', log, log], env: { ...PRODUCTION, PORT: String(opts.port), DIST_DIR: opts.dist } },
  );
  // Known to runBench before it answers: interrupted while starting, it is stopped too.
  const site = { name: opts.name, url, stop };
  running.push(site);
  try {
    await waitForHealth(url, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return site;
}

const running: Site[] = [];
const stopAll = () => Promise.allSettled(running.splice(0).map((s) => s.stop()));

/**
 * A bench's run: the build into `dist` first (unless --no-build), then `main`, bounded by
 * `limitMinutes`; every site started on the way is stopped when it ends, fails, is
 * interrupted or overruns, so nothing outlives the run.
 */
export async function runBench(name: string, dist: string, limitMinutes: number, main: () => Promise<void>): Promise<void> {
  const watchdog = setTimeout(() => {
    console.error(`${name}: time limit (${limitMinutes} min) reached, stopping`);
    void stopAll().then(() => process.exit(1));
  }, limitMinutes * 60_000);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll().then(() => process.exit(130)));
  try {
    if (!process.argv.includes('--no-build')) {
      console.error(`${name}: building the production site into ${dist}/`);
      buildSite(dist);
    }
    await main();
  } catch (error) {
    console.error(`${name}:`, error);
    process.exitCode = 1;
  } finally {
    clearTimeout(watchdog);
    await stopAll();
  }
}
