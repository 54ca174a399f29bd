// The daily audit's message (issue 46 item 7): what changed since the last run (new findings,
// findings gone), then every outright fail still open, every day, then the full report. A
// finding is the same one from day to day when its check and its text but for the numbers in it
// are (an age grows by one a day). Pure TS: worker/audit/scheduled.ts stores the last findings.

import { formatReport } from './format.ts';
import type { AuditReport, Finding } from './report.ts';

const LEVEL: Readonly<Record<Finding['level'], string>> = { fail: '单项否决', error: '问题', warning: '提醒' };

const identity = (f: Finding) => `${f.check}\u0000${f.message.replace(/\d+/g, '#')}`;
const line = (f: Finding) => `- ${LEVEL[f.level]} [${f.check}] ${f.message}`;

export interface LastRun {
  asOf: string;
  findings: Finding[];
}

/** The new findings and those gone since `last` (none: the first run). */
export function changesSince(last: LastRun | null, report: AuditReport): { added: Finding[]; gone: Finding[] } {
  if (!last) return { added: report.findings, gone: [] };
  const before = new Set(last.findings.map(identity));
  const now = new Set(report.findings.map(identity));
  return {
    added: report.findings.filter((f) => !before.has(identity(f))),
    gone: last.findings.filter((f) => !now.has(identity(f))),
  };
}

/** The message's text. */
export function digestText(last: LastRun | null, report: AuditReport): string {
  const { added, gone } = changesSince(last, report);
  const out: string[] = [];
  out.push(last ? `与上次检查（${last.asOf}）相比：` : '这是第一次检查，以下各条均为新发现：');
  out.push(added.length ? `新发现 ${added.length} 条：` : '没有新发现的问题。', ...added.map(line));
  if (last) out.push(gone.length ? `已解决 ${gone.length} 条：` : '没有已解决的问题。', ...gone.map(line));
  const fails = report.findings.filter((f) => f.level === 'fail');
  out.push('');
  out.push(fails.length ? `仍未解决的单项否决 ${fails.length} 条（每天列出，直到解决）：` : '没有未解决的单项否决。');
  out.push(...fails.map(line), '', formatReport(report));
  return out.join('\n');
}

/** Whether a person gets a message today: something changed, or an outright fail is still open. */
export const worthSending = (last: LastRun | null, report: AuditReport): boolean => {
  const { added, gone } = changesSince(last, report);
  return added.length + gone.length > 0 || report.findings.some((f) => f.level === 'fail');
};
