-- Search within a bounded window (decision 0033, issue 28): a search ranks every match that
-- is not news and the newest matching news, found with one FTS5 rowid range, so its cost no
-- longer grows with the archive. That needs two things of the stored index.

-- 1. What ranking and counting read of a document, without its body: a lookup by id in this
--    index reads a few bytes, where the table's row is the whole text (an overflow chain).
CREATE INDEX search_docs_rank ON search_docs (id, type, date);

-- 2. The rowid layout (content/search-layout.ts): every document that is not news (a list
--    column's release) moves above 1,000,000,000, in the same order. News keep their ids (an
--    import orders them by release time from then on). The index row moves with its document.
UPDATE search_index SET rowid = rowid + 1000000000
WHERE rowid IN (
  SELECT id FROM search_docs
  WHERE id < 1000000000
    AND NOT (type = 'release' AND ref_id IN (
      SELECT r.id FROM releases r JOIN columns c ON c.id = r.column_id WHERE c.column_type != 'page'))
);
UPDATE search_docs SET id = id + 1000000000
WHERE id < 1000000000
  AND NOT (type = 'release' AND ref_id IN (
    SELECT r.id FROM releases r JOIN columns c ON c.id = r.column_id WHERE c.column_type != 'page'));
