// `npm run test:dry-run`: for staging and production, builds the way `npm run deploy:<env>`
// does (CLOUDFLARE_ENV=<env> vite build, into a temporary DIST_DIR) and runs
// `wrangler deploy --dry-run` on the generated config: no network, no login (credentials are
// withheld from wrangler). Fails loudly if either environment does not build or bundle.
// https://developers.cloudflare.com/workers/vite-plugin/reference/cloudflare-environments/

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFor, dryRunDeploy, readRedirect, REDIRECT, restoreRedirect } from './lib/offline-build.ts';
import { checkEnvironment, DEPLOYED } from './lib/wrangler-config.ts';

function dryRun(env: (typeof DEPLOYED)[number]): string[] {
  const problems: string[] = [];
  const expected = checkEnvironment(env);
  problems.push(...expected.problems.map((p) => `check:config: ${p}`));
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `ccpit-dry-run-${env}-`));
  const before = readRedirect();
  let ours: string | null = null;
  try {
    const t0 = performance.now();
    const build = buildFor(env, scratch);
    ours = readRedirect();
    if ('failed' in build) return [...problems, build.failed];
    const generated = build.config;
    const t1 = performance.now();

    // What a plain `wrangler deploy` after the build would read.
    const redirect = ours
      ? path.resolve(path.dirname(REDIRECT), (JSON.parse(ours) as { configPath: string }).configPath)
      : null;
    if (redirect !== generated)
      problems.push(
        `.wrangler/deploy/config.json points at ${redirect ?? 'nothing'}, not at ${generated} (another build at the same time?)`,
      );
    const built = JSON.parse(fs.readFileSync(generated, 'utf8')) as {
      name?: string;
      targetEnvironment?: string;
      d1_databases?: Array<{ binding: string; database_name?: string }>;
    };
    if (built.targetEnvironment !== env) problems.push(`the build targeted "${built.targetEnvironment}", not "${env}"`);
    if (built.name !== expected.name)
      problems.push(`the build names the worker "${built.name}", wrangler.toml "${expected.name}"`);

    const deploy = dryRunDeploy(generated, scratch);
    const t2 = performance.now();
    if (!deploy.ok) return [...problems, `wrangler deploy --dry-run failed:\n${deploy.output.slice(-4000)}`];
    if (!deploy.output.includes('--dry-run: exiting now.'))
      problems.push(`wrangler deploy --dry-run did not finish its dry run:\n${deploy.output.slice(-2000)}`);
    const dbLine = `env.DB (${expected.db?.database_name})`;
    if (!deploy.output.includes(dbLine)) problems.push(`the bundle does not bind ${dbLine}`);
    if (/log ?in|oauth|authenticat/i.test(deploy.output))
      problems.push(`wrangler tried to log in:\n${deploy.output.slice(-2000)}`);
    const upload = deploy.output.match(/Total Upload: ([^\n]+)/)?.[1] ?? '?';
    const took = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `  ${env}: worker ${built.name}, ${dbLine}, upload ${upload}; build ${took(t1 - t0)}, dry run ${took(t2 - t1)}`,
    );
    return problems;
  } finally {
    restoreRedirect(before, ours);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

let failed = 0;
for (const env of DEPLOYED) {
  const problems = dryRun(env);
  if (problems.length) {
    failed++;
    console.error(`✗ ${env}:\n${problems.map((p) => `    ${p}`).join('\n')}`);
  } else {
    console.log(`✓ ${env}: builds and passes wrangler deploy --dry-run`);
  }
}
if (failed) {
  console.error(`\ntest:dry-run: ${failed} of ${DEPLOYED.length} environments FAILED`);
  process.exit(1);
}
console.log(`${DEPLOYED.length} passed, 0 failed`);
