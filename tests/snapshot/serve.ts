// Serves one tree's production build for a snapshot: a fresh local D1 migrated and seeded by
// that tree's own tools, and the built worker, unchanged, behind a clock fixed at the
// fixture's instant (listings, "ended" notices and calendars read the date), in workerd as the
// benches serve it (tests/bench/serve-workerd.ts). The tree may be another checkout (pre-49).

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildOutput } from '../../scripts/lib/build-output.ts';
import { type Site, startSite } from '../bench/site.ts';

const PRODUCTION = { NODE_ENV: 'production' };

/** Runs `args` in `root` with Node 22 and that tree's own bins first on PATH; throws with its output on failure. */
export function runIn(root: string, args: string[], env: Record<string, string> = {}): void {
  const bins = [path.dirname(process.execPath), path.join(root, 'node_modules', '.bin'), process.env.PATH ?? ''];
  const result = spawnSync(args[0]!, args.slice(1), {
    cwd: root,
    env: { ...process.env, ...PRODUCTION, ...env, PATH: bins.join(path.delimiter) },
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} in ${root} failed (exit ${result.status}):\n${result.stderr}`);
}

/** `vite build` of `root` into `dist` (absolute). */
export function buildTree(root: string, dist: string): void {
  runIn(root, ['vite', 'build'], { DIST_DIR: dist });
}

/**
 * The built worker with Date fixed at `clockMs`: imported first, the clock module replaces the
 * global before any of the site's modules read it. A copy of the build's worker folder (workerd
 * refuses `../` specifiers; the e2e server's own folder is left as it is), with the wrapper and
 * a wrangler config of its own beside it; answers that config's path.
 */
function writeClockWrapper(dist: string, clockMs: number): string {
  const dir = path.join(dist, 'snapshot-worker');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(buildOutput(dist).worker, dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'snapshot-clock.js'),
    `const Real = Date;
class SnapshotDate extends Real {
  constructor(...args) { if (args.length === 0) super(${clockMs}); else super(...args); }
  static now() { return ${clockMs}; }
}
globalThis.Date = SnapshotDate;
`,
  );
  fs.writeFileSync(
    path.join(dir, 'snapshot.js'),
    "import './snapshot-clock.js';\nexport * from './index.js';\nexport { default } from './index.js';\n",
  );
  const site = JSON.parse(fs.readFileSync(path.join(dir, 'wrangler.json'), 'utf8')) as Record<string, unknown>;
  const config: Record<string, unknown> = { ...site, main: 'snapshot.js', no_bundle: true };
  delete config.configPath;
  delete config.userConfigPath;
  const file = path.join(dir, 'wrangler.snapshot.json');
  fs.writeFileSync(file, JSON.stringify(config));
  return file;
}

export interface SnapshotServer {
  root: string;
  /** The build folder (absolute). */
  dist: string;
  port: number;
  /** The instant the worker's clock reads (ms since the epoch). */
  clockMs: number;
}

/** A fresh D1 (its own state folder under `dist`), migrated and seeded by `root`'s tools, and the worker started on it. */
export async function serveSnapshot({ root, dist, port, clockMs }: SnapshotServer): Promise<Site> {
  const state = path.join(dist, 'snapshot-state');
  fs.rmSync(state, { recursive: true, force: true });
  runIn(root, ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
  runIn(root, ['node', 'scripts/db-seed.ts', '--persist-to', state]);
  const config = writeClockWrapper(dist, clockMs);
  return startSite({ name: 'snapshot', port, dist, via: 'workerd', persistTo: state, config });
}
