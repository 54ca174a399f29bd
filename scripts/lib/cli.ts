// Shared command-line pieces of the content scripts: flags, the D1 target, failing.

import { parseArgs } from 'node:util';
import { siteTarget } from './site-target.ts';
import { CONFIG_PATH } from './wrangler-config.ts';
import type { Target } from './wrangler.ts';

export interface Cli {
  target: Target;
  flags: Record<string, boolean>;
  /** The script's own string options. */
  values: Record<string, string | undefined>;
  positionals: string[];
}

/**
 * `--remote` (default local), `--persist-to <dir>` (local state elsewhere), `--env <name>`,
 * `--site <name>` (a platform site's databases and media: scripts/lib/site-target.ts), plus the
 * script's own boolean flags. Unknown options stop the script with its usage.
 */
export function readCli(usage: string, booleans: string[] = [], strings: string[] = []): Cli {
  const options = {
    remote: { type: 'boolean' as const },
    'persist-to': { type: 'string' as const },
    env: { type: 'string' as const },
    site: { type: 'string' as const },
    help: { type: 'boolean' as const },
    ...Object.fromEntries(booleans.map((name) => [name, { type: 'boolean' as const }])),
    ...Object.fromEntries(strings.map((name) => [name, { type: 'string' as const }])),
  };
  let parsed;
  try {
    parsed = parseArgs({ options, allowPositionals: true });
  } catch (error) {
    fail(`${(error as Error).message}\nusage: ${usage}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(`usage: ${usage}`);
    process.exit(0);
  }
  let target: Target = {
    remote: values.remote === true,
    persistTo: typeof values['persist-to'] === 'string' ? values['persist-to'] : undefined,
    // Wrangler itself reads CLOUDFLARE_ENV: the scripts' checks must see the environment it targets.
    env: typeof values.env === 'string' ? values.env : process.env.CLOUDFLARE_ENV || undefined,
    ...(process.env.CCPIT_WRANGLER_CONFIG ? { config: CONFIG_PATH } : {}),
  };
  if (typeof values.site === 'string') {
    try {
      target = siteTarget(target, values.site);
    } catch (error) {
      fail(`${(error as Error).message}\nusage: ${usage}`);
    }
  }
  const flags = Object.fromEntries(booleans.map((name) => [name, (values as Record<string, unknown>)[name] === true]));
  const own = Object.fromEntries(
    strings.map((name) => {
      const value = (values as Record<string, unknown>)[name];
      return [name, typeof value === 'string' ? value : undefined];
    }),
  );
  return { target, flags, values: own, positionals };
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Runs a script body, turning a thrown error into a message and exit code 1. */
export async function main(body: () => Promise<void> | void): Promise<void> {
  try {
    await body();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}
