// Fills in the facts prose refers to (`{{fact:NAME}}`, app/domain/fact-refs.ts) in a content
// answer, after sanitising and before caching, in both content modes: every text the service
// answers with (bodies, summaries, FAQ answers, guide sections, activities, search snippets)
// states the stored value, and a changed fact reaches them with the next content generation.

import type { Envelope } from '../../app/api/types.ts';
import { hasFactRef, resolveFactRefs } from '../../app/domain/fact-refs.ts';

/** Whether any string in the answer refers to a fact (most answers: no, and nothing is read). */
export function mentionsFacts(value: unknown): boolean {
  if (typeof value === 'string') return hasFactRef(value);
  if (Array.isArray(value)) return value.some(mentionsFacts);
  if (value && typeof value === 'object') return Object.values(value).some(mentionsFacts);
  return false;
}

/** The answer with every reference filled in; what does not refer to a fact is shared, not copied. */
export function fillFacts<T>(value: T, lookup: (name: string) => string | undefined): T {
  if (typeof value === 'string') return resolveFactRefs(value, lookup) as T;
  if (Array.isArray(value)) return (mentionsFacts(value) ? value.map((v) => fillFacts(v, lookup)) : value) as T;
  if (value && typeof value === 'object' && mentionsFacts(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillFacts(v, lookup)])) as T;
  }
  return value;
}

/** name → value, from the listFact answer (its raw rows: only name and value are read). */
export function factLookup(answer: Envelope): (name: string) => string | undefined {
  const rows = (answer as { data?: unknown }).data;
  const values = new Map<string, string>();
  if (Array.isArray(rows)) {
    for (const row of rows as Array<{ name?: unknown; value?: unknown }>) {
      if (typeof row?.name === 'string' && typeof row.value === 'string') values.set(row.name, row.value);
    }
  }
  return (name) => values.get(name);
}
