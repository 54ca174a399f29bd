// Links inside content that lead nowhere on this site: an article or activity id that does
// not exist, a column id or a path no page answers, a local file that is not there.

import type { Column } from '../../app/api/types.ts';
import { columnHref } from '../../app/domain/column-pages.ts';
import { A11Y_STATEMENT_PATH } from '../../app/constants.ts';
import { toDesktopPath } from '../../app/lib/links.ts';
import type { AuditRows } from './queries.ts';

export type LinkTarget =
  | { kind: 'release' | 'activity' | 'column'; id: string }
  | { kind: 'file'; path: string }
  | { kind: 'page'; path: string };

/** Pages that are no column's: the search, the site map, the accessibility statement. */
const FIXED_PAGES = ['/search', '/sitemap', A11Y_STATEMENT_PATH, '/service/export-journey'];

/** Every `href="/…"` in a text, in order. */
export function internalHrefs(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
}

export function linkTarget(href: string): LinkTarget {
  const url = new URL(href, 'http://site.invalid');
  const path = toDesktopPath(decodeURI(url.pathname));
  const detail = path.match(/^\/detail\/(\d+)$/);
  if (detail) return { kind: url.searchParams.get('type') === 'activity' ? 'activity' : 'release', id: detail[1]! };
  const column = path.match(/^\/column\/(\d+)$/);
  if (column) return { kind: 'column', id: column[1]! };
  if (/\.[a-z0-9]{2,5}$/i.test(path)) return { kind: 'file', path };
  return { kind: 'page', path };
}

/** The page paths the site answers, from the column tree and the fixed pages. */
export function knownPagePaths(columns: readonly Column[]): Set<string> {
  const paths = new Set(FIXED_PAGES);
  for (const column of columns) {
    const { href, external } = columnHref(column);
    if (!external) paths.add(href.split('?')[0]!);
  }
  return paths;
}

export interface DeadLink {
  from: string;
  href: string;
  reason: string;
}

/** What the caller found after the first reads: which named ids and local files exist. */
export interface Resolved {
  releases: ReadonlySet<string>;
  activities: ReadonlySet<string>;
  missingFiles: ReadonlySet<string>;
}

function deadReason(t: LinkTarget, resolved: Resolved, columnIds: ReadonlySet<string>, pages: ReadonlySet<string>) {
  switch (t.kind) {
    case 'release':
      return resolved.releases.has(t.id) ? null : `no article ${t.id}`;
    case 'activity':
      return resolved.activities.has(t.id) ? null : `no activity ${t.id}`;
    case 'column':
      return columnIds.has(t.id) ? null : `no column ${t.id}`;
    case 'file':
      return resolved.missingFiles.has(t.path) ? `no file ${t.path}` : null;
    case 'page':
      return pages.has(t.path) ? null : `no page ${t.path}`;
  }
}

/** Every link in content and every local attachment that leads nowhere. */
export function findDeadLinks(rows: AuditRows, resolved: Resolved, columns: readonly Column[]): DeadLink[] {
  const pages = knownPagePaths(columns);
  const columnIds = new Set(columns.map((c) => c.id));
  const dead: DeadLink[] = [];
  const judge = (from: string, href: string) => {
    const reason = deadReason(linkTarget(href), resolved, columnIds, pages);
    if (reason) dead.push({ from, href, reason });
  };
  for (const row of rows.linking)
    for (const href of internalHrefs(String(row.content ?? ''))) judge(`${row.kind} ${row.id}`, href);
  for (const row of rows.attachments) judge(`release ${row.id} attachment`, String(row.url ?? ''));
  return dead;
}
