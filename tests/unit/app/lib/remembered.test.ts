// Remembered string functions compute each value once, and never hold more than their bound.

import { describe, expect, it } from 'vitest';
import { remembered } from '../../../../app/lib/remembered.ts';

describe('remembered', () => {
  it('computes a value once and answers the same value again, null included', () => {
    const seen: string[] = [];
    const length = remembered((s) => {
      seen.push(s);
      return s.length > 2 ? s.length : null;
    });
    expect([length('原产地证书'), length('ab'), length('原产地证书'), length('ab')]).toEqual([5, null, 5, null]);
    expect(seen).toEqual(['原产地证书', 'ab']);
  });

  it('starts afresh past its bound instead of growing', () => {
    let computed = 0;
    const upper = remembered((s) => {
      computed += 1;
      return s.toUpperCase();
    }, 3);
    for (const s of ['a', 'b', 'c', 'd', 'a']) upper(s);
    // a, b, c filled it; d cleared it; a is then computed again.
    expect(computed).toBe(5);
  });
});
