// Which of a platform site's two databases serves (content/serving-pointer.ts, decision 0139):
// what each database answered settles it only when both answered, or one alone says it was
// switched live (above 0); otherwise the one already known stays, and with nothing known nobody
// guesses. (The switch's statements on real D1: tests/worker/platform-serving.test.ts.)

import { describe, expect, it } from 'vitest';
import { chooseServing, confirmedServing } from '../../../content/serving-pointer.ts';

const switchedAt = Date.parse('2026-11-28T09:30:00+08:00');

describe('chooseServing', () => {
  it('both answered: the one switched live last serves; a never-switched pair, the first', () => {
    expect(chooseServing([0, 0])).toBe(0);
    expect(chooseServing([0, switchedAt])).toBe(1);
    expect(chooseServing([switchedAt, 0])).toBe(0);
    expect(chooseServing([switchedAt, switchedAt + 1], 0)).toBe(1);
  });

  it('one alone above 0 says it serves, over what was known', () => {
    expect(chooseServing([undefined, switchedAt])).toBe(1);
    expect(chooseServing([switchedAt, undefined], 1)).toBe(0);
  });

  it('one alone at 0 settles nothing: the known one stays, and with nothing known there is no answer', () => {
    expect(chooseServing([0, undefined], 1)).toBe(1);
    expect(chooseServing([undefined, 0], 0)).toBe(0);
    expect(chooseServing([undefined, 0])).toBeUndefined();
    expect(chooseServing([0, undefined])).toBeUndefined();
    expect(chooseServing([undefined, undefined])).toBeUndefined();
    expect(chooseServing([undefined, undefined], 1)).toBe(1);
  });

  it('only settled answers confirm (what the worker may share with its data centre)', () => {
    expect(confirmedServing([0, undefined])).toBeUndefined();
    expect(confirmedServing([undefined, switchedAt])).toBe(1);
    expect(confirmedServing([0, 0])).toBe(0);
  });
});
