// `npm run test:add-council`: docs/operations.md "Add a council to the platform", step by step,
// against a `wrangler deploy --dry-run` of a two-site production configuration: production's
// build, its config turned into a platform's (scripts/lib/platform-config.ts) with the example
// council on DB/DB_NEXT and a second council (its hostnames, two databases, audit binding).
// No network, no login; each step prints ✓ or ✗, and any ✗ fails the run.
//
//   node scripts/add-council-check.ts [--council linjiang]

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { commandArgs, fileArgs, importTarget, type Target } from './lib/d1-commands.ts';
import { buildFor, dryRunDeploy, readRedirect, restoreRedirect } from './lib/offline-build.ts';
import { type BuiltConfig, platformConfig, siteBindings } from './lib/platform-config.ts';
import { ROOT } from './lib/run-tool.ts';
import { siteBindingProblems } from './lib/site-config.ts';
import { siteName } from './lib/site-identity.ts';
import type { SiteEntry } from '../worker/sites/hosted-site.ts';

const { values } = parseArgs({ options: { council: { type: 'string', default: 'linjiang' } } });
const site = values.council!;
/** The second council of the docs' walk-through: 临江市贸促会 on hostnames of the reserved .example domain. */
const council = {
  site,
  hosts: [`www.${site}-ccpit.example`, `${site}-ccpit.example`],
  origin: `https://www.${site}-ccpit.example`,
  databaseNames: [`ccpit-content-${site}-a`, `ccpit-content-${site}-b`] as [string, string],
  auditAddress: `webmaster@${site}-ccpit.example`,
};
const { databases, auditEmail } = siteBindings(site);

let failures = 0;
const step = (ok: boolean, what: string, detail = '') => {
  if (!ok) failures++;
  console.log(`${ok ? '✓' : '✗'} ${what}${detail ? `\n    ${detail.split('\n').join('\n    ')}` : ''}`);
};

// 1. The identity folder: the build includes it once SITES names it (decision 0136).
const identity = path.join(ROOT, 'sites', site, 'site.json');
step(
  fs.existsSync(identity),
  `identity folder sites/${site}/ (site.json)`,
  fs.existsSync(identity) ? '' : `missing: ${identity}`,
);

const newName = fs.existsSync(identity) ? (JSON.parse(fs.readFileSync(identity, 'utf8')) as { name: string }).name : '';

