// The content audit's judgement: the database's aggregates weighed against the national
// inspection's thresholds. Pure (rows in, report out), so the Node command and the worker's
// daily job give the same answer for the same content and day.

import type { Column } from '../../app/api/types.ts';
import { CLASS_RULES, type ColumnClass, columnClass } from '../../app/domain/column-classes.ts';
import { COLUMN_CODES } from '../../app/domain/column-codes.ts';
import { type DeadLink, findDeadLinks, type Resolved, internalHrefs, type LinkTarget, linkTarget } from './links.ts';
import type { AuditRows, Row } from './queries.ts';

/** The home page must show something new within two weeks. */
export const HOME_LIMIT_DAYS = 14;
/** Warn this many days before a limit. */
export const WARN_DAYS = 3;
/** A guide's sources are checked again within a year. */
export const GUIDE_CHECK_DAYS = 365;
/** Outright fails: this many timely columns stale together, columns not updating, empty columns. */
export const FAIL_STALE_TIMELY = 5;
export const FAIL_STALE_ANY = 10;
export const FAIL_EMPTY = 5;

/**
 * The columns whose releases the home page shows. Its coming activities and fairs carry no
 * publish date (a start is not one), and items without a publish date count as not updated.
 */
const HOME_SOURCES = [COLUMN_CODES.importantNews, COLUMN_CODES.information, COLUMN_CODES.activityReports];

/** ok; warning (within WARN_DAYS of a limit); stale or empty (crossed); not dated. */
export type ColumnState = 'ok' | 'warning' | 'stale' | 'empty' | 'not dated';
export type Level = 'fail' | 'error' | 'warning';

export interface ColumnAudit {
  id: string;
  code: string;
  name: string;
  class: ColumnClass;
  /** The inspection's category (the `ColumnType` meta). */
  category: string;
  lastUpdate: string | null;
  ageDays: number | null;
  limitDays: number | null;
  items: number;
  state: ColumnState;
}

export interface Finding {
  level: Level;
  /** A stable name for alerts and metrics. */
  check: string;
  message: string;
}

export interface OutboundResult {
  url: string;
  outcome: 'ok' | 'broken' | 'unreachable';
  status: number | null;
  checkedAt: string;
}

export interface AuditReport {
  asOf: string;
  /** 1 when an outright-fail threshold is crossed, else 0. */
  exitCode: 0 | 1;
  home: { lastUpdate: string | null; ageDays: number | null; limitDays: number; state: ColumnState };
  columns: ColumnAudit[];
  undated: Array<{ id: string; title: string }>;
  deadLinks: DeadLink[];
  staleGuides: Array<{ id: string; title: string; checked: string | null; ageDays: number | null }>;
  expiredAdverts: Array<{ id: string; title: string; position: string; endTime: string }>;
  consultationConfigured: boolean;
  outbound: OutboundResult[];
  findings: Finding[];
}

export type { Resolved } from './links.ts';

