-- Each record's history (issue 46, decision 0123): one row per record a command changed (publish,
-- removal, import, revert, content:fact), with when, which command, who, and where its previous
-- value is: an R2 object (bucket MEDIA, `history/<sha256>.json`), never inlined here, so that a
-- remote publish stays one `wrangler d1 execute --command` of at most 100 KB. Kept at least a
-- year: nothing deletes these rows or those objects (docs/operations.md "History and undo").
CREATE TABLE revisions (
  revision       INTEGER PRIMARY KEY AUTOINCREMENT,
  kind           TEXT    NOT NULL,  -- the import format's list: releases, activities…
  record_id      INTEGER NOT NULL,
  at             TEXT    NOT NULL,  -- when, `yyyy-MM-dd HH:mm:ss` (Beijing)
  command        TEXT    NOT NULL CHECK (command IN ('publish', 'import', 'revert', 'fact')),
  operator       TEXT    NOT NULL,
  action         TEXT    NOT NULL CHECK (action IN ('added', 'changed', 'removed')),
  title          TEXT,              -- the record's title after the change (null: removed)
  previous_title TEXT,              -- and before it (null: it was new)
  previous_key   TEXT               -- the R2 object holding the previous value (null: it was new)
);
CREATE INDEX revisions_by_record ON revisions (kind, record_id, revision);
