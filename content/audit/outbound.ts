// The outbound-link check's results as the audit reads them: the worker's daily job keeps
// them in `link_checks` (migration 0015), a table the import, the export and the content
// generation never touch.

import type { OutboundResult } from './report.ts';
import type { Row } from './queries.ts';

/** The links whose last check failed, worst first. */
export function outboundResultsStatement(_asOf: string): string {
  return (
    "SELECT url, outcome, status, checked_at AS checkedAt FROM link_checks WHERE outcome <> 'ok' " +
    "ORDER BY outcome = 'broken' DESC, url LIMIT 500"
  );
}

/** A timeout is reported as unreachable: neither says the page is gone. */
export function toOutboundResults(rows: Row[]): OutboundResult[] {
  return rows.map((r) => ({
    url: String(r.url),
    outcome: r.outcome === 'broken' ? 'broken' : r.outcome === 'ok' ? 'ok' : 'unreachable',
    status: r.status === null || r.status === undefined ? null : Number(r.status),
    checkedAt: String(r.checkedAt ?? ''),
  }));
}
