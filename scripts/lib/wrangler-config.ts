// wrangler.toml as the deploy sees it (wrangler's own reader), checked with the worker's own
// rules (worker/config/worker-config.ts parseConfig) plus what only a deploy needs: the DB binding, a real
// database id, a custom domain. Used by check-config, dry-run and db-migrate.

import path from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { FICTIONAL_MARKERS, filingProblems } from '../../content/fictional.ts';
import { ConfigError, parseConfig } from '../../worker/config/worker-config.ts';
import { restatedDefaults } from '../../worker/config/read-vars.ts';
import { FOOTER_FACTS } from '../../app/domain/contact-facts.ts';
import type { VarSpec } from '../../worker/config/var-spec.ts';
import { CONFIG_VARS, isConfigVar } from '../../worker/config/var-table.ts';
import { UPSTREAM_WITH_SITES } from '../../worker/sites/registry.ts';
import { ROOT } from './run-tool.ts';
import { type DatabaseBinding, isPlaceholderId } from './database-binding.ts';
import { checkRegistry } from './registry-check.ts';
import { siteBindingProblems } from './site-config.ts';
import { readIdentity } from './site-identity.ts';

/** The footer vars the stored facts replaced (decision 0112), with the fact each became. */
const RETIRED_FOOTER_VARS: Record<string, string> = {
  FOOTER_ADDRESS: FOOTER_FACTS.address,
  FOOTER_PHONE: FOOTER_FACTS.phone,
  FOOTER_HOTLINE: FOOTER_FACTS.hotline,
  FOOTER_HOURS: FOOTER_FACTS.hours,
  FOOTER_EMAIL: FOOTER_FACTS.email,
};

/** The deployed environments of wrangler.toml; `undefined` is its top level (local only). */
export const DEPLOYED = ['staging', 'production'] as const;
export type Environment = (typeof DEPLOYED)[number] | undefined;

/**
 * wrangler.toml, or the config CCPIT_WRANGLER_CONFIG names (a platform's local config, say: the
 * content tools then read and write the databases it binds; readCli passes it to wrangler).
 */
export const CONFIG_PATH = process.env.CCPIT_WRANGLER_CONFIG
  ? path.resolve(process.env.CCPIT_WRANGLER_CONFIG)
  : path.join(ROOT, 'wrangler.toml');

export { type DatabaseBinding, isPlaceholderId } from './database-binding.ts';

export interface EnvironmentReport {
  label: string;
  name: string;
  vars: Record<string, unknown>;
  db: DatabaseBinding | undefined;
  /** Wrong: the worker would answer its 500 page, or the deploy would fail. */
  problems: string[];
  /** Fine to build and dry-run, not to go live (placeholders, no custom domain). */
  warnings: string[];
  /** Harmless: a var that only restates its default (wrangler.toml states what differs). */
  notes: string[];
}

export const label = (env: Environment) => env ?? 'top level';

/** The Rate Limiting bindings the worker asks (worker/env.ts, worker/limits/gate.ts). */
export const RATE_LIMIT_BINDINGS = [
  'CLIENT_SEARCH_LIMIT',
  'CLIENT_MISS_LIMIT',
  'SITE_SEARCH_BUDGET',
  'SITE_MISS_BUDGET',
  'READ_COUNT_LIMIT',
] as const;

/** Local only (worker/env.ts): a deployed environment that binds it fails the check. */
export const TRIAL_LIMIT_BINDING = 'TRIAL_LIMIT';

