// The store's SQL per statement (issue 47): runs D1 store calls against a local D1 state folder
// (bench:scale's, tmp/bench-scale/state-*) through Node's SQLite, and prints each statement's
// median time over a few runs and its EXPLAIN QUERY PLAN. No worker, no D1 API: what SQLite
// itself spends, to tell which statement of a call grows with the archive.
//
//   node tests/bench/scale-sql.ts <state folder> <call> [query string] [--runs N] [--plan]
//   e.g. node tests/bench/scale-sql.ts tmp/bench-scale/state-grown search 'keyword=原产地证书' --plan

import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import type { CallName } from '../../app/api/calls.ts';
import { createD1Store } from '../../worker/content/d1/index.ts';
import type { Db } from '../../worker/content/d1/query.ts';
import { median } from './measure.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '7' },
    plan: { type: 'boolean', default: false },
    dump: { type: 'string' },
  },
});
const [state, call, query = ''] = positionals;
if (!state || !call) throw new Error('usage: node tests/bench/scale-sql.ts <state folder> <call> [query] [--runs N] [--plan]');

/** The D1 database file of a wrangler state folder (the largest, should there be several). */
function d1File(folder: string): string {
  const dir = path.join(folder, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.sqlite'));
  const sized = files.map((f) => ({ f, size: fs.statSync(path.join(dir, f)).size })).sort((a, b) => b.size - a.size);
  if (!sized[0]) throw new Error(`no D1 database under ${dir}`);
  return path.join(dir, sized[0].f);
}

const sqlite = new DatabaseSync(d1File(state), { readOnly: true });
type Bound = { sql: string; args: unknown[] };
const timings = new Map<string, { ms: number[]; cpu: number[]; args: unknown[] }>();
/** This process's CPU time (user and system) in ms: on a shared machine, wall time is mostly the wait for a core. */
const cpuMs = (since?: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

function execute({ sql, args }: Bound) {
  const [started, cpu] = [performance.now(), process.cpuUsage()];
  const results = sqlite.prepare(sql).all(...(args as never[]));
  const seen = timings.get(sql) ?? { ms: [], cpu: [], args };
  seen.ms.push(performance.now() - started);
  seen.cpu.push(cpuMs(cpu));
  timings.set(sql, seen);
  return { results, success: true, meta: {} };
}

/** D1's surface over Node's SQLite: prepared statements with their binds, batches run in turn. */
const db = {
  prepare(sql: string) {
    const statement = (args: unknown[]): Bound & Record<string, unknown> => ({
      sql,
      args,
      bind: (...more: unknown[]) => statement(more),
      all: async () => execute({ sql, args }),
      first: async () => execute({ sql, args }).results[0] ?? null,
      run: async () => execute({ sql, args }),
    });
    return statement([]);
  },
  batch: async (statements: Bound[]) => statements.map(execute),
} as unknown as Db;

const store = createD1Store(db);
const [name, id] = call.split('/') as [CallName, string | undefined];
const runs = Number(values.runs);
const totals: number[] = [];
const cpus: number[] = [];
for (let i = 0; i < runs; i++) {
  const [started, cpu] = [performance.now(), process.cpuUsage()];
  await store.handle({ name, id } as never, new URLSearchParams(query));
  totals.push(performance.now() - started);
  cpus.push(cpuMs(cpu));
}
const ms = (wall: number[], cpu: number[]) => `${median(cpu).toFixed(2)} ms CPU, ${median(wall).toFixed(2)} ms wall`;
console.log(`${call}?${query}: ${ms(totals, cpus)} (medians of ${runs}; the call's JavaScript included)`);
for (const [sql, { ms: wall, cpu, args }] of timings) {
  console.log(`\n${ms(wall, cpu)} (${wall.length} runs)  ${sql.replace(/\s+/g, ' ').slice(0, 400)}`);
  if (values.plan)
    for (const row of sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(args as never[]))) console.log(`    ${String(row.detail)}`);
}
// --dump FILE: every statement's SQL and binds as JSON, to try other shapes by hand.
if (values.dump)
  fs.writeFileSync(
    values.dump,
    JSON.stringify(
      [...timings].map(([sql, { args }]) => ({ sql, args })),
      null,
      1,
    ),
  );
