// requirements §3: columns arrive as a flat list and become a tree by parent id ("0" = top level).

/** What the tree needs of a column (the API's Column has it; domain/ does not import api/). */
export interface TreeColumn {
  id: string;
  columnPid: string;
  columnCode: string;
  orderNum: number;
}

/** A column with its children, each the same kind of column. */
export type TreeNode<C extends TreeColumn> = C & { children: TreeNode<C>[] };

const byOrder = (a: TreeColumn, b: TreeColumn) => a.orderNum - b.orderNum || Number(a.id) - Number(b.id);

/** Trees by the column list they were built from: one list, one tree (lists are shared, read-only). */
const trees = new WeakMap<readonly TreeColumn[], TreeNode<TreeColumn>[]>();

export function buildColumnTree<C extends TreeColumn>(columns: readonly C[]): TreeNode<C>[] {
  let tree = trees.get(columns) as TreeNode<C>[] | undefined;
  if (!tree) {
    tree = treeOf(columns);
    trees.set(columns, tree);
  }
  return tree;
}

function treeOf<C extends TreeColumn>(columns: readonly C[]): TreeNode<C>[] {
  const nodes = new Map<string, TreeNode<C>>();
  for (const c of columns) nodes.set(c.id, { ...c, children: [] });
  const roots: TreeNode<C>[] = [];
  for (const node of nodes.values()) {
    const parent = node.columnPid !== '0' && node.columnPid !== node.id ? nodes.get(node.columnPid) : undefined;
    // An orphan (its parent missing from the list) is shown at the top level rather than lost.
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: TreeNode<C>[]) => {
    list.sort(byOrder);
    for (const n of list) sort(n.children);
  };
  sort(roots);
  return roots;
}

/** The chain of columns from the top level down to `id` (for breadcrumbs). */
export function columnTrail<C extends TreeColumn>(columns: readonly C[], id: string): C[] {
  const byId = new Map(columns.map((c) => [c.id, c]));
  const trail: C[] = [];
  let current = byId.get(id);
  while (current && !trail.includes(current)) {
    trail.unshift(current);
    current = current.columnPid === '0' ? undefined : byId.get(current.columnPid);
  }
  return trail;
}

export function findColumnByCode<C extends TreeColumn>(columns: readonly C[], code: string): C | undefined {
  return columns.find((c) => c.columnCode === code);
}

export function childrenOf<C extends TreeColumn>(columns: readonly C[], id: string): C[] {
  return columns.filter((c) => c.columnPid === id).sort(byOrder);
}
