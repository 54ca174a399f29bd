// requirements §3: columns arrive as a flat list and become a tree by parent id ("0" = top level).

import type { Column, ColumnNode } from '../api/types.ts';

const byOrder = (a: Column, b: Column) => a.orderNum - b.orderNum || Number(a.id) - Number(b.id);

/** Trees by the column list they were built from: one list, one tree (lists are shared, read-only). */
const trees = new WeakMap<readonly Column[], ColumnNode[]>();

export function buildColumnTree(columns: readonly Column[]): ColumnNode[] {
  let tree = trees.get(columns);
  if (!tree) {
    tree = treeOf(columns);
    trees.set(columns, tree);
  }
  return tree;
}

function treeOf(columns: readonly Column[]): ColumnNode[] {
  const nodes = new Map<string, ColumnNode>();
  for (const c of columns) nodes.set(c.id, { ...c, children: [] });
  const roots: ColumnNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.columnPid !== '0' && node.columnPid !== node.id ? nodes.get(node.columnPid) : undefined;
    // An orphan (its parent missing from the list) is shown at the top level rather than lost.
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: ColumnNode[]) => {
    list.sort(byOrder);
    for (const n of list) sort(n.children);
  };
  sort(roots);
  return roots;
}

/** The chain of columns from the top level down to `id` (for breadcrumbs). */
export function columnTrail(columns: readonly Column[], id: string): Column[] {
  const byId = new Map(columns.map((c) => [c.id, c]));
  const trail: Column[] = [];
  let current = byId.get(id);
  while (current && !trail.includes(current)) {
    trail.unshift(current);
    current = current.columnPid === '0' ? undefined : byId.get(current.columnPid);
  }
  return trail;
}

export function findColumnByCode(columns: readonly Column[], code: string): Column | undefined {
  return columns.find((c) => c.columnCode === code);
}

export function childrenOf(columns: readonly Column[], id: string): Column[] {
  return columns.filter((c) => c.columnPid === id).sort(byOrder);
}
