// check:config of a platform (scripts/lib/site-config.ts): what a deploy of several councils
// must bind per site, told before wrangler deploys it.

import { describe, expect, it } from 'vitest';
import { siteBindingProblems, type SiteBindings } from '../../../../scripts/lib/site-config.ts';

const db = (binding: string, database_name: string) => ({
  binding,
  database_name,
  database_id: `id-of-${database_name}`,
  migrations_dir: 'migrations',
});
const entry = (site: string, databases: string[], auditEmail?: string) => ({
  site,
  hosts: [`www.${site}-ccpit.example`],
  origin: `https://www.${site}-ccpit.example`,
  databases,
  ...(auditEmail ? { auditEmail } : {}),
});
const platform = (sites: unknown[], d1: SiteBindings['d1_databases'], mail: string[] = []): SiteBindings => ({
  vars: { SITES: JSON.stringify(sites) },
  d1_databases: d1,
  send_email: mail.map((name) => ({ name })),
});

describe('check:config of a platform', () => {
  const good = platform(
    [entry('chengzhou', ['DB', 'DB_NEXT'], 'AUDIT_EMAIL'), entry('linjiang', ['DB_LINJIANG_A', 'DB_LINJIANG_B'], 'AUDIT_EMAIL_LINJIANG')],
    [db('DB', 'content'), db('DB_NEXT', 'content-b'), db('DB_LINJIANG_A', 'linjiang-a'), db('DB_LINJIANG_B', 'linjiang-b')],
    ['AUDIT_EMAIL', 'AUDIT_EMAIL_LINJIANG'],
  );

  it('passes two sites with two databases and an audit binding each', () => {
    expect(siteBindingProblems(good, true)).toEqual({ problems: [], warnings: [], sites: ['chengzhou', 'linjiang'] });
  });

  it('names a missing database binding, a database two sites share, and a missing audit binding', () => {
    const bad = platform(
      [entry('chengzhou', ['DB', 'DB_NEXT'], 'AUDIT_EMAIL'), entry('linjiang', ['DB_LINJIANG_A', 'DB_LINJIANG_B'], 'AUDIT_EMAIL_LINJIANG')],
      [db('DB', 'content'), db('DB_NEXT', 'content-b'), db('DB_LINJIANG_A', 'content-b')],
      ['AUDIT_EMAIL'],
    );
    const { problems } = siteBindingProblems(bad, true);
    expect(problems).toEqual([
      expect.stringMatching(/site linjiang: DB_LINJIANG_A is the database chengzhou's DB_NEXT already uses/),
      expect.stringMatching(/site linjiang: no D1 binding DB_LINJIANG_B/),
      expect.stringMatching(/site linjiang: no send_email binding AUDIT_EMAIL_LINJIANG/),
    ]);
  });

  it('refuses one binding named twice as a site’s pair, and has nothing to say of a single site', () => {
    const same = platform([entry('linjiang', ['DB_LINJIANG_A', 'DB_LINJIANG_A'])], [db('DB_LINJIANG_A', 'a')]);
    expect(siteBindingProblems(same, false).problems).toEqual([expect.stringMatching(/two different D1 bindings/)]);
    expect(siteBindingProblems({ vars: {}, d1_databases: [db('DB', 'content')] }, true)).toEqual({
      problems: [],
      warnings: [],
      sites: [],
    });
  });
});
