-- Scheduled publishing (issue 46, decision 0122): a release whose release time is still to come
-- is stored but shown nowhere until then. Every read binds the worker's "now" and leaves such
-- releases out; these two indexes keep that cheap at 100,000 releases.

-- 1. The next release time after now (what caps a cached answer's life) and the releases still
--    to come (what a search leaves out): a range of this index, a few entries, never the table.
--    With the column, the site-wide count of what is released (ListRelease's total over every
--    column, which joins columns) reads this index alone, never the rows.
CREATE INDEX releases_by_release_time ON releases (release_time, column_id);

-- 2. A release's search documents by its id: a search leaves out those of releases still to
--    come through this index (a handful of lookups), where search_docs has no other way in.
CREATE INDEX search_docs_by_ref ON search_docs (type, ref_id);
