// The columns' and the home page's freshness: each column's newest item and count over its
// subtree (a list shows its sub-columns' items), its class and limit, and its state on the
// as-of day.

import type { Column } from '../../app/api/types.ts';
import { CLASS_RULES, columnClass } from '../../app/domain/column-classes.ts';
import { COLUMN_CODES } from '../../app/domain/column-codes.ts';
import type { AuditRows, Row } from './queries.ts';
import { type ColumnAudit, type ColumnState, HOME_LIMIT_DAYS, type HomeAudit, WARN_DAYS } from './report.ts';

/**
 * The columns whose releases the home page shows. Its coming activities and fairs carry no
 * publish date (a start is not one), and items without a publish date count as not updated.
 */
const HOME_SOURCES = [COLUMN_CODES.importantNews, COLUMN_CODES.information, COLUMN_CODES.activityReports];

export const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const num = (v: unknown): number => Number(v ?? 0) || 0;

/** Whole days from a stored time's date to the as-of date. */
export function ageInDays(time: string | null, asOf: string): number | null {
  if (!time) return null;
  const from = Date.parse(`${time.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${asOf}T00:00:00Z`);
  return Number.isNaN(from) ? null : Math.max(0, Math.floor((to - from) / 86_400_000));
}

function stateFor(age: number | null, limit: number | null, items: number): ColumnState {
  if (limit === null) return 'not dated';
  if (items === 0) return 'empty';
  if (age === null || age > limit) return 'stale';
  return age >= limit - WARN_DAYS ? 'warning' : 'ok';
}

/** The columns as stored, with the class each keeps (NULL: defaulted from its code). */
export function toColumns(rows: Row[]): Column[] {
  return rows.map((r) => ({
    id: str(r.id),
    columnPid: str(r.pid),
    columnCode: str(r.code),
    columnName: str(r.name),
    columnType: str(r.type) as Column['columnType'],
    linkUrl: null,
    orderNum: 0,
    description: null,
    columnClass: (str(r.class) || null) as Column['columnClass'],
  }));
}

interface Tally {
  last: string | null;
  n: number;
}

const newer = (a: string | null, b: string | null) => (a && (!b || a > b) ? a : b);

/** Every column with its class, newest item, age, limit and state. */
export function auditColumns(columns: Column[], rows: AuditRows, asOf: string): ColumnAudit[] {
  const own = new Map<string, Tally>();
  const bump = (id: string, last: unknown, n: unknown) => {
    const was = own.get(id) ?? { last: null, n: 0 };
    own.set(id, { last: newer(str(last) || null, was.last), n: was.n + num(n) });
  };
  for (const r of rows.releases) bump(str(r.columnId), r.last, r.n);
  for (const r of rows.activities) bump(str(r.columnId), r.last, r.n);
  const fairs = columns.find((c) => c.columnCode === COLUMN_CODES.exhibitions);
  if (fairs && rows.exhibitions[0]) bump(fairs.id, rows.exhibitions[0].last, rows.exhibitions[0].n);

  // A column counts what its sub-columns hold (a list shows its tree).
  const children = new Map<string, Column[]>();
  for (const c of columns) children.set(c.columnPid, [...(children.get(c.columnPid) ?? []), c]);
  const subtree = (c: Column): Tally => {
    let acc = own.get(c.id) ?? { last: null, n: 0 };
    for (const child of children.get(c.id) ?? []) {
      const s = subtree(child);
      acc = { last: newer(s.last, acc.last), n: acc.n + s.n };
    }
    return acc;
  };

  return columns.map((c) => {
    const cls = columnClass(c);
    const rule = CLASS_RULES[cls];
    const { last, n } = subtree(c);
    const age = ageInDays(last, asOf);
    return {
      id: c.id,
      code: c.columnCode,
      name: c.columnName,
      class: cls,
      category: rule.label,
      lastUpdate: last,
      ageDays: age,
      limitDays: rule.limitDays,
      items: n,
      state: stateFor(age, rule.limitDays, n),
    };
  });
}

/** The home page's last update: the newest item of the columns it shows. */
export function auditHome(columns: readonly ColumnAudit[], asOf: string): HomeAudit {
  let last: string | null = null;
  for (const code of HOME_SOURCES) last = newer(columns.find((a) => a.code === code)?.lastUpdate ?? null, last);
  const age = ageInDays(last, asOf);
  return {
    lastUpdate: last,
    ageDays: age,
    limitDays: HOME_LIMIT_DAYS,
    state: stateFor(age, HOME_LIMIT_DAYS, last ? 1 : 0),
  };
}
