// Links and pictures inside content that lead nowhere on this site: an article or activity id
// that does not exist, a column id or a path no page answers, a local file that is not there, an
// uploaded file (/media/…) that R2 does not serve (missing, or withdrawn with its record); and the
// same for attachments and covers. Messages in Chinese (messages.ts).

import type { Column } from '../../app/api/types.ts';
import { columnHref } from '../../app/domain/column-pages.ts';
import { A11Y_STATEMENT_PATH } from '../../app/constants.ts';
import { toDesktopPath } from '../../app/lib/links.ts';
import { MEDIA_PATH } from '../media.ts';
import { DEAD_REASONS, WHERE } from './messages.ts';
import type { AuditRows } from './queries.ts';

export type LinkTarget =
  | { kind: 'release' | 'activity' | 'column'; id: string }
  | { kind: 'file'; path: string }
  | { kind: 'media'; key: string }
  | { kind: 'page'; path: string };

/** Pages that are no column's: the search, the site map, the accessibility statement. */
const FIXED_PAGES = ['/search', '/sitemap', A11Y_STATEMENT_PATH, '/service/export-journey'];

/** Every `href="/…"` in a text, in order. */
export function internalHrefs(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
}

/** Every `<img src="/…">` in a text, in order. */
export function internalImages(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\ssrc="(\/[^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
}

export function linkTarget(href: string): LinkTarget {
  const url = new URL(href, 'http://site.invalid');
  const path = toDesktopPath(decodeURI(url.pathname));
  if (path.startsWith(MEDIA_PATH)) return { kind: 'media', key: path.slice(MEDIA_PATH.length) };
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
  /** Where it sits, for the editor: `信息 1001 正文`. */
  from: string;
  /** 链接, 图片, 附件 or 封面图片. */
  what: string;
  href: string;
  reason: string;
}

/** What the caller found after the first reads: which named ids, local files and uploaded files exist. */
export interface Resolved {
  releases: ReadonlySet<string>;
  activities: ReadonlySet<string>;
  missingFiles: ReadonlySet<string>;
  /** Uploaded files (R2 keys) not served: missing, or withdrawn with their record. Unjudged when absent. */
  media?: ReadonlyMap<string, 'missing' | 'withdrawn'>;
}

function deadReason(t: LinkTarget, resolved: Resolved, columnIds: ReadonlySet<string>, pages: ReadonlySet<string>) {
  switch (t.kind) {
    case 'release':
      return resolved.releases.has(t.id) ? null : DEAD_REASONS.release(t.id);
    case 'activity':
      return resolved.activities.has(t.id) ? null : DEAD_REASONS.activity(t.id);
    case 'column':
      return columnIds.has(t.id) ? null : DEAD_REASONS.column(t.id);
    case 'file':
      return resolved.missingFiles.has(t.path) ? DEAD_REASONS.file(t.path) : null;
    case 'media': {
      const state = resolved.media?.get(t.key);
      return state === 'withdrawn' ? DEAD_REASONS.withdrawnMedia() : state === 'missing' ? DEAD_REASONS.media() : null;
    }
    case 'page':
      return pages.has(t.path) ? null : DEAD_REASONS.page();
  }
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Every reference of the audit's rows, with where it sits and what it is. */
export function eachReference(rows: AuditRows): { from: string; what: string; href: string }[] {
  const refs: { from: string; what: string; href: string }[] = [];
  for (const row of rows.linking) {
    const kind = row.kind === 'activity' ? 'activity' : 'release';
    const from = WHERE[kind](str(row.id));
    for (const href of internalHrefs(str(row.content))) refs.push({ from, what: '链接', href });
    for (const href of internalImages(str(row.content))) refs.push({ from, what: '图片', href });
  }
  for (const row of rows.attachments)
    refs.push({ from: WHERE.attachment(str(row.id)), what: '附件', href: str(row.url) });
  for (const row of rows.covers ?? []) {
    const kind = row.kind === 'activity' || row.kind === 'exhibition' ? row.kind : 'release';
    refs.push({ from: WHERE.cover(kind, str(row.id)), what: '封面图片', href: str(row.url) });
  }
  return refs;
}

/** Every link, picture, attachment and cover in content that leads nowhere. */
export function findDeadLinks(rows: AuditRows, resolved: Resolved, columns: readonly Column[]): DeadLink[] {
  const pages = knownPagePaths(columns);
  const columnIds = new Set(columns.map((c) => c.id));
  const dead: DeadLink[] = [];
  for (const { from, what, href } of eachReference(rows)) {
    const reason = deadReason(linkTarget(href), resolved, columnIds, pages);
    if (reason) dead.push({ from, what, href, reason });
  }
  return dead;
}
