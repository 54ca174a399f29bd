// The wrangler command lines of every content write, built in one place and free of Node so
// that tests hold them: which database a write goes to and how. Wrangler sends a `--file` to
// D1's import, during which that database answers no queries (wrangler's own warning): only
// the database that serves no visitor (DB_NEXT, switched live by a deploy) ever takes a file;
// the serving one (DB) takes ordinary statements through `--command`, which D1's query
// endpoint runs as one batch, all or nothing.

/** The binding visitors' reads go to. */
export const SERVING_BINDING = 'DB';
/** The binding a whole import loads; it serves nobody until wrangler.toml swaps it with DB and a deploy follows. */
export const NEXT_BINDING = 'DB_NEXT';
/** DB, DB_NEXT, or one of a platform site's two (scripts/lib/site-target.ts). */
export type Binding = string;

/**
 * The most SQL one `--command` carries: D1 takes at most 100,000 bytes of SQL in a statement,
 * and Linux at most 128 KiB in one command-line argument. A publish larger than this is split
 * into several files by the operator, or loaded with an import.
 */
export const COMMAND_MAX_BYTES = 100_000;

/** Which D1: the local one (optionally under another state directory) or the deployed one. */
export interface Target {
  remote: boolean;
  /** `--persist-to`: a local state directory other than .wrangler/state. */
  persistTo?: string;
  /** `--env`: a wrangler environment (e.g. staging). */
  env?: string;
  /** Default DB, the database visitors read. */
  binding?: Binding;
  /** `--config`: a wrangler config other than wrangler.toml (CCPIT_WRANGLER_CONFIG; start:platform's councils). */
  config?: string;
  /**
   * A platform site (`--site NAME`, scripts/lib/site-target.ts): its two databases, the one
   * visitors read now and the other, and its media's R2 prefix. Absent: a single-site
   * deployment (DB and DB_NEXT, media keys unprefixed).
   */
  site?: { name: string; serving: Binding; standby: Binding; mediaPrefix: string };
}

/** `--local|--remote`, `--persist-to`, `--env` for the target (d1 execute, d1 migrations apply). */
export function targetArgs(target: Target): string[] {
  const args = target.remote ? ['--remote'] : ['--local'];
  if (!target.remote && target.persistTo) args.push('--persist-to', target.persistTo);
  if (target.env) args.push('--env', target.env);
  if (target.config) args.push('--config', target.config);
  return args;
}

const bindingOf = (target: Target): Binding => target.binding ?? target.site?.serving ?? SERVING_BINDING;
/** The binding visitors read in the target's deployment. */
const servingOf = (target: Target): Binding => target.site?.serving ?? SERVING_BINDING;

/**
 * Where a whole import (or a deployed seed) goes: deployed, DB_NEXT; locally, DB (no import
 * blocks it). A platform site's: always its database that serves nobody, switched live by
 * content:switch (no deploy).
 */
export function importTarget(target: Target): Target {
  if (target.site) return { ...target, binding: target.site.standby };
  return target.remote ? { ...target, binding: NEXT_BINDING } : target;
}

/** True when a write to the target reaches visitors' database while they read it. */
export const servesVisitors = (target: Target) => target.remote && bindingOf(target) === servingOf(target);

/**
 * `wrangler d1 execute <binding> … --file <file> -y`: refused for the deployed database that
 * serves visitors, since D1's import blocks it for as long as the file takes.
 */
export function fileArgs(target: Target, file: string): string[] {
  if (servesVisitors(target))
    throw new Error(
      `refused: a --file write to the serving database (${servingOf(target)}, --remote) goes through D1's import, ` +
        `which answers no query until it ends. Publish a few records with content:publish (ordinary statements), ` +
        (target.site
          ? `or import into ${target.site.standby} and switch it live with content:switch (docs/operations.md, "Content writes").`
          : `or import into ${NEXT_BINDING} and switch it live with a deploy (docs/operations.md, "Content writes").`),
    );
  return ['d1', 'execute', bindingOf(target), ...targetArgs(target), '--file', file, '-y'];
}

/** `wrangler d1 execute <binding> … --command <sql> --json`: statements D1 runs as one batch. */
export function commandArgs(target: Target, sql: string): string[] {
  const bytes = new TextEncoder().encode(sql).length;
  if (bytes > COMMAND_MAX_BYTES)
    throw new Error(
      `refused: ${bytes.toLocaleString('en')} bytes of SQL in one batch, more than ${COMMAND_MAX_BYTES.toLocaleString('en')} ` +
        `(D1's statement limit, and about the most one command line carries): split the publish file in two, or use content:import.`,
    );
  return ['d1', 'execute', bindingOf(target), ...targetArgs(target), '--command', sql, '--json'];
}

/** Wrangler's warnings and notes among its output (▲ [WARNING], ⚠️, "Note:"), to show, never hide. */
export function wranglerWarnings(output: string): string[] {
  return output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /\[WARNING\]|⚠|^Note:|unavailable to serve/i.test(line));
}
