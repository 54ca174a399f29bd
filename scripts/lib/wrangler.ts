// The wrangler commands the scripts share: `d1 execute` on the DB binding (local or deployed)
// and the `wrangler dev` line that serves a production build. All run through run-tool.ts.

import { buildOutput } from './build-output.ts';
import { runTool } from './run-tool.ts';

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
  return ['d1', 'execute', 'DB', ...targetArgs(target), ...rest];
}

/** `--local|--remote`, `--persist-to`, `--env` for the target (d1 execute, d1 migrations apply). */
export function targetArgs(target: Target): string[] {
  const args = target.remote ? ['--remote'] : ['--local'];
  if (!target.remote && target.persistTo) args.push('--persist-to', target.persistTo);
  if (target.env) args.push('--env', target.env);
  return args;
}

/** One wrangler run from the project root, its output captured (large exports included). */
const runWrangler = (args: string[]) => runTool('wrangler', args);

/**
 * Runs a SQL file in one `d1 execute --file` (all or nothing). Wrangler's per-statement
 * results are not shown; its messages are, in full when it fails.
 */
export function d1ExecuteFile(target: Target, file: string, options: { quiet?: boolean } = {}): void {
  const result = runWrangler(executeArgs(target, '--file', file, '-y'));
  if (!result.ok) {
    const output = `${result.stderr}${result.stdout.slice(0, 4000)}`;
    throw new Error(`wrangler d1 execute --file failed (exit ${result.exit}):\n${output}`);
  }
  const done = result.stdout.split('\n').find((line) => line.includes('executed successfully'));
  if (done && !options.quiet) console.error(done.trim());
}

type Row = Record<string, unknown>;

/** Runs SQL (one or more statements) with `--json`; answers each statement's rows. */
export function d1Query(target: Target, sql: string): Row[][] {
  const result = runWrangler(executeArgs(target, '--command', sql, '--json'));
  let parsed: unknown;
  try {
    parsed = JSON.parse(result.stdout);
  } catch {
    throw new Error(`wrangler d1 execute failed (exit ${result.exit}):\n${result.stderr || result.stdout}`);
  }
  if (!Array.isArray(parsed)) {
    const text = (parsed as { error?: { text?: string } })?.error?.text ?? JSON.stringify(parsed);
    throw new Error(`D1 refused the query: ${text}`);
  }
  return parsed.map((statement: { results?: Row[] }) => statement.results ?? []);
}

export interface DevOptions {
  port: number | string;
  /** The build to serve (default DIST_DIR). */
  dist?: string;
  /** Another worker's wrangler config instead of the build's (the bench's floor worker). */
  config?: string;
  /** Local state (D1, Cache API); default the shared .wrangler/state. */
  persistTo?: string;
  inspectorPort?: number;
  /** `--var NAME:value` overrides of wrangler.toml's vars. */
  vars?: Record<string, string>;
}

/** `wrangler dev` serving a production build in workerd, as `npm start` and the benchmarks do. */
export function devArgs(options: DevOptions): string[] {
  const args = [
    'dev',
    '--config',
    options.config ?? buildOutput(options.dist).wranglerConfig,
    '--ip',
    '127.0.0.1',
    '--port',
    String(options.port),
  ];
  args.push('--persist-to', options.persistTo ?? '.wrangler/state', '--show-interactive-dev-session=false');
  if (options.inspectorPort) args.push('--inspector-port', String(options.inspectorPort));
  for (const [name, value] of Object.entries(options.vars ?? {})) args.push('--var', `${name}:${value}`);
  return args;
}
