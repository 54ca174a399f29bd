// The certification FAQ as a service guide shows it: its questions by category.

import type { AuthQu, AuthQuType } from '../api/types.ts';

/**
 * Every question of each category, in full (a service guide shows them all). Questions of
 * other categories are dropped: a store that ignored `serviceCode` answered them all.
 */
export function groupByType(
  types: readonly AuthQuType[],
  questions: readonly AuthQu[],
): Array<{ type: AuthQuType; questions: AuthQu[] }> {
  return types.map((type) => ({ type, questions: questions.filter((q) => q.typeId === type.id) }));
}
