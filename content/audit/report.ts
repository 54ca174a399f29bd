// The content audit's report and thresholds: what the Node command prints or writes as JSON
// and the worker's daily job turns into data points, a log line and a message.

import type { ColumnClass } from '../../app/domain/column-classes.ts';
import type { DeadLink } from './links.ts';

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

export interface HomeAudit {
  lastUpdate: string | null;
  ageDays: number | null;
  limitDays: number;
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

export interface StaleGuide {
  id: string;
  title: string;
  checked: string | null;
  ageDays: number | null;
}

export interface ExpiredAdvert {
  id: string;
  title: string;
  position: string;
  endTime: string;
}

export interface AuditReport {
  asOf: string;
  /** 1 when an outright-fail threshold is crossed, else 0. */
  exitCode: 0 | 1;
  home: HomeAudit;
  columns: ColumnAudit[];
  undated: Array<{ id: string; title: string }>;
  deadLinks: DeadLink[];
  staleGuides: StaleGuide[];
  expiredAdverts: ExpiredAdvert[];
  consultationConfigured: boolean;
  outbound: OutboundResult[];
  findings: Finding[];
}

export interface AuditContext {
  asOf: string;
  consultationConfigured: boolean;
  outbound?: OutboundResult[];
}
