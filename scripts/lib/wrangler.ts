// The wrangler commands the scripts share: `d1 execute` (its command lines: d1-commands.ts)
// and the `wrangler dev` line that serves a production build. All run through run-tool.ts.

import { buildOutput } from './build-output.ts';
import { commandArgs, fileArgs, type Target, wranglerWarnings } from './d1-commands.ts';
import { runTool } from './run-tool.ts';

export type { Target } from './d1-commands.ts';

/** One wrangler run from the project root, its output captured (large exports included). */
const runWrangler = (args: string[]) => runTool('wrangler', args);

/** Wrangler's warnings go to the terminal whatever the outcome: an operator reads them. */
function showWarnings(output: string): void {
  for (const line of wranglerWarnings(output)) console.error(`wrangler: ${line}`);
}

/**
 * Runs a SQL file in one `d1 execute --file` (all or nothing): never on the deployed database
 * that serves visitors (d1-commands.ts). Wrangler's warnings are shown; its whole output too
 * when it fails.
 */
export function d1ExecuteFile(target: Target, file: string, options: { quiet?: boolean } = {}): void {
  const result = runWrangler(fileArgs(target, file));
  showWarnings(`${result.stderr}\n${result.stdout}`);
  if (!result.ok) {
    const output = `${result.stderr}${result.stdout.slice(0, 4000)}`;
    throw new Error(`wrangler d1 execute --file failed (exit ${result.exit}):\n${output}`);
  }
  const done = result.stdout.split('\n').find((line) => /executed successfully|Executed \d+ queries/.test(line));
  if (done && !options.quiet) console.error(done.trim());
}

type Row = Record<string, unknown>;

/**
 * Runs SQL (one or more statements: D1 runs them as one batch, all or nothing) with `--command
 * --json`; answers each statement's rows. Wrangler's warnings are shown.
 */
export function d1Query(target: Target, sql: string): Row[][] {
  const result = runWrangler(commandArgs(target, sql));
  showWarnings(result.stderr);
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
