// A digest of what segment() and indexTokens() make of every searchable text of a document,
// one SHA-256 per text: Node writes it (`npm run fixtures`, scripts/lib/fixtures.ts), workerd recomputes it
// (tests/worker/segment-agreement.test.ts), so both runtimes' ICU must agree. Pure TS.

import type { ContentDocument } from './schema.ts';
import { searchDictionary, searchDocs } from './search-index.ts';
import { indexTokens, segment } from './segment.ts';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** `type:id` → digest of the words (text and offsets) and index tokens of its title and body. */
export async function segmentDigest(doc: ContentDocument): Promise<Record<string, string>> {
  const dict = searchDictionary(doc.synonyms ?? []);
  const out: Record<string, string> = {};
  for (const d of searchDocs(doc)) {
    const parts = [d.title, d.body].map((text) => ({
      words: segment(text, dict).map((w) => [w.text, w.start, w.end, w.term]),
      tokens: indexTokens(text, dict),
    }));
    out[`${d.type}:${d.refId}`] = await sha256(JSON.stringify(parts));
  }
  return out;
}
