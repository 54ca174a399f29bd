// The columns a listing covers: the column named by columnId and/or columnCode and, for a
// list column, all its descendants (a parent list lists its children's items), or the whole site.

import type { Filters } from './filters.ts';
import { idOf } from './params.ts';

/**
 * Restricts `column` (e.g. `r.column_id`) to the named column's subtree. No column named,
 * or columnId "0" (the top level, docs/api.md), means the whole site; a columnId that is no
 * decimal id, or a column that does not exist, leaves nothing (an empty page).
 */
export function inColumnTree(filters: Filters, column: string, columnId?: string, columnCode?: string): Filters {
  const roots: string[] = [];
  const args: unknown[] = [];
  if (columnId !== undefined) {
    const id = idOf(columnId);
    if (id === null) return filters.nothing();
    if (id !== 0) {
      roots.push('id = ?');
      args.push(id);
    }
  }
  if (columnCode !== undefined) {
    roots.push('column_code = ?');
    args.push(columnCode);
  }
  if (roots.length === 0) return filters;
  // UNION, not UNION ALL: a cycle in the tree (refused on import) could not loop forever.
  filters.with(
    // A list column aggregates its descendants; a page column's listing is its own article(s).
    `scope(id, column_type) AS (SELECT id, column_type FROM columns WHERE ${roots.join(' AND ')} ` +
      "UNION SELECT c.id, c.column_type FROM columns c JOIN scope s ON c.column_pid = s.id WHERE s.column_type = 'list')",
    ...args,
  );
  return filters.where(`${column} IN (SELECT id FROM scope)`);
}
