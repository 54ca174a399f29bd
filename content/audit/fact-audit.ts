// content:audit's report of the contact values still written as text (issue 45, decision
// 0114): the checker of content/fact-check.ts over only the records changed since the last run
// (a later update or create time, or an id past the highest then), or over everything when a
// fact changed or no run is on record; what earlier runs found in records left alone is kept
// in the fact_audit table. Two reads and one write, whatever the size of the site, so the
// aggregate audit of decision 0065 stays cheap. Pure TS: the SQL and the judgement; the Node
// command runs it through wrangler, a test through the D1 binding.

import { factIndex, findingMessage, recordFindings } from '../fact-check.ts';
import { recordsSql } from '../publish-live-sql.ts';
import { BEIJING_NOW_SQL } from '../removed-ids.ts';
import { FACT_AUDIT_RESET } from '../sql.ts';
import { TABLES, toRecord } from '../tables.ts';
import type { EntityKey, FactRecord } from '../schema.ts';

/** The lists whose text the check reads. */
const LISTS = ['releases', 'activities', 'exhibitions', 'authQus', 'catalogue'] as const satisfies readonly EntityKey[];
type List = (typeof LISTS)[number];

type Row = Record<string, unknown>;
/** Runs statements in order and answers each one's rows (wrangler's d1 execute, or DB.batch). */
export type RunSql = (statements: string[]) => Promise<Row[][]>;

const THROUGH = 'fact_audit:through';
const maxKey = (list: string) => `fact_audit:max:${list}`;
/** yyyyMMddHHmmss as an integer: meta holds integers. */
const stamp = (sql: string) => `CAST(strftime('%Y%m%d%H%M%S', ${sql}) AS INTEGER)`;
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

export interface FactAuditResult {
  /** Records read this run. */
  read: number;
  /** Every record with findings, and the findings' messages (Chinese), in record order. */
  left: { record: string; findings: string[] }[];
}

/** Where the last run got to: the time and each list's highest id, or null when none is on record. */
function lastRun(rows: Row[]): { through: number; maxIds: Map<string, number> } | null {
  const values = new Map(rows.map((r) => [String(r.key), Number(r.value)]));
  const through = values.get(THROUGH);
  if (through === undefined) return null;
  return { through, maxIds: new Map([...LISTS, 'facts'].map((l) => [l, values.get(maxKey(l)) ?? 0])) };
}

/** A list's records changed since the last run (all of them when `last` is null or a fact changed). */
function changedSql(list: EntityKey, last: ReturnType<typeof lastRun>, factsChanged: string): string {
  if (!last) return `SELECT ${recordsSql(list)} AS rows`;
  const changed = `${stamp('COALESCE(t.update_time, t.create_time)')} >= ${last.through} OR t.id > ${last.maxIds.get(list) ?? 0}`;
  return `SELECT ${recordsSql(list, `WHERE ${changed} OR (${factsChanged})`)} AS rows`;
}

/** Reads what changed, judges it, writes what is left and where this run got to. */
export async function runFactAudit(run: RunSql): Promise<FactAuditResult> {
  const [state = [], stored = []] = await run([
    "SELECT key, value FROM meta WHERE key LIKE 'fact_audit:%'",
    'SELECT record, findings FROM fact_audit ORDER BY record',
  ]);
  const last = lastRun(state);
  const factsChanged = last
    ? `EXISTS (SELECT 1 FROM facts f WHERE ${stamp('COALESCE(f.update_time, f.create_time)')} >= ${last.through} OR f.id > ${last.maxIds.get('facts') ?? 0})`
    : '1';
  const storedIds = (list: List) =>
    stored
      .map((r) => String(r.record))
      .filter((k) => k.startsWith(`${list}#`))
      .map((k) => Number(k.slice(list.length + 1)));
  const answers = await run([
    `SELECT ${recordsSql('facts')} AS rows`,
    `SELECT ${stamp(BEIJING_NOW_SQL)} AS now`,
    ...[...LISTS, 'facts' as const].map((l) => `SELECT COALESCE(MAX(id), 0) AS n FROM ${TABLES[l].table}`),
    ...LISTS.map((l) => changedSql(l, last, factsChanged)),
    // Which records earlier runs found something in still exist (a removal drops its findings).
    ...LISTS.map((l) => `SELECT id FROM ${TABLES[l].table} WHERE id IN (${storedIds(l).join(',') || 'NULL'})`),
  ]);
  const rowsOf = (i: number) => String(answers[i]?.[0]?.rows ?? '[]');
  const facts = (JSON.parse(rowsOf(0)) as Row[]).map((r) => toRecord('facts', r) as FactRecord);
  const now = Number(answers[1]?.[0]?.now);
  const maxIds = [...LISTS, 'facts'].map((l, i) => [l, Number(answers[2 + i]?.[0]?.n ?? 0)] as const);
  const at = 2 + LISTS.length + 1;
  const index = factIndex(facts);

  const left = new Map(stored.map((r) => [String(r.record), JSON.parse(String(r.findings)) as string[]]));
  const existing = new Set(
    LISTS.flatMap((l, i) => (answers[at + LISTS.length + i] ?? []).map((r) => `${l}#${String(r.id)}`)),
  );
  for (const key of left.keys()) if (!existing.has(key)) left.delete(key);
  let read = 0;
  LISTS.forEach((list, i) => {
    for (const raw of JSON.parse(rowsOf(at + i)) as Row[]) {
      const record = toRecord(list, raw) as { id?: string };
      read++;
      const messages = [...new Set(recordFindings(list, record, index).map(findingMessage))];
      const key = `${list}#${record.id}`;
      if (messages.length) left.set(key, messages);
      else left.delete(key);
    }
  });
  const writes = [
    ...FACT_AUDIT_RESET.map((s) => s.sql),
    ...[...left].map(
      ([record, findings]) =>
        `INSERT INTO fact_audit (record, findings) VALUES (${quote(record)}, ${quote(JSON.stringify(findings))})`,
    ),
    `INSERT INTO meta (key, value) VALUES ('${THROUGH}', ${now})`,
    ...maxIds.map(([l, n]) => `INSERT INTO meta (key, value) VALUES ('${maxKey(l)}', ${n})`),
  ];
  await run(writes);
  const order = (k: string) => [LISTS.indexOf(k.split('#')[0] as List), Number(k.split('#')[1])] as const;
  return {
    read,
    left: [...left]
      .sort(([a], [b]) => order(a)[0] - order(b)[0] || order(a)[1] - order(b)[1])
      .map(([record, findings]) => ({ record, findings })),
  };
}

/** The report's section (Chinese, for the editor): what is left, record by record. */
export function formatFactAudit(result: FactAuditResult): string {
  const head = `文字写出的电话、邮箱、办公时间（本次读取 ${result.read} 条记录，尚有 ${result.left.length} 条记录待改为事实引用）`;
  return [head, ...result.left.flatMap((r) => r.findings.map((f) => `  ${f}`))].join('\n');
}
