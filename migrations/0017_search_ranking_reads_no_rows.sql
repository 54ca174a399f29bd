-- Search at a council's real size (issue 47, decision 0103): ranking reads no rows again.
-- Issue 35's "a notice past its valid-until time ranks last" asks, for each row of a search's
-- window, whether it is such a release: the releases past their time, and the row's ref_id.
-- Neither was in an index, so each search read every release row (a full scan of 100,000
-- releases with their bodies: 110 ms) and each window row's whole search_docs row (6 ms).
-- And a search scoped to a service (the FAQ page's box, issue 35) read every search_docs row
-- for its service_code (200 ms at 100,000 releases against 2 ms on the seed).

-- 1. The releases that have a valid-until time at all (a few percent), by id: whether a window
--    row's release has ended is one probe of this small index (search-window.ts names it in
--    INDEXED BY: by the primary key SQLite would read the release's row). Partial: a release
--    without an end is never in it, and `valid_until < ?` implies the index's WHERE.
CREATE INDEX releases_with_an_end ON releases (id, valid_until) WHERE valid_until IS NOT NULL;

-- 2. What ranking reads of a document, ref_id included: a lookup by id stays in the index.
--    Same name and leading columns (search-window.ts names it in INDEXED BY).
DROP INDEX search_docs_rank;
CREATE INDEX search_docs_rank ON search_docs (id, type, date, ref_id);

-- 3. The documents of a service (guides, FAQs, forms: a hundred or so; news have none), for a
--    search scoped to one. Partial: `service_code = ?` implies it.
CREATE INDEX search_docs_by_service ON search_docs (service_code, id) WHERE service_code IS NOT NULL;
