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

const NOT_MIGRATED = /no such table: meta\b/;

/**
 * Each database's 'serving_since' (0: never switched live, or switched away from), in the order
 * given. Both must answer: with one silent, the other's answer alone may name the wrong one, and
 * an import would load into the database visitors read (or a publish go to the standby).
 */
export function servingSinceOf(target: Target, name: string, bindings: [string, string]): [number, number] {
  return bindings.map((binding) => {
    try {
      const [rows] = d1Query({ ...target, binding }, SERVING_SQL);
      return Number(rows?.[0]?.value ?? 0);
    } catch (error) {
      // It answered: not migrated yet (a new site, before db:migrate), so never switched live.
      if (NOT_MIGRATED.test(error instanceof Error ? error.message : '')) return 0;
      throw new Error(
        `--site ${name}: 数据库 ${binding} 没有应答，无法确定哪个数据库正在对外服务，操作已拒绝；请待其恢复后重试。\n` +
          `refused: ${binding} of the site ${name} did not answer, so which of ${bindings.join(' and ')} serves ` +
          `visitors cannot be told; retry once it answers.\n` +
          (error instanceof Error ? error.message : String(error)),
      );
    }
  }) as [number, number];
}

/**
 * The target narrowed to the site `name`: its serving database by default, the other for an
 * import; its media under `<name>/`, or unprefixed for the council that keeps its keys (sitePrefix).
 */
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
  const serving = chooseServing(servingSinceOf(target, name, [a, b])) === 1 ? b : a;
  return {
    ...target,
    site: { name, serving, standby: serving === a ? b : a, mediaPrefix: entry.keepKeys ? '' : `${name}/` },
  };
}
