// The content audit's judgement: the database's aggregates weighed against the national
// inspection's thresholds. Pure (rows in, report out), so the Node command and the worker's
// daily job give the same answer for the same content and day.

import { ageInDays, auditColumns, auditHome, str, toColumns } from './columns.ts';
import { columnFindings, contentFindings, homeFindings, outboundFindings, upkeepFindings } from './findings.ts';
import { eachReference, findDeadLinks, type LinkTarget, linkTarget, type Resolved } from './links.ts';
import type { AuditRows } from './queries.ts';
import { type AuditContext, type AuditReport, GUIDE_CHECK_DAYS, type StaleGuide } from './report.ts';

export type { Resolved } from './links.ts';

/** The ids, local files and uploaded files the content names: the second read asks only for these. */
export function linkTargets(rows: AuditRows): {
  releases: string[];
  activities: string[];
  files: string[];
  media: string[];
} {
  const releases = new Set<string>();
  const activities = new Set<string>();
  const files = new Set<string>();
  const media = new Set<string>();
  const add = (t: LinkTarget) => {
    if (t.kind === 'release') releases.add(t.id);
    else if (t.kind === 'activity') activities.add(t.id);
    else if (t.kind === 'file') files.add(t.path);
    else if (t.kind === 'media') media.add(t.key);
  };
  for (const ref of eachReference(rows)) add(linkTarget(ref.href));
  return { releases: [...releases], activities: [...activities], files: [...files], media: [...media] };
}

export function evaluate(rows: AuditRows, resolved: Resolved, ctx: AuditContext): AuditReport {
  const { asOf } = ctx;
  const columns = toColumns(rows.columns);
  const audited = auditColumns(columns, rows, asOf);
  const home = auditHome(audited, asOf);
  const undated = rows.undated.map((r) => ({ id: str(r.id), title: str(r.title) }));
  const deadLinks = findDeadLinks(rows, resolved, columns);
  // Guides whose sources were last checked over a year ago (or never).
  const staleGuides: StaleGuide[] = rows.guides.flatMap((g) => {
    const checked = str(g.checked) || null;
    const age = ageInDays(checked, asOf);
    return age === null || age > GUIDE_CHECK_DAYS
      ? [{ id: str(g.id), title: str(g.title), checked, ageDays: age }]
      : [];
  });
  const expiredAdverts = rows.adverts.map((a) => ({
    id: str(a.id),
    title: str(a.title),
    position: str(a.position),
    endTime: str(a.endTime),
  }));
  const outbound = ctx.outbound ?? [];
  const findings = [
    ...homeFindings(home),
    ...columnFindings(audited),
    ...contentFindings(undated, deadLinks),
    ...upkeepFindings(staleGuides, expiredAdverts, ctx.consultationConfigured),
    ...outboundFindings(outbound),
  ];
  return {
    asOf,
    exitCode: findings.some((f) => f.level === 'fail') ? 1 : 0,
    home,
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
