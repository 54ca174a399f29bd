// The daily job (a Cron Trigger): deletes withdrawn files past the history period, checks a few
// outbound links, runs the content audit and
// tells people (what changed since the last run, and every outright fail still open, each day). Its numbers go to Analytics Engine (one point for the home page, one per
// dated column, one summary), one JSON log line (warn when something is within 3 days of a
// limit, error when one is crossed) and, when there is something to say, a message by
// Email Workers. Nothing a visitor sees changes. Aggregates run in D1, inside the free plan.
// On a platform it runs once per site, each on its own serving database, media prefix and
// send_email binding (each binding sends to one verified address); one site's failure is its own.

import { digestText, type LastRun, worthSending } from '../../content/audit/digest.ts';
import { type BucketLike, bucketMediaStore, prefixedBucket, purgeWithdrawn } from '../../content/media-store.ts';
import type { AuditReport } from '../../content/audit/report.ts';
import { beijingToday } from '../../app/lib/dates.ts';
import { readSiteConfig } from '../config/site-config.ts';
import type { Env } from '../env.ts';
import { describeError } from '../lib/errors.ts';
import { type HostedSite, singleSite } from '../sites/hosted-site.ts';
import { servingSite } from '../sites/serving-database.ts';
import { checkOutboundLinks } from './link-check.ts';
import { runAudit } from './run.ts';

export type AuditLevel = 'info' | 'warn' | 'error';

export function auditLevel(report: AuditReport): AuditLevel {
  if (report.findings.some((f) => f.level === 'fail' || f.level === 'error')) return 'error';
  return report.findings.length > 0 ? 'warn' : 'info';
}

/**
 * Blob and double positions as docs/operations.md's SQL reads them: change both together. A
 * platform site's points carry its name (index `<site>/<kind>`, a last blob); a single site's are as before.
 */
export function auditDataPoints(report: AuditReport, site = ''): AnalyticsEngineDataPoint[] {
  return siteLessPoints(report).map((point) =>
    site ? { ...point, indexes: [`${site}/${point.indexes![0]}`], blobs: [...point.blobs!, site] } : point,
  );
}

function siteLessPoints(report: AuditReport): AnalyticsEngineDataPoint[] {
  const points: AnalyticsEngineDataPoint[] = [
    {
      indexes: ['home'],
      blobs: ['home', 'home', report.home.state, report.asOf],
      doubles: [report.home.ageDays ?? -1, report.home.limitDays, -1],
    },
  ];
  for (const c of report.columns) {
    if (c.limitDays === null) continue;
    points.push({
      indexes: ['column'],
      blobs: [c.code, c.class, c.state, report.asOf],
      doubles: [c.ageDays ?? -1, c.limitDays, c.items],
    });
  }
  const count = (level: string) => report.findings.filter((f) => f.level === level).length;
  points.push({
    indexes: ['summary'],
    blobs: ['summary', auditLevel(report), report.exitCode === 1 ? 'fail' : 'pass', report.asOf],
    doubles: [count('fail'), count('error'), count('warning')],
  });
  return points;
}

/** The last run's findings (none before the first run). */
async function readLastRun(db: D1Database): Promise<LastRun | null> {
  const row = await db
    .prepare('SELECT as_of AS asOf, findings FROM audit_last WHERE id = 1')
    .first<{ asOf: string; findings: string }>();
  return row ? { asOf: row.asOf, findings: JSON.parse(row.findings) as LastRun['findings'] } : null;
}

/** The daily run: every site in turn (a single-site deployment's one), each on its own. */
export async function runDailyAudit(
  controller: ScheduledController,
  env: Env,
  ctx: ExecutionContext,
  sites: HostedSite[] = [singleSite(env)],
): Promise<void> {
  for (const site of sites) await auditSite(controller, env, ctx, site);
}

async function auditSite(
  controller: ScheduledController,
  env: Env,
  ctx: ExecutionContext,
  hosted: HostedSite,
): Promise<void> {
  const started = Date.now();
  const whose = hosted.name ? { site: hosted.name } : {};
  try {
    // Inside the try: a site whose serving database cannot be told is logged, and the next audited.
    const site = await servingSite(hosted, ctx);
    const config = readSiteConfig(env, site);
    if (config.apiBase) {
      console.log(
        JSON.stringify({ type: 'content-audit', level: 'info', ...whose, skipped: 'content comes from API_BASE' }),
      );
      return;
    }
    const db = site.db;
    if (!db) throw new Error(`${site.dbName} (the site's D1 binding) is missing`);
    const bucket = env.MEDIA ? prefixedBucket(env.MEDIA as unknown as BucketLike, site.keyPrefix) : undefined;
    const now = new Date(controller.scheduledTime);
    const asOf = beijingToday(now);
    // Withdrawn records' files past the history period (content/media-store.ts, decision 0120).
    const purged = bucket ? await purgeWithdrawn(bucket, now) : [];
    const links = await checkOutboundLinks(db, {
      cap: config.audit.linkCheckPerRun,
      timeoutMs: config.audit.linkCheckTimeoutMs,
      now,
    });
    const report = await runAudit(db, {
      asOf,
      consultationConfigured: config.site.footer.consult !== null,
      assets: env.ASSETS,
      media: bucket ? bucketMediaStore(bucket) : undefined,
    });
    for (const point of auditDataPoints(report, site.name)) env.AUDIT_METRICS?.writeDataPoint(point);
    const level = auditLevel(report);
    const line = {
      type: 'content-audit',
      level,
      ...whose,
      cron: controller.cron,
      asOf,
      exitCode: report.exitCode,
      home: report.home,
      linksChecked: links.length,
      withdrawnFilesDeleted: purged.length,
      findings: report.findings.slice(0, 50),
      ms: Date.now() - started,
    };
    const write = level === 'error' ? console.error : level === 'warn' ? console.warn : console.log;
    write(JSON.stringify(line));
    // What changed since the last run, and every outright fail still open (content/audit/digest.ts).
    const last = await readLastRun(db);
    const { emailFrom } = config.audit;
    // Each site's binding sends to the one address it is verified for (its webmaster's).
    const emailTo = site.auditTo || config.audit.emailTo;
    if (worthSending(last, report) && site.auditEmail && emailFrom && emailTo) {
      const verdict =
        report.exitCode === 1
          ? '未通过（单项否决）'
          : level === 'error'
            ? '有问题'
            : level === 'warn'
              ? '临近期限'
              : '有变化';
      await site.auditEmail.send({
        from: emailFrom,
        to: emailTo,
        subject: `网站内容检查 ${asOf}：${verdict}`,
        text: digestText(last, report),
      });
    }
    await db
      .prepare(
        'INSERT INTO audit_last (id, as_of, findings) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET as_of = excluded.as_of, findings = excluded.findings',
      )
      .bind(asOf, JSON.stringify(report.findings))
      .run();
  } catch (error) {
    console.error(
      JSON.stringify({ type: 'content-audit', level: 'error', ...whose, error: describeError(error, 'audit') }),
    );
  }
}
