// A module copied into several pages' chunks runs once per page: the build refuses to copy
// one that holds state, unless its copies are known to be harmless (a memo).

import { describe, expect, it } from 'vitest';
import tree from '../../../../app/columns/tree.ts?raw';
import dates from '../../../../app/lib/dates.ts?raw';
import { moduleState } from '../../../../scripts/vite/module-state.ts';

describe('module state in a copied module', () => {
  it.each([
    ['let count = 0;', '`let`'],
    ['export let current: string | null = null;', '`export let`'],
    ['const seen = new Set<string>();', '`const seen = new Set`'],
    ['export const cache: Map<string, number> = new Map();', '`export const cache: Map<string, number> = new Map`'],
    ['export const ThemeContext = createContext(null);', '`export const ThemeContext = createContext`'],
  ])('%s is refused', (source, reason) => {
    expect(moduleState(`import x from './x.ts';\n${source}\n`, 'app/components/some.tsx')).toBe(reason);
  });

  it('constants, functions and state inside functions are not module state', () => {
    const source = 'const LIMIT = 5;\nexport function f() {\n  let n = 0;\n  const s = new Set();\n  return n + s.size + LIMIT;\n}\n';
    expect(moduleState(source, 'app/lib/some.ts')).toBeNull();
    expect(moduleState(dates, 'app/lib/dates.ts')).toBeNull();
  });

  it('a memo listed as copyable passes, and would be refused under any other name', () => {
    expect(moduleState(tree, 'app/columns/tree.ts')).toBeNull();
    expect(moduleState(tree, 'app/columns/other.ts')).toMatch(/new WeakMap/);
  });
});
