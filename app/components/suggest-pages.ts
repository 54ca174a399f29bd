// The 404 page's "did you mean": the pages closest to a path nobody serves, found among what
// the app already holds (the column tree, the guides of the services offered, the route table's own pages),
// so a mistyped path costs no store query.

import type { Column } from '../api/types.ts';
import { columnHref } from '../domain/column-pages.ts';
import { A11Y_STATEMENT_PATH, CONTACT_PATH } from '../constants.ts';
import { offeredServices } from '../domain/offered-services.ts';
import { last } from '../lib/last.ts';
import { toDesktopPath } from '../lib/links.ts';

export interface Suggestion {
  title: string;
  /** A desktop path (AppLink adds the mobile prefix). */
  path: string;
}

/** Pages of the route table that are no column: each with the name a visitor knows it by. */
const OWN_PAGES: Suggestion[] = [
  { title: '联系我们', path: CONTACT_PATH },
  { title: '站内搜索', path: '/search' },
  { title: '网站地图', path: '/sitemap' },
  { title: '无障碍说明', path: A11Y_STATEMENT_PATH },
];

/** Paths longer than this are no typing slip; they are not compared (and the cost stays bounded). */
const MAX_COMPARED = 120;

/** Levenshtein distance, two rows. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}

const lastSegment = (path: string) => last(path.split('/').filter(Boolean)) ?? '';

/** How far `typed` is from `path`, 0 (same) to 1 and beyond: the whole path, or its last part. */
function score(typed: string, path: string): number {
  const whole = distance(typed, path.toLowerCase()) / Math.max(path.length, 1);
  const [a, b] = [lastSegment(typed), lastSegment(path).toLowerCase()];
  const last = a && b ? distance(a, b) / Math.max(b.length, 1) + 0.15 : Infinity;
  return Math.min(whole, last);
}

/** Every page a suggestion may name: columns that lead into the site, guides, own pages. */
function candidates(columns: readonly Column[]): Suggestion[] {
  const fromColumns = columns.flatMap((c): Suggestion[] => {
    const href = columnHref(c);
    return href.external || href.href === '/' ? [] : [{ title: c.columnName, path: href.href }];
  });
  const guides = offeredServices(columns).map((s) => ({ title: `${s.name}办理指南`, path: s.path }));
  // A path named twice (a service's column and its guide) is offered once, under the guide's name.
  const byPath = new Map<string, Suggestion>();
  for (const s of [...guides, ...fromColumns, ...OWN_PAGES]) if (!byPath.has(s.path)) byPath.set(s.path, s);
  return [...byPath.values()];
}

/** Up to `limit` pages closest to `pathname` (desktop or phone), closest first. */
export function suggestPages(pathname: string, columns: readonly Column[], limit = 4): Suggestion[] {
  let typed: string;
  try {
    typed = decodeURIComponent(toDesktopPath(pathname)).toLowerCase().replace(/\/+$/, '');
  } catch {
    typed = toDesktopPath(pathname).toLowerCase();
  }
  if (!typed || typed.length > MAX_COMPARED) return [];
  const named = (s: Suggestion) => typed.includes(s.title.toLowerCase()) || typed.includes(s.title.slice(0, 4));
  return candidates(columns)
    .map((s) => ({ s, score: named(s) ? 0.05 : score(typed, s.path) }))
    .filter((x) => x.score <= 0.34)
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((x) => x.s);
}
