// The wrangler command lines of content writes (issue 37): nothing sends a file to the
// deployed database visitors read (D1's import would stop it answering), a publish is one
// `--command` batch (all or nothing), and a whole import goes to DB_NEXT, which serves nobody
// until wrangler.toml swaps it in and a deploy follows.

import { describe, expect, it } from 'vitest';
import { publishStatements, type Live } from '../../../../content/publish-plan.ts';
import { ENTITY_KEYS } from '../../../../content/schema.ts';
import { loadSeedDocument } from '../../../../content/seed.ts';
import { statementsToSqlText } from '../../../../content/sql.ts';
import {
  COMMAND_MAX_BYTES,
  commandArgs,
  fileArgs,
  importTarget,
  servesVisitors,
  type Target,
  wranglerWarnings,
} from '../../../../scripts/lib/d1-commands.ts';
import wranglerToml from '../../../../wrangler.toml?raw';

const seed = loadSeedDocument(import.meta.glob('../../../../content/seed/*.json', { eager: true, import: 'default' }));
const live: Live = {
  columns: seed.columns!,
  exhibitionThemes: seed.exhibitionThemes!,
  authQuTypes: seed.authQuTypes!,
  catalogue: seed.catalogue!,
  synonyms: seed.synonyms!,
  existing: Object.fromEntries(ENTITY_KEYS.map((e) => [e, new Set<string>()])) as Live['existing'],
  holders: [],
  filed: new Map(),
  reindex: { releases: [], authQus: [], exhibitions: [] },
  serviceFacts: { releases: [], authQus: [] },
  facts: seed.facts!,
  replaced: {},
  maxIds: Object.fromEntries(ENTITY_KEYS.map((e) => [e, 0])) as Live['maxIds'],
  tombstones: Object.fromEntries(ENTITY_KEYS.map((e) => [e, new Map()])) as Live['tombstones'],
  removing: {},
  now: '2026-11-28 12:00:00',
};
const production: Target = { remote: true, env: 'production' };

describe('content writes to a deployed database', () => {
  it('never send a file to the database visitors read', () => {
    expect(servesVisitors(production)).toBe(true);
    expect(() => fileArgs(production, 'x.sql')).toThrow(/refused: a --file write to the serving database/);
    expect(() => fileArgs({ ...production, binding: 'DB' }, 'x.sql')).toThrow(/refused/);
  });

  it('send a publish as ONE --command batch on DB, every statement in it', () => {
    const stmts = publishStatements(
      { version: 1, releases: [{ id: '2000001', columnId: '2', title: '涉外法律服务中心揭牌', releaseTime: '2026-11-20 09:00:00' }] },
      live,
    );
    const sql = statementsToSqlText(stmts);
    const args = commandArgs(production, sql);
    expect(args).toEqual(['d1', 'execute', 'DB', '--remote', '--env', 'production', '--command', sql, '--json']);
    expect(args).not.toContain('--file');
    // One argument holds the whole batch: D1 runs it all or nothing, and the generation last.
    expect(sql.split(';\n').filter(Boolean)).toHaveLength(stmts.length);
    expect(sql.trim().split('\n').at(-1)).toMatch(/content_generation/);
  });

  it('refuse a batch larger than one command carries, saying what to do', () => {
    expect(() => commandArgs(production, 'x'.repeat(COMMAND_MAX_BYTES + 1))).toThrow(/split the publish file/);
  });

  it('send a whole import to DB_NEXT, a second database that serves nobody until it is switched', () => {
    const target = importTarget(production);
    expect(servesVisitors(target)).toBe(false);
    expect(fileArgs(target, 'chunk.sql')).toEqual([
      'd1',
      'execute',
      'DB_NEXT',
      '--remote',
      '--env',
      'production',
      '--file',
      'chunk.sql',
      '-y',
    ]);
    // Locally no import blocks anything: the local DB takes it (and the tests' staging-table path).
    expect(importTarget({ remote: false })).toEqual({ remote: false });
  });

  it('on a platform (--site), publish to the site’s serving database, import into its other one, refuse a file to the serving one', () => {
    const site = { name: 'linjiang', serving: 'DB_LINJIANG_B', standby: 'DB_LINJIANG_A', mediaPrefix: 'linjiang/' };
    const target: Target = { ...production, site };
    expect(commandArgs(target, 'SELECT 1').slice(0, 3)).toEqual(['d1', 'execute', 'DB_LINJIANG_B']);
    expect(() => fileArgs(target, 'x.sql')).toThrow(/serving database \(DB_LINJIANG_B.*content:switch/s);
    const load = importTarget(target);
    expect(servesVisitors(load)).toBe(false);
    expect(fileArgs(load, 'chunk.sql').slice(0, 3)).toEqual(['d1', 'execute', 'DB_LINJIANG_A']);
    // Locally too: the import waits in the other database until content:switch.
    expect(importTarget({ remote: false, site }).binding).toBe('DB_LINJIANG_A');
  });

  it('wrangler.toml gives staging and production a DB_NEXT of their own, not DB’s database', () => {
    for (const env of ['staging', 'production']) {
      const blocks = wranglerToml.split(`[[env.${env}.d1_databases]]`).slice(1);
      const names = blocks.map((b) => [b.match(/binding = "(\w+)"/)?.[1], b.match(/database_name = "([^"]+)"/)?.[1]]);
      expect(names.map(([binding]) => binding)).toEqual(['DB', 'DB_NEXT']);
      expect(names[0]![1]).not.toBe(names[1]![1]);
    }
  });

  it('show wrangler’s warnings, the import’s included', () => {
    const out =
      '▲ [WARNING] Processing wrangler.toml configuration\n🌀 Executing\n⚠️ This process may take some time, during which your D1 database will be unavailable to serve queries.\nok';
    expect(wranglerWarnings(out)).toHaveLength(2);
  });
});
