// How the search index holds a reference to a fact (`{{fact:NAME}}`, decision 0111): as the
// fact's label (认证服务热线), and another body's number also as its value (12345), so that a
// search for 投诉 or 12345 finds the pages that refer to them. A council number's value is not
// indexed: content:fact changes it without re-indexing, and no stale value can be found. Pure TS.

import { resolveFactRefs } from '../app/domain/fact-refs.ts';
import type { FactRecord } from './schema.ts';

/** The text the index holds for a text that may refer to facts (an unknown name is dropped). */
export function indexedFactText(facts: readonly FactRecord[] | undefined): (text: string) => string {
  const words = new Map(
    (facts ?? []).map((f) => [f.name, f.external === '1' ? `${f.label} ${f.value}` : f.label] as const),
  );
  return (text) => resolveFactRefs(text, (name) => words.get(name) ?? '');
}
