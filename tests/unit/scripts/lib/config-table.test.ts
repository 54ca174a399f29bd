// README's configuration table is the one written from the var table (worker/config/var-table.ts):
// a var added, renamed or given another default without `npm run docs:config` fails here.

import { describe, expect, it } from 'vitest';
import readme from '../../../../README.md?raw';
import { configTable, tableInReadme, withTable } from '../../../../scripts/lib/config-table.ts';
import { CONFIG_VAR_NAMES } from '../../../../worker/config/var-table.ts';

describe('README configuration table', () => {
  it('is the generated one (run `npm run docs:config` after changing worker/config/var-table.ts)', () => {
    expect(tableInReadme(readme), 'README.md’s configuration table is stale: run `npm run docs:config`').toBe(configTable());
  });

  it('has one row per var, in table order, with its default and range', () => {
    const rows = configTable().split('\n').slice(2);
    expect(rows.map((row) => row.match(/^\| `(\w+)` \|/)?.[1])).toEqual(CONFIG_VAR_NAMES);
    expect(rows.find((row) => row.startsWith('| `PAGE_CACHE_TTL`'))).toContain('| `30` | whole number 0–86400 (seconds) |');
    expect(rows.find((row) => row.startsWith('| `CONSULT_LABEL`'))).toContain('| `在线咨询` | text |');
  });

  it('a stale copy is detected and rewritten in place, the rest of README untouched', () => {
    const stale = readme.replace('| `PAGE_CACHE_TTL` | `30` |', '| `PAGE_CACHE_TTL` | `45` |');
    expect(tableInReadme(stale)).not.toBe(configTable());
    expect(tableInReadme(withTable(stale))).toBe(configTable());
    expect(withTable(stale).replace(configTable(), '')).toBe(stale.replace(tableInReadme(stale)!, ''));
  });
});
