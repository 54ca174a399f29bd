// How the search index holds a reference to a fact (`{{fact:NAME}}`, decision 0111): a council
// fact as its label (认证服务热线), another body's number as its value (12345, which prose names
// beside it), so that a search for 12345 finds the pages that refer to it. A council fact's value
// is not indexed: content:fact changes it without re-indexing, and no stale value can be found.
// Pure TS.

import { resolveFactRefs } from '../app/domain/fact-refs.ts';
import type { FactRecord } from './schema.ts';

/** The text the index holds for a text that may refer to facts (an unknown name is dropped). */
export function indexedFactText(facts: readonly FactRecord[] | undefined): (text: string) => string {
  const words = new Map((facts ?? []).map((f) => [f.name, f.external === '1' ? f.value : f.label] as const));
  return (text) => resolveFactRefs(text, (name) => words.get(name) ?? '');
}
