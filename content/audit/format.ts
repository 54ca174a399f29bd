// The content audit as a person reads it in a terminal, in Chinese: the home page, every column
// with its class, last update, age and limit, then every finding, worst first, each saying what
// to do (messages.ts); the check's name in brackets for whoever reads the logs.

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
const LABEL: Record<Level, string> = { fail: '单项否决', error: '问题', warning: '提醒' };

export function formatReport(report: AuditReport): string {
  const { home } = report;
  const out: string[] = [];
  out.push(`网站内容检查（截至 ${report.asOf}）`);
  out.push(
    `首页：最近更新 ${home.lastUpdate?.slice(0, 16) ?? '无'}，已 ${home.ageDays ?? '–'} 天（期限 ${home.limitDays} 天）：${home.state}`,
  );
  out.push('');
  out.push(
    table(
      ['栏目', '代码', '类别', '检查分类', '最近更新', '天数', '期限', '条数', '状态'],
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
  out.push(`在线咨询渠道：${report.consultationConfigured ? '已配置' : '未配置'}`);
  const findings = [...report.findings].sort((a, b) => ORDER.indexOf(a.level) - ORDER.indexOf(b.level));
  if (findings.length === 0) out.push('没有发现问题。');
  for (const f of findings) out.push(`${LABEL[f.level]}  [${f.check}] ${f.message}`);
  out.push('');
  out.push(
    report.exitCode === 1
      ? '结论：已触及检查指标的单项否决项，请先处理上面标为“单项否决”的各条（exit 1）。'
      : '结论：未触及单项否决项（exit 0）。',
  );
  return out.join('\n');
}