export interface AuditContext {
  asOf: string;
  consultationConfigured: boolean;
  outbound?: OutboundResult[];
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
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

export function toColumns(rows: Row[]): Column[] {
  return rows.map((r) => ({
    id: str(r.id),
    columnPid: str(r.pid),
    columnCode: str(r.code),
    columnName: str(r.name),
    columnType: str(r.type) as Column['columnType'],
    orderNum: 0,
  }));
}

/** The ids and local files the content's links name: the second read asks only for these. */
export function linkTargets(rows: AuditRows): { releases: string[]; activities: string[]; files: string[] } {
  const releases = new Set<string>();
  const activities = new Set<string>();
  const files = new Set<string>();
  const add = (t: LinkTarget) => {
    if (t.kind === 'release') releases.add(t.id);
    else if (t.kind === 'activity') activities.add(t.id);
    else if (t.kind === 'file') files.add(t.path);
  };
  for (const row of rows.linking) for (const href of internalHrefs(str(row.content))) add(linkTarget(href));
  for (const row of rows.attachments) add(linkTarget(str(row.url)));
  return { releases: [...releases], activities: [...activities], files: [...files] };
}

export function evaluate(rows: AuditRows, resolved: Resolved, ctx: AuditContext): AuditReport {
  const { asOf } = ctx;
  const columns = toColumns(rows.columns);
  const own = new Map<string, { last: string | null; n: number }>();
  const bump = (id: string, last: unknown, n: unknown) => {
    const was = own.get(id) ?? { last: null, n: 0 };
    const l = str(last) || null;
    own.set(id, { last: l && (!was.last || l > was.last) ? l : was.last, n: was.n + num(n) });
  };
  for (const r of rows.releases) bump(str(r.columnId), r.last, r.n);
  for (const r of rows.activities) bump(str(r.columnId), r.last, r.n);
  const fairs = columns.find((c) => c.columnCode === COLUMN_CODES.exhibitions);
  if (fairs && rows.exhibitions[0]) bump(fairs.id, rows.exhibitions[0].last, rows.exhibitions[0].n);

  // A column counts what its sub-columns hold (a list shows its tree).
  const children = new Map<string, Column[]>();
  for (const c of columns) children.set(c.columnPid, [...(children.get(c.columnPid) ?? []), c]);
  const subtree = (c: Column): { last: string | null; n: number } => {
    let acc = own.get(c.id) ?? { last: null, n: 0 };
    for (const child of children.get(c.id) ?? []) {
      const s = subtree(child);
      acc = { last: s.last && (!acc.last || s.last > acc.last) ? s.last : acc.last, n: acc.n + s.n };
    }
    return acc;
  };

  const audited: ColumnAudit[] = columns.map((c) => {
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

  const findings: Finding[] = [];
  // The home page.
  let homeLast: string | null = null;
  for (const code of HOME_SOURCES) {
    const c = audited.find((a) => a.code === code);
    if (c?.lastUpdate && (!homeLast || c.lastUpdate > homeLast)) homeLast = c.lastUpdate;
  }
  const homeAge = ageInDays(homeLast, asOf);
  const homeState = stateFor(homeAge, HOME_LIMIT_DAYS, homeLast ? 1 : 0);
  if (homeState === 'stale' || homeState === 'empty')
    findings.push({
      level: 'fail',
      check: 'home',
      message: `首页 home page: nothing new for ${homeAge ?? '∞'} days (limit ${HOME_LIMIT_DAYS})`,
    });
  else if (homeState === 'warning')
    findings.push({
      level: 'warning',
      check: 'home',
      message: `首页 home page: ${homeAge} days since its newest item (limit ${HOME_LIMIT_DAYS})`,
    });

  // Columns.
  const timely = new Set<ColumnClass>(['news', 'notice', 'policy', 'disclosure']);
  for (const c of audited) {
    if (c.state === 'stale')
      findings.push({
        level: 'error',
        check: 'column-stale',
        message: `${c.name} (${c.code}, ${c.category}): ${c.ageDays} days without a new item (limit ${c.limitDays})`,
      });
    else if (c.state === 'empty')
      findings.push({ level: 'error', check: 'column-empty', message: `${c.name} (${c.code}): empty` });
    else if (c.state === 'warning')
      findings.push({
        level: 'warning',
        check: 'column-stale',
        message: `${c.name} (${c.code}, ${c.category}): ${c.ageDays} days, stale after ${c.limitDays}`,
      });
  }
  const staleTimely = audited.filter((c) => c.state === 'stale' && timely.has(c.class)).length;
  const notUpdating = audited.filter((c) => c.state === 'stale' || c.state === 'empty').length;
  const empty = audited.filter((c) => c.state === 'empty').length;
  if (staleTimely >= FAIL_STALE_TIMELY)
    findings.push({
      level: 'fail',
      check: 'columns-stale',
      message: `${staleTimely} news, notice or policy columns stale together (fails at ${FAIL_STALE_TIMELY})`,
    });
  if (notUpdating >= FAIL_STALE_ANY)
    findings.push({
      level: 'fail',
      check: 'columns-not-updating',
      message: `${notUpdating} columns that should update do not (fails at ${FAIL_STALE_ANY})`,
    });
  if (empty >= FAIL_EMPTY)
    findings.push({
      level: 'fail',
      check: 'columns-empty',
      message: `${empty} empty columns (fails at ${FAIL_EMPTY})`,
    });

  // Items without a publish date count as not updated.
  const undated = rows.undated.map((r) => ({ id: str(r.id), title: str(r.title) }));
  for (const u of undated)
    findings.push({ level: 'error', check: 'undated', message: `release ${u.id} ${u.title}: no publish date` });

  // Links that lead nowhere on this site.
  const deadLinks = findDeadLinks(rows, resolved, columns);
  for (const d of deadLinks)
    findings.push({ level: 'error', check: 'dead-link', message: `${d.from}: ${d.href} leads nowhere (${d.reason})` });

  // Guides whose sources were last checked over a year ago (or never).
  const staleGuides: AuditReport['staleGuides'] = [];
  for (const g of rows.guides) {
    const checked = str(g.checked) || null;
    const age = ageInDays(checked, asOf);
    if (age === null || age > GUIDE_CHECK_DAYS)
      staleGuides.push({ id: str(g.id), title: str(g.title), checked, ageDays: age });
  }
  for (const g of staleGuides)
    findings.push({
      level: 'warning',
      check: 'guide-check-date',
      message: `guide ${g.id} ${g.title}: sources ${g.checked ? `checked ${g.checked}` : 'never checked'}`,
    });

  const expiredAdverts = rows.adverts.map((a) => ({
    id: str(a.id),
    title: str(a.title),
    position: str(a.position),
    endTime: str(a.endTime),
  }));
  for (const a of expiredAdverts)
    findings.push({
      level: 'warning',
      check: 'advert-expired',
      message: `advert ${a.id} ${a.title} (${a.position}): ended ${a.endTime.slice(0, 10)}`,
    });

  if (!ctx.consultationConfigured)
    findings.push({
      level: 'warning',
      check: 'consultation',
      message: 'no online consultation channel configured (CONSULT_URL): the inspection fails a site without one',
    });

  const outbound = ctx.outbound ?? [];
  for (const o of outbound) {
    if (o.outcome === 'broken')
      findings.push({ level: 'error', check: 'outbound-broken', message: `${o.url}: ${o.status} (${o.checkedAt})` });
    else if (o.outcome === 'unreachable')
      findings.push({
        level: 'warning',
        check: 'outbound-unreachable',
        message: `${o.url}: unreachable from the edge (${o.checkedAt})`,
      });
  }

  return {
    asOf,
    exitCode: findings.some((f) => f.level === 'fail') ? 1 : 0,
    home: { lastUpdate: homeLast, ageDays: homeAge, limitDays: HOME_LIMIT_DAYS, state: homeState },
    columns: audited,
    undated,
    deadLinks,
    staleGuides,
    expiredAdverts,
    consultationConfigured: ctx.consultationConfigured,
    outbound,
    findings,
  };
}
