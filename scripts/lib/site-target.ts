// `--site NAME` of the content tools (issue 49): a platform site's two databases as the registry
// (the SITES var of the target's wrangler environment) names them, which one serves now (each
// database's 'serving_since', content/serving-pointer.ts) and its media's R2 prefix. Without
// --site the tools work on DB and DB_NEXT as before the platform.

import { unstable_readConfig } from 'wrangler';
import { chooseServing, SERVING_SQL } from '../../content/serving-pointer.ts';
import type { SiteEntry } from '../../worker/sites/hosted-site.ts';
import type { Target } from './d1-commands.ts';
import { d1Query } from './wrangler.ts';
import { CONFIG_PATH } from './wrangler-config.ts';

/** The registry of the environment (undefined: the top level), or null: a single-site deployment. */
export function siteEntriesOf(env: string | undefined, configPath = CONFIG_PATH): SiteEntry[] | null {
  const vars = (unstable_readConfig({ config: configPath, env }).vars ?? {}) as Record<string, unknown>;
  const raw = vars.SITES;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const entries = JSON.parse(raw) as SiteEntry[];
  return Array.isArray(entries) && entries.length > 0 ? entries : null;
}

/** One database's 'serving_since' (0: never switched live), or undefined when it does not answer. */
function servingSince(target: Target, binding: string): number | undefined {
  try {
    const [rows] = d1Query({ ...target, binding }, SERVING_SQL);
    return Number(rows?.[0]?.value ?? 0);
  } catch {
    return undefined;
  }
}

/** The target narrowed to the site `name`: its serving database by default, the other for an import. */
export function siteTarget(target: Target, name: string, configPath = CONFIG_PATH): Target {
  const where = target.env ? `[env.${target.env}]` : 'the top level';
  const entries = siteEntriesOf(target.env, configPath);
  if (!entries)
    throw new Error(
      `--site ${name}: ${where} of wrangler.toml sets no SITES (a single-site deployment: leave --site out)`,
    );
  const entry = entries.find((e) => e.site === name);
  if (!entry) throw new Error(`--site ${name}: SITES of ${where} has ${entries.map((e) => e.site).join(', ')}`);
  const [a, b] = entry.databases;
  // Neither answering (a new site, not migrated yet): the first serves, as the worker decides.
  const answers: [number | undefined, number | undefined] = [servingSince(target, a), servingSince(target, b)];
  const serving = chooseServing(answers) === 0 ? a : b;
  return { ...target, site: { name, serving, standby: serving === a ? b : a, mediaPrefix: `${name}/` } };
}
