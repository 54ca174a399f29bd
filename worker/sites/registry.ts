// The platform's registry (the SITES var, decision 0136): which council answers which hostnames,
// its canonical origin and its bindings. Parsed and checked here for the site middleware and
// check:config; free of Workers types, as the var table is, so that check:config runs it in Node.

import type { SiteEntry } from './hosted-site.ts';

export interface Registry {
  entries: SiteEntry[];
  /** Each hostname (lower case, no port) to its site. */
  byHost: Map<string, SiteEntry>;
}

const SITE_NAME = /^[a-z0-9][a-z0-9-]*$/;
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
const BINDING = /^[A-Z][A-Z0-9_]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Upstream mode names one CMS for the whole deployment: with SITES it would serve that CMS's
 * content under every council's name. The worker (parseConfig) and check:config both refuse it.
 */
export const UPSTREAM_WITH_SITES =
  'API_BASE cannot be set with SITES: upstream mode has one CMS for the whole deployment, so every council would show its content (leave API_BASE empty on a platform; each site reads its own D1 databases)';

/** A request's hostname as the registry keys it: lower case, no port, no trailing dot. */
export const hostKey = (host: string) => host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/**
 * SITES parsed: null when absent or empty (a single-site deployment, exactly as before the
 * platform); otherwise every entry, with each problem (naming the entry) added to `problems`.
 * `known` says whether the build holds a site's identity folder.
 */
export function parseRegistry(raw: unknown, problems: string[], known?: (site: string) => boolean): Registry | null {
  if (raw === undefined || raw === null || (typeof raw === 'string' && !raw.trim())) return null;
  let list: unknown;
  try {
    list = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    problems.push('SITES must be a JSON array of sites (docs/operations.md "Add a council to the platform")');
    return null;
  }
  if (!Array.isArray(list) || !list.length) {
    problems.push('SITES must be a JSON array with one entry per council');
    return null;
  }
  const entries: SiteEntry[] = [];
  const byHost = new Map<string, SiteEntry>();
  const bindings = new Map<string, string>();
  for (const [i, item] of list.entries()) {
    const where = `SITES[${i}]`;
    const e = (item ?? {}) as Record<string, unknown>;
    const site = typeof e.site === 'string' ? e.site : '';
    const name = site ? `${where} ("${site}")` : where;
    const before = problems.length;
    if (!SITE_NAME.test(site)) problems.push(`${where}: site must name a folder under sites/ (a-z, 0-9, -)`);
    else if (known && !known(site)) problems.push(`${name}: the build holds no identity folder sites/${site}/`);
    else if (entries.some((other) => other.site === site)) problems.push(`${name}: listed twice`);
    const hosts = Array.isArray(e.hosts) ? e.hosts.filter((h): h is string => typeof h === 'string') : [];
    if (!hosts.length || hosts.length !== (e.hosts as unknown[]).length)
      problems.push(`${name}: hosts must be a list of hostnames`);
    for (const host of hosts) {
      if (!HOST.test(host)) problems.push(`${name}: "${host}" is no hostname (lower case, no port, no scheme)`);
      else if (byHost.has(host)) problems.push(`${name}: "${host}" is already ${byHost.get(host)!.site}'s`);
    }
    const origin = typeof e.origin === 'string' ? e.origin.replace(/\/+$/, '') : null;
    if (origin === null) problems.push(`${name}: origin must be text ("" locally: no redirect)`);
    else if (origin) {
      let url: URL | undefined;
      try {
        url = new URL(origin);
      } catch {}
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin)
        problems.push(`${name}: origin must be an origin such as https://www.example.cn (got "${origin}")`);
      else if (!hosts.includes(url.hostname))
        problems.push(`${name}: origin's host ${url.hostname} is not among its hosts`);
    }
    const databases = Array.isArray(e.databases) ? e.databases : [];
    if (databases.length !== 2 || databases.some((d) => typeof d !== 'string' || !BINDING.test(d)))
      problems.push(`${name}: databases must name the site's two D1 bindings`);
    else
      for (const binding of databases as string[]) {
        const owner = bindings.get(binding);
        if (owner && owner !== site) problems.push(`${name}: database ${binding} is already ${owner}'s`);
        bindings.set(binding, site);
      }
    if (e.auditEmail !== undefined && (typeof e.auditEmail !== 'string' || !BINDING.test(e.auditEmail)))
      problems.push(`${name}: auditEmail must name a send_email binding`);
    if (e.auditTo !== undefined && (typeof e.auditTo !== 'string' || !EMAIL.test(e.auditTo)))
      problems.push(`${name}: auditTo must be the e-mail address its auditEmail binding is verified for`);
    if (e.keepKeys !== undefined && e.keepKeys !== true)
      problems.push(`${name}: keepKeys must be true (the council the deployment served before SITES) or absent`);
    else if (e.keepKeys && entries.some((other) => other.keepKeys))
      problems.push(
        `${name}: keepKeys is already ${entries.find((other) => other.keepKeys)!.site}'s (at most one site keeps its keys)`,
      );
    if (problems.length > before) continue;
    const entry: SiteEntry = {
      site,
      hosts,
      origin: origin ?? '',
      databases: databases as [string, string],
      ...(typeof e.auditEmail === 'string' ? { auditEmail: e.auditEmail } : {}),
      ...(typeof e.auditTo === 'string' ? { auditTo: e.auditTo } : {}),
      ...(e.keepKeys === true ? { keepKeys: true as const } : {}),
    };
    entries.push(entry);
    for (const host of hosts) byHost.set(host, entry);
  }
  return { entries, byHost };
}
