// Compares two ways of tokenising the index on the question set (docs/decisions/0011):
// ICU words (with the domain dictionary) as tokens, and overlapping bigrams (what
// content/segment.ts does). Same queries, same FTS5 ranking, in Node's SQLite; no best bets.
//
//   node tests/bench/search-segmentation.ts

import { DatabaseSync } from 'node:sqlite';
import { readSeedDocument } from '../../scripts/lib/content.ts';
import { searchDictionary, searchDocs } from '../../content/search-index.ts';
import { QueryContext, type Term } from '../../content/search-query.ts';
import { indexTokens, segment, wordTokens, type Dictionary } from '../../content/segment.ts';
import { QUESTIONS } from '../fixtures/search-questions.ts';

const doc = readSeedDocument();
const dict = searchDictionary(doc.synonyms ?? []);
const ctx = new QueryContext(doc.synonyms ?? []);
const docs = searchDocs(doc);

interface Variant {
  name: string;
  index(text: string, dict: Dictionary): string[];
  /** One query word as FTS5. */
  word(word: string): string;
}

const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;
const VARIANTS: Variant[] = [
  {
    name: 'ICU words (+ dictionary) as tokens',
    index: (text, d) => segment(text, d).map((w) => w.text.replace(/\s+/g, '_')),
    word: (w) =>
      quote(
        segment(w, dict)
          .map((x) => x.text.replace(/\s+/g, '_'))
          .join(' '),
      ),
  },
  { name: 'overlapping bigrams (chosen)', index: indexTokens, word: (w) => quote(wordTokens(w).join(' ')) },
];

const fts = (terms: Term[], v: Variant) => terms.map((t) => `(${t.alternatives.map((a) => v.word(a)).join(' OR ')})`).join(' AND ');

for (const v of VARIANTS) {
  const db = new DatabaseSync(':memory:');
  db.exec("CREATE VIRTUAL TABLE search_index USING fts5 (title, body, tokenize = 'unicode61 remove_diacritics 0')");
  const insert = db.prepare('INSERT INTO search_index (rowid, title, body) VALUES (?, ?, ?)');
  docs.forEach((d, i) => {
    insert.run(i + 1, v.index(d.title, dict).join(' '), v.index(d.body, dict).join(' '));
  });
  const query = db.prepare(
    'SELECT rowid FROM search_index WHERE search_index MATCH ? ORDER BY round(bm25(search_index, 10.0, 1.0) / 0.5) LIMIT 5',
  );
  let found = 0;
  const misses: string[] = [];
  for (const { q, finds } of QUESTIONS) {
    const terms = ctx.terms(q);
    const rows = terms.length ? (query.all(fts(terms, v)) as { rowid: number }[]) : [];
    const keys = rows.map((r) => `${docs[r.rowid - 1]!.type}:${docs[r.rowid - 1]!.refId}`);
    if (keys.includes(finds)) found++;
    else misses.push(q);
  }
  console.log(`${v.name}: ${found}/${QUESTIONS.length} in the first five; missed: ${misses.join('、') || 'none'}`);
}
