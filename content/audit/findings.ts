// The content audit's findings: each measure weighed against the inspection's thresholds as an
// outright fail, an error (a limit crossed) or a warning (within WARN_DAYS of one, or advice).

import type { ColumnClass } from '../../app/domain/column-classes.ts';
import type { DeadLink } from './links.ts';
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
        message: `首页 home page: nothing new for ${home.ageDays ?? '∞'} days (limit ${home.limitDays})`,
      },
    ];
  if (home.state === 'warning')
    return [
      {
        level: 'warning',
        check: 'home',
        message: `首页 home page: ${home.ageDays} days since its newest item (limit ${home.limitDays})`,
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
  const staleTimely = audited.filter((c) => c.state === 'stale' && TIMELY.has(c.class)).length;
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
  return findings;
}

/** Items without a publish date (they count as not updated) and links that lead nowhere. */
export function contentFindings(
  undated: ReadonlyArray<{ id: string; title: string }>,
  deadLinks: readonly DeadLink[],
): Finding[] {
  return [
    ...undated.map(
      (u): Finding => ({ level: 'error', check: 'undated', message: `release ${u.id} ${u.title}: no publish date` }),
    ),
    ...deadLinks.map(
      (d): Finding => ({
        level: 'error',
        check: 'dead-link',
        message: `${d.from}: ${d.href} leads nowhere (${d.reason})`,
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
      message: `guide ${g.id} ${g.title}: sources ${g.checked ? `checked ${g.checked}` : 'never checked'}`,
    });
  for (const a of expiredAdverts)
    findings.push({
      level: 'warning',
      check: 'advert-expired',
      message: `advert ${a.id} ${a.title} (${a.position}): ended ${a.endTime.slice(0, 10)}`,
    });
  if (!consultationConfigured)
    findings.push({
      level: 'warning',
      check: 'consultation',
      message: 'no online consultation channel configured (CONSULT_URL): the inspection fails a site without one',
    });
  return findings;
}

/** 404/410 as broken; a refusal or a timeout only as unreachable (many gov.cn sites refuse the edge). */
export function outboundFindings(outbound: readonly OutboundResult[]): Finding[] {
  return outbound.flatMap((o): Finding[] => {
    if (o.outcome === 'broken')
      return [{ level: 'error', check: 'outbound-broken', message: `${o.url}: ${o.status} (${o.checkedAt})` }];
    if (o.outcome === 'unreachable')
      return [
        {
          level: 'warning',
          check: 'outbound-unreachable',
          message: `${o.url}: unreachable from the edge (${o.checkedAt})`,
        },
      ];
    return [];
  });
}