/** wrangler.toml's text with `SITES` set in production's vars (a table TOML cannot reopen). */
function withSites(toml: string, registry: string): string {
  const header = '[env.production.vars]\n';
  if (!toml.includes(header)) throw new Error('wrangler.toml has no [env.production.vars]');
  return toml.replace(header, `${header}SITES = '${registry}'\n`);
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ccpit-add-council-'));
// Beside wrangler.toml: its relative paths (main, migrations) must still resolve. Git ignores it.
const sourceConfig = path.join(ROOT, 'wrangler.add-council.toml');
const before = readRedirect();
let ours: string | null = null;
try {
  const build = buildFor('production', scratch);
  ours = readRedirect();
  if ('failed' in build) {
    step(false, 'production builds', build.failed);
    process.exit(1);
  }
  const today = JSON.parse(fs.readFileSync(build.config, 'utf8')) as BuiltConfig;
  // The council production serves today (SITE's identity folder) becomes the first site.
  const existing = siteName();
  // 2–4, 6. Hostnames, two databases, the audit binding, DNS (custom domains): the platform's config.
  const registry = platformConfig(today, existing, council).vars!.SITES as string;
  // The platform's build: wrangler.toml with production's SITES set, so that the bundle holds
  // the new council's identity (a build holds only the councils its SITES names).
  fs.writeFileSync(sourceConfig, withSites(fs.readFileSync(path.join(ROOT, 'wrangler.toml'), 'utf8'), registry));
  const platformBuild = buildFor('production', scratch, { dist: 'dist-platform', wranglerConfig: sourceConfig });
  ours = readRedirect();
  if ('failed' in platformBuild) {
    step(false, 'the platform builds', platformBuild.failed);
    process.exit(1);
  }
  const built = JSON.parse(fs.readFileSync(platformBuild.config, 'utf8')) as BuiltConfig;
  const platform = platformConfig(built, existing, council);
  const bundled = fs
    .readdirSync(path.dirname(platformBuild.config), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .some((f) => fs.readFileSync(path.join(path.dirname(platformBuild.config), f), 'utf8').includes(newName));
  step(bundled, `the platform's bundle holds ${site}'s identity (${newName})`);
  const generated = path.join(path.dirname(platformBuild.config), 'wrangler.platform.json');
  fs.writeFileSync(generated, JSON.stringify(platform, null, 2));
  const checked = siteBindingProblems(platform as Parameters<typeof siteBindingProblems>[0], true);
  step(
    checked.problems.length === 0 && checked.sites.join(',') === `${existing},${site}`,
    `check:config of the two sites (${checked.sites.join(', ')}): two distinct databases each, audit bindings`,
    [...checked.problems, ...checked.warnings.map((w) => `(to do before going live) ${w}`)].join('\n'),
  );
  const kept = (JSON.parse(String(platform.vars?.SITES)) as SiteEntry[]).filter((e) => e.keepKeys).map((e) => e.site);
  step(
    kept.join(',') === existing,
    `${existing} keeps its keys (keepKeys: its uploaded files stay where they are in R2; ${site}'s go under ${site}/)`,
    kept.join(',') === existing ? '' : `keepKeys on: ${kept.join(', ') || 'none'}`,
  );
  const routes = (platform.routes ?? []).map((r) => (typeof r === 'string' ? r : r.pattern));
  step(
    council.hosts.every((h) => routes.includes(h)),
    `DNS: ${council.hosts.join(' and ')} are custom domains of the worker`,
  );

  // The dry run of the platform's deploy: every binding of both councils in the bundle.
  const deploy = dryRunDeploy(generated, scratch);
  step(
    deploy.ok && deploy.output.includes('--dry-run: exiting now.'),
    'wrangler deploy --dry-run of the two-site configuration',
    deploy.ok ? '' : deploy.output.slice(-3000),
  );
  for (const [binding, name] of [
    ['DB', built.d1_databases?.find((d) => d.binding === 'DB')?.database_name],
    ['DB_NEXT', built.d1_databases?.find((d) => d.binding === 'DB_NEXT')?.database_name],
    [databases[0], council.databaseNames[0]],
    [databases[1], council.databaseNames[1]],
  ] as const)
    step(deploy.output.includes(`env.${binding} (${name})`), `the bundle binds env.${binding} (${name})`);
  step(deploy.output.includes(`env.${auditEmail}`), `the bundle binds the audit's env.${auditEmail}`);
  step(
    /env\.SITES \(/.test(deploy.output) || deploy.output.includes('env.SITES'),
    'the bundle carries the SITES registry',
  );
  step(!/log ?in|oauth|authenticat/i.test(deploy.output), 'no login attempted');

  // 5. First content: the tools' command lines for --site reach the new council's databases.
  const target: Target = {
    remote: true,
    env: 'production',
    site: { name: site, serving: databases[0], standby: databases[1], mediaPrefix: `${site}/` },
  };
  const bound = new Set((platform.d1_databases ?? []).map((d) => d.binding));
  const importInto = fileArgs(importTarget(target), 'chunk.sql')[2]!;
  const publishTo = commandArgs(target, 'SELECT 1')[2]!;
  step(
    bound.has(importInto) && bound.has(publishTo) && importInto !== publishTo,
    `first content: content:import -- --site ${site} loads ${importInto}, content:switch puts it live, publishes go to the serving one`,
  );
} finally {
  restoreRedirect(before, ours);
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.rmSync(sourceConfig, { force: true });
}
if (failures) {
  console.error(`\ntest:add-council: ${failures} step(s) failed`);
  process.exit(1);
}
console.log('\ntest:add-council: every step of "Add a council to the platform" holds against the dry run');
