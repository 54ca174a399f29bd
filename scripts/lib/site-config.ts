// check:config of a platform (issue 49): every site the SITES registry names has two distinct
// D1 databases bound in the environment (real ids once deployed, each with its migrations), and
// the send_email binding its daily audit writes through. A single-site deployment has no SITES
// and nothing here to check.

import type { SiteEntry } from '../../worker/sites/hosted-site.ts';
import { type DatabaseBinding, isPlaceholderId } from './database-binding.ts';

/** What wrangler's reader gives of one environment, as far as the sites need. */
export interface SiteBindings {
  vars: Record<string, unknown>;
  d1_databases: Array<DatabaseBinding & { binding: string }>;
  send_email?: Array<{ name: string; destination_address?: string }>;
}

/** The registry of the environment, or null (a single site); a SITES that is no list of sites throws. */
export function registryOf(vars: Record<string, unknown>): SiteEntry[] | null {
  const raw = vars.SITES;
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return null;
  const entries = (typeof raw === 'string' ? JSON.parse(raw) : raw) as unknown;
  if (!Array.isArray(entries) || entries.length === 0) throw new Error('SITES must be a JSON array of sites');
  return entries as SiteEntry[];
}

/** Problems (the deploy would serve a site without its databases or audit) and warnings (placeholders). */
export function siteBindingProblems(
  config: SiteBindings,
  deployed: boolean,
): { problems: string[]; warnings: string[]; sites: string[] } {
  const problems: string[] = [];
  const warnings: string[] = [];
  let entries: SiteEntry[] | null;
  try {
    entries = registryOf(config.vars);
  } catch (error) {
    return { problems: [`SITES: ${(error as Error).message}`], warnings, sites: [] };
  }
  if (!entries) return { problems, warnings, sites: [] };
  const bound = new Map(config.d1_databases.map((d) => [d.binding, d]));
  const mailers = new Set((config.send_email ?? []).map((m) => m.name));
  const claimed = new Map<string, string>();
  for (const entry of entries) {
    const name = entry.site;
    const pair = Array.isArray(entry.databases) ? entry.databases : [];
    if (pair.length !== 2 || pair[0] === pair[1]) {
      problems.push(
        `site ${name}: databases must name two different D1 bindings (the serving one and the next import's)`,
      );
      continue;
    }
    const [a, b] = pair.map((binding) => bound.get(binding));
    for (const [binding, db] of [
      [pair[0], a],
      [pair[1], b],
    ] as const) {
      if (!db) {
        problems.push(`site ${name}: no D1 binding ${binding} ([[d1_databases]] binding = "${binding}")`);
        continue;
      }
      if (!db.migrations_dir)
        problems.push(`site ${name}: ${binding} has no migrations_dir (db:migrate would find none)`);
      if (deployed && isPlaceholderId(db.database_id))
        warnings.push(
          `site ${name}: ${binding} database_id is still the placeholder "${db.database_id}": run \`wrangler d1 create ${db.database_name} --location apac\``,
        );
      // One database serving two sites would share content, generation and tombstones.
      const key = db.database_id && !isPlaceholderId(db.database_id) ? db.database_id : db.database_name;
      if (key) {
        const other = claimed.get(key);
        if (other)
          problems.push(`site ${name}: ${binding} is the database ${other} already uses (${db.database_name})`);
        else claimed.set(key, `${name}'s ${binding}`);
      }
    }
    if (deployed) {
      if (!entry.auditEmail) warnings.push(`site ${name}: no auditEmail binding: its daily audit sends no message`);
      else if (!mailers.has(entry.auditEmail))
        problems.push(
          `site ${name}: no send_email binding ${entry.auditEmail} ([[send_email]] name = "${entry.auditEmail}")`,
        );
    }
  }
  return { problems, warnings, sites: entries.map((e) => e.site) };
}
