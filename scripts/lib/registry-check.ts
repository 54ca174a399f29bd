// check:config's part for a platform (the SITES var, decision 0136): the registry parses, every
// site's identity folder exists and is complete, every origin's host is among its hostnames,
// and a deployed environment's sites each have an https origin. Bindings: h49-data's checks.

import { parseRegistry } from '../../worker/sites/registry.ts';
import { readIdentity } from './site-identity.ts';

export interface RegistryReport {
  problems: string[];
  warnings: string[];
  /** The registered sites' folder names (none: a single-site deployment). */
  sites: string[];
}

export function checkRegistry(raw: unknown, deployed: boolean): RegistryReport {
  const problems: string[] = [];
  const warnings: string[] = [];
  const known = (site: string) => {
    try {
      readIdentity(site);
      return true;
    } catch (error) {
      problems.push(`SITES: ${(error as Error).message}`);
      return false;
    }
  };
  const registry = parseRegistry(raw, problems, known);
  for (const entry of registry?.entries ?? []) {
    if (!deployed) continue;
    if (!entry.origin)
      warnings.push(
        `SITES: ${entry.site} has no origin: its canonical URLs will use whatever host a request came in on`,
      );
    else if (!entry.origin.startsWith('https://'))
      problems.push(`SITES: ${entry.site}'s origin must be https:// when deployed`);
  }
  return { problems, warnings, sites: registry?.entries.map((e) => e.site) ?? [] };
}
