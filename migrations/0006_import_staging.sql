-- The search index's twin for imports (issue 28, content/import-plan.ts): an import fills
-- this one in chunks, then its switch swaps the two by renaming, so the live index is
-- replaced in one transaction without being rebuilt there. Created here, as 0003 creates
-- search_index, because remote D1 tooling has refused CREATE VIRTUAL TABLE in executed files.
CREATE VIRTUAL TABLE import_search_index USING fts5 (
  title,
  body,
  tokenize = 'unicode61 remove_diacritics 0'
);
