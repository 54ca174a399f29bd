// The content audit as a person reads it in a terminal: the home page, every column with its
// class, last update, age and limit, then every finding, worst first.

import type { AuditReport, Level } from './report.ts';

/** Display width: CJK characters take two columns. */
const width = (s: string) => [...s].reduce((w, ch) => w + (/[\u1100-\uffff]/.test(ch) ? 2 : 1), 0);
const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - width(s)));

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => pad(c, widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const ORDER: Level[] = ['fail', 'error', 'warning'];
const LABEL: Record<Level, string> = { fail: 'FAIL', error: 'ERROR', warning: 'WARN' };

export function formatReport(report: AuditReport): string {
  const { home } = report;
  const out: string[] = [];
  out.push(`Content audit as of ${report.asOf}`);
  out.push(
    `Home page: last update ${home.lastUpdate?.slice(0, 16) ?? 'none'}, ${home.ageDays ?? '–'} days (limit ${home.limitDays}): ${home.state}`,
  );
  out.push('');
  out.push(
    table(
      ['column', 'code', 'class', 'category', 'last update', 'age', 'limit', 'items', 'state'],
      report.columns.map((c) => [
        c.name,
        c.code,
        c.class,
        c.category,
        c.lastUpdate?.slice(0, 10) ?? '–',
        c.ageDays === null ? '–' : String(c.ageDays),
        c.limitDays === null ? '–' : String(c.limitDays),
        String(c.items),
        c.state,
      ]),
    ),
  );
  out.push('');
  out.push(`Consultation channel: ${report.consultationConfigured ? 'configured' : 'NOT configured'}`);
  const findings = [...report.findings].sort((a, b) => ORDER.indexOf(a.level) - ORDER.indexOf(b.level));
  if (findings.length === 0) out.push('No findings.');
  for (const f of findings) out.push(`${LABEL[f.level]}  [${f.check}] ${f.message}`);
  out.push('');
  out.push(
    report.exitCode === 1
      ? 'Result: an outright-fail threshold of the inspection is crossed (exit 1).'
      : 'Result: no outright-fail threshold crossed (exit 0).',
  );
  return out.join('\n');
}
