// The content audit's findings: each measure weighed against the inspection's thresholds as an
// outright fail, an error (a limit crossed) or a warning (within WARN_DAYS of one, or advice).

import type { ColumnClass } from '../../app/domain/column-classes.ts';
import type { DeadLink } from './links.ts';
import { AUDIT_MESSAGES as M } from './messages.ts';
import {
  type ColumnAudit,
  type ExpiredAdvert,
  FAIL_EMPTY,
  FAIL_STALE_ANY,
  FAIL_STALE_TIMELY,
  type Finding,
  type HomeAudit,
  type OutboundResult,
  type StaleGuide,
} from './report.ts';

/** The classes the "five or more stale together" rule counts: news, notices and policies. */
const TIMELY = new Set<ColumnClass>(['news', 'notice', 'policy', 'disclosure']);

export function homeFindings(home: HomeAudit): Finding[] {
  if (home.state === 'stale' || home.state === 'empty')
    return [
      {
        level: 'fail',
        check: 'home',
        message: M.homeStale(home.ageDays, home.limitDays),
      },
    ];
  if (home.state === 'warning')
    return [
      {
        level: 'warning',
        check: 'home',
        message: M.homeSoon(home.ageDays ?? 0, home.limitDays),
      },
    ];
  return [];
}

export function columnFindings(audited: readonly ColumnAudit[]): Finding[] {
  const findings: Finding[] = [];
  for (const c of audited) {
    if (c.state === 'stale')
      findings.push({
        level: 'error',
        check: 'column-stale',
        message: M.columnStale(c.name, c.code, c.category, c.ageDays, c.limitDays),
      });
    else if (c.state === 'empty')
      findings.push({ level: 'error', check: 'column-empty', message: M.columnEmpty(c.name, c.code) });
    else if (c.state === 'warning')
      findings.push({
        level: 'warning',
        check: 'column-stale',
        message: M.columnSoon(c.name, c.code, c.category, c.ageDays, c.limitDays),
      });
  }
  const staleTimely = audited.filter((c) => c.state === 'stale' && TIMELY.has(c.class)).length;
  const notUpdating = audited.filter((c) => c.state === 'stale' || c.state === 'empty').length;
  const empty = audited.filter((c) => c.state === 'empty').length;
  if (staleTimely >= FAIL_STALE_TIMELY)
    findings.push({
      level: 'fail',
      check: 'columns-stale',
      message: M.staleTimely(staleTimely),
    });
  if (notUpdating >= FAIL_STALE_ANY)
    findings.push({
      level: 'fail',
      check: 'columns-not-updating',
      message: M.notUpdating(notUpdating),
    });
  if (empty >= FAIL_EMPTY)
    findings.push({
      level: 'fail',
      check: 'columns-empty',
      message: M.manyEmpty(empty),
    });
  return findings;
}

/** Items without a publish date (they count as not updated) and links that lead nowhere. */
export function contentFindings(
  undated: ReadonlyArray<{ id: string; title: string }>,
  deadLinks: readonly DeadLink[],
): Finding[] {
  return [
    ...undated.map((u): Finding => ({ level: 'error', check: 'undated', message: M.undated(u.id, u.title) })),
    ...deadLinks.map(
      (d): Finding => ({
        level: 'error',
        check: 'dead-link',
        message: M.deadLink(d.from, d.what, d.href, d.reason),
      }),
    ),
  ];
}

export function upkeepFindings(
  staleGuides: readonly StaleGuide[],
  expiredAdverts: readonly ExpiredAdvert[],
  consultationConfigured: boolean,
): Finding[] {
  const findings: Finding[] = [];
  for (const g of staleGuides)
    findings.push({
      level: 'warning',
      check: 'guide-check-date',
      message: M.guideUnchecked(g.id, g.title, g.checked),
    });
  for (const a of expiredAdverts)
    findings.push({
      level: 'warning',
      check: 'advert-expired',
      message: M.advertExpired(a.id, a.title, a.position, a.endTime.slice(0, 10)),
    });
  if (!consultationConfigured)
    findings.push({
      level: 'warning',
      check: 'consultation',
      message: M.noConsultation(),
    });
  return findings;
}

/** 404/410 as broken; a refusal or a timeout only as unreachable (many gov.cn sites refuse the edge). */
export function outboundFindings(outbound: readonly OutboundResult[]): Finding[] {
  return outbound.flatMap((o): Finding[] => {
    if (o.outcome === 'broken')
      return [{ level: 'error', check: 'outbound-broken', message: M.outboundBroken(o.url, o.status, o.checkedAt) }];
    if (o.outcome === 'unreachable')
      return [
        {
          level: 'warning',
          check: 'outbound-unreachable',
          message: M.outboundUnreachable(o.url, o.checkedAt),
        },
      ];
    return [];
  });
}