/** Reads one environment of wrangler.toml (flattened as wrangler deploys it) and checks it. */
export function checkEnvironment(env: Environment, configPath = CONFIG_PATH): EnvironmentReport {
  const config = unstable_readConfig({ config: configPath, env });
  const top = env ? unstable_readConfig({ config: configPath }) : config;
  const vars = { ...(config.vars as Record<string, unknown>) };
  const db = (config.d1_databases as Array<DatabaseBinding & { binding: string }>).find((b) => b.binding === 'DB');
  const problems: string[] = [];
  const warnings: string[] = [];
  const section = env ? `[env.${env}.vars]` : '[vars]';
  // A platform (SITES): each site's two databases and audit binding instead of DB (site-config.ts).
  const platform = siteBindingProblems(
    config as unknown as Parameters<typeof siteBindingProblems>[0],
    env !== undefined,
  );
  const isPlatform = platform.sites.length > 0 || platform.problems.length > 0;
  const { SITES: _registry, ...plainVars } = vars;

  try {
    parseConfig({ ...plainVars, DB: db || isPlatform ? {} : undefined }, readIdentity());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }
  problems.push(...platform.problems);
  warnings.push(...platform.warnings);
  if (isPlatform && typeof vars.API_BASE === 'string' && vars.API_BASE.trim()) problems.push(UPSTREAM_WITH_SITES);
  // A platform: every registered council's identity and hostnames (scripts/lib/registry-check.ts).
  const registry = checkRegistry(vars.SITES, Boolean(env));
  problems.push(...registry.problems);
  warnings.push(...registry.warnings);
  for (const name of Object.keys(plainVars)) {
    const fact = RETIRED_FOOTER_VARS[name];
    if (fact)
      problems.push(
        `${name} in ${section} is no longer read: the footer shows the stored fact ${fact} (npm run content:fact -- ${fact} 新值; decision 0112)`,
      );
    else if (!isConfigVar(name)) problems.push(`${name} in ${section} is not a var the worker reads (a typo?)`);
    else if ((CONFIG_VARS[name] as VarSpec).secret)
      problems.push(
        `${name} in ${section} is a secret: remove it from wrangler.toml and set it with \`wrangler secret put ${name}${env ? ` --env ${env}` : ''}\` (locally: .dev.vars)`,
      );
  }
  if (env) {
    // Wrangler environments do not inherit vars: a var left out falls back to its default.
    for (const name of Object.keys(top.vars)) {
      if (!(name in vars))
        problems.push(`${name} is set at the top level but not in ${section} (environments do not inherit vars)`);
    }
  }
  // Hostile traffic: every environment has the worker's rate limits, and a deployed one its
  // own counters (a namespace_id shared with another environment shares its counts).
  const limits = (config.ratelimits ?? []) as Array<{ name: string; namespace_id: string }>;
  for (const name of RATE_LIMIT_BINDINGS) {
    const binding = limits.find((l) => l.name === name);
    if (!binding)
      problems.push(
        `the rate limit ${name} is missing ([[${env ? `env.${env}.` : ''}ratelimits]]): nothing limits that traffic`,
      );
    else if (env && ((top.ratelimits ?? []) as typeof limits).some((l) => l.namespace_id === binding.namespace_id))
      problems.push(
        `the rate limit ${name} shares namespace_id ${binding.namespace_id} with the top level: give ${env} its own`,
      );
  }
  // The browser tests' trial limit obeys a request header: never in a deployed environment.
  if (env && limits.some((l) => l.name === TRIAL_LIMIT_BINDING))
    problems.push(
      `the rate limit ${TRIAL_LIMIT_BINDING} is for local tests only: remove it from [[env.${env}.ratelimits]]`,
    );
  if (db && !db.migrations_dir)
    problems.push('DB has no migrations_dir: `npm run db:migrate` would find no migrations');

  if (env) {
    if (db && isPlaceholderId(db.database_id)) {
      warnings.push(
        `DB database_id is still the placeholder "${db.database_id}": run \`wrangler d1 create ${db.database_name} --location apac\` and put its id in wrangler.toml`,
      );
    }
    if (!isPlatform) warnings.push(...nextDatabaseProblems(env, configPath));
    const routes = (config.routes ?? []) as Array<string | { custom_domain?: boolean }>;
    if (!routes.some((r) => typeof r === 'object' && r.custom_domain))
      warnings.push('no custom domain: the edge cache (Cache API) does nothing on *.workers.dev');
    if (!platform.sites.length && !String(vars.SITE_ORIGIN ?? '').trim())
      warnings.push(
        'SITE_ORIGIN is empty: canonical URLs and feeds will use whatever host a request came in on, and no other host is redirected to one origin',
      );
    if (env === 'production') warnings.push(...productionProblems(vars));
  }
  const notes = restatedDefaults(vars).map(
    (name) => `${name} = ${JSON.stringify(vars[name])} in ${section} is its default: it can be left out`,
  );
  return { label: label(env), name: config.name ?? '', vars, db, problems, warnings, notes };
}

/** A D1 binding of one environment as wrangler deploys it (DB, DB_NEXT), or undefined. */
export function databaseBinding(
  env: Environment,
  binding: string,
  configPath = CONFIG_PATH,
): DatabaseBinding | undefined {
  const config = unstable_readConfig({ config: configPath, env });
  return (config.d1_databases as Array<DatabaseBinding & { binding: string }>).find((b) => b.binding === binding);
}

/**
 * Why a deployed import cannot load DB_NEXT of `env` (none: it can): the binding is missing,
 * a placeholder, or the very database DB serves from.
 */
export function nextDatabaseProblems(env: Environment, configPath = CONFIG_PATH): string[] {
  const section = env ? `[env.${env}]` : 'the top level';
  const next = databaseBinding(env, 'DB_NEXT', configPath);
  const serving = databaseBinding(env, 'DB', configPath);
  if (!next) return [`${section} has no DB_NEXT binding: a deployed import loads that second database, never DB`];
  if (isPlaceholderId(next.database_id))
    return [
      `${section} DB_NEXT database_id is still the placeholder "${next.database_id}": run \`wrangler d1 create ${next.database_name} --location apac\` and put its id in wrangler.toml`,
    ];
  if (serving && (next.database_id === serving.database_id || next.database_name === serving.database_name))
    return [`${section} DB_NEXT names the database DB serves (${next.database_name}): they must be two databases`];
  return [];
}

/**
 * What only production must get right: the council's own ICP and 公安备案 numbers (a site in
 * mainland China shows them, linked to their public records), no marker of the fictional seed
 * in any var, and search engines allowed.
 */
function productionProblems(vars: Record<string, unknown>): string[] {
  const text = (name: string) => String(vars[name] ?? '').trim();
  // The filing numbers are the identity's (sites/<SITE>/site.json), the same in every environment.
  const { icp, psb } = readIdentity();
  const problems = filingProblems(icp, psb);
  for (const [name, value] of Object.entries(vars)) {
    const marker = FICTIONAL_MARKERS.find((m) => m.pattern.test(String(value)));
    if (marker) problems.push(`${name} "${String(value)}" holds ${marker.what}: put the council’s own`);
  }
  if (text('SEARCH_INDEXING') === '0')
    problems.push('SEARCH_INDEXING is 0 in production: search engines would drop the site');
  return problems;
}
