// A deployed environment's build and `wrangler deploy --dry-run` without the network or a
// login (credentials withheld from wrangler): what test:dry-run and test:add-council run.
// https://developers.cloudflare.com/workers/vite-plugin/reference/cloudflare-environments/

import fs from 'node:fs';
import path from 'node:path';
import { buildOutput } from './build-output.ts';
import { ROOT, runTool, type EnvChanges, type Tool } from './run-tool.ts';

/** Written by the Cloudflare Vite plugin; `wrangler deploy` follows it to the built config. */
export const REDIRECT = path.join(ROOT, '.wrangler', 'deploy', 'config.json');

/** Credentials wrangler would use to log in: withheld. */
const CREDENTIALS = [
  'CLOUDFLARE_API_TOKEN',
  'CLOUDFLARE_API_KEY',
  'CLOUDFLARE_EMAIL',
  'CLOUDFLARE_ACCOUNT_ID',
  'CF_API_TOKEN',
  'CF_ACCOUNT_ID',
];

/** No token, no stored login (wrangler reads its OAuth state from the XDG config dir). */
export function offlineEnv(scratch: string, extra: EnvChanges): EnvChanges {
  return {
    ...extra,
    ...Object.fromEntries(CREDENTIALS.map((name) => [name, undefined])),
    WRANGLER_LOG_PATH: path.join(scratch, 'logs'),
    XDG_CONFIG_HOME: path.join(scratch, 'config'),
    NODE_ENV: 'production',
  };
}

export function run(tool: Tool, args: string[], env: EnvChanges): { ok: boolean; output: string } {
  const result = runTool(tool, args, { env });
  return { ok: result.ok, output: `${result.stdout}${result.stderr}` };
}

export const readRedirect = () => (fs.existsSync(REDIRECT) ? fs.readFileSync(REDIRECT, 'utf8') : null);

/** Puts back the redirect an earlier build wrote, unless yet another build has replaced ours. */
export function restoreRedirect(before: string | null, ours: string | null): void {
  if (readRedirect() !== ours) return;
  if (before === null) fs.rmSync(REDIRECT, { force: true });
  else fs.writeFileSync(REDIRECT, before);
}

/**
 * `CLOUDFLARE_ENV=<env> vite build` into `scratch`/<dist>: the generated config's path, or the
 * failure. `wranglerConfig`: another source configuration than wrangler.toml (WRANGLER_CONFIG).
 */
export function buildFor(
  env: string,
  scratch: string,
  { dist = 'dist', wranglerConfig }: { dist?: string; wranglerConfig?: string } = {},
): { config: string } | { failed: string } {
  const output = buildOutput(path.join(scratch, dist));
  const build = run(
    'vite',
    ['build', '--logLevel', 'warn'],
    offlineEnv(scratch, { CLOUDFLARE_ENV: env, DIST_DIR: output.dist, WRANGLER_CONFIG: wranglerConfig }),
  );
  if (!build.ok) return { failed: `CLOUDFLARE_ENV=${env} vite build failed:\n${build.output.slice(-4000)}` };
  return { config: output.wranglerConfig };
}

/** `wrangler deploy --dry-run --config <config>`: its output, or the failure. */
export function dryRunDeploy(config: string, scratch: string): { ok: boolean; output: string } {
  return run(
    'wrangler',
    ['deploy', '--dry-run', '--config', config, '--outdir', path.join(scratch, 'bundle')],
    offlineEnv(scratch, {}),
  );
}
