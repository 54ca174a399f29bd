// A deployed environment's built config (wrangler.json) turned into a platform's (issue 49):
// the council it already serves becomes the registry's first site on its DB and DB_NEXT, keeping
// its keys (keepKeys: no data moves; DB serves until its first content:switch, its uploaded
// files stay where they are in R2), and a new council is added with its
// hostnames (custom domains), its two databases and its audit's send_email binding.

import type { SiteEntry } from '../../worker/sites/hosted-site.ts';

/** What a new council brings (docs/operations.md, "Add a council to the platform"). */
export interface NewCouncil {
  site: string;
  hosts: string[];
  origin: string;
  /** database_name of its two databases (`wrangler d1 create <name> --location apac`). */
  databaseNames: [string, string];
  /** The verified address its audit's send_email binding sends to. */
  auditAddress: string;
}

/** The part of a built config this touches. */
export interface BuiltConfig {
  vars?: Record<string, unknown>;
  routes?: Array<string | { pattern: string; custom_domain?: boolean }>;
  d1_databases?: Array<{ binding: string; database_name?: string; database_id?: string; migrations_dir?: string }>;
  send_email?: Array<{ name: string; destination_address?: string }>;
  [key: string]: unknown;
}

/** The binding names of a site's pair and of its audit: upper-case site name after a prefix. */
export const siteBindings = (site: string) => {
  const upper = site.toUpperCase().replace(/[^A-Z0-9]/g, '_');
  return { databases: [`DB_${upper}_A`, `DB_${upper}_B`] as [string, string], auditEmail: `AUDIT_EMAIL_${upper}` };
};

/** The config with SITES naming both councils and the new one's bindings and domains added. */
export function platformConfig(built: BuiltConfig, existing: string, council: NewCouncil): BuiltConfig {
  const vars = built.vars ?? {};
  const hostsOf = (routes: BuiltConfig['routes']) =>
    (routes ?? []).flatMap((r) => (typeof r === 'object' && r.custom_domain ? [r.pattern] : []));
  const { databases, auditEmail } = siteBindings(council.site);
  const migrationsDir = built.d1_databases?.find((d) => d.binding === 'DB')?.migrations_dir ?? 'migrations';
  const entries: SiteEntry[] = [
    {
      site: existing,
      hosts: hostsOf(built.routes),
      origin: String(vars.SITE_ORIGIN ?? ''),
      databases: ['DB', 'DB_NEXT'],
      keepKeys: true,
      ...(built.send_email?.some((m) => m.name === 'AUDIT_EMAIL') ? { auditEmail: 'AUDIT_EMAIL' } : {}),
    },
    { site: council.site, hosts: council.hosts, origin: council.origin, databases, auditEmail },
  ];
  return {
    ...built,
    vars: { ...vars, SITES: JSON.stringify(entries) },
    routes: [...(built.routes ?? []), ...council.hosts.map((pattern) => ({ pattern, custom_domain: true }))],
    d1_databases: [
      ...(built.d1_databases ?? []),
      ...databases.map((binding, i) => ({
        binding,
        database_name: council.databaseNames[i],
        database_id: `REPLACE-WITH-${council.databaseNames[i]!.toUpperCase()}-ID`,
        migrations_dir: migrationsDir,
      })),
    ],
    send_email: [...(built.send_email ?? []), { name: auditEmail, destination_address: council.auditAddress }],
  };
}
