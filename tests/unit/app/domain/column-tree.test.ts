// requirements §3: the flat column list becomes a tree by parent id.

import { describe, expect, it } from 'vitest';
import type { Column } from '../../../../app/api/types.ts';
import { buildColumnTree, columnTrail } from '../../../../app/domain/column-tree.ts';

const col = (id: string, columnPid: string, orderNum: number): Column => ({
  id,
  columnPid,
  columnCode: `C${id}`,
  columnName: `栏目${id}`,
  columnType: 'list',
  linkUrl: null,
  description: null,
  columnClass: 'other',
  orderNum,
});

describe('buildColumnTree', () => {
  const flat = [col('3', '0', 2), col('31', '3', 2), col('30', '3', 1), col('2', '0', 1), col('301', '30', 1), col('9', '404', 1)];

  it('nests children under their parent, ordered by orderNum', () => {
    const tree = buildColumnTree(flat);
    expect(tree.map((c) => c.id)).toEqual(['2', '9', '3']);
    const three = tree.find((c) => c.id === '3')!;
    expect(three.children.map((c) => c.id)).toEqual(['30', '31']);
    expect(three.children[0]!.children.map((c) => c.id)).toEqual(['301']);
  });

  it('keeps a column whose parent is missing at the top level instead of losing it', () => {
    expect(buildColumnTree(flat).some((c) => c.id === '9')).toBe(true);
  });

  it('does not loop on a column that names itself as parent', () => {
    expect(buildColumnTree([col('5', '5', 1)]).map((c) => c.id)).toEqual(['5']);
  });

  it('gives the breadcrumb trail from the top level down', () => {
    expect(columnTrail(flat, '301').map((c) => c.id)).toEqual(['3', '30', '301']);
  });
});
