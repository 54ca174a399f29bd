-- Which record uses which uploaded file (issue 46, decision 0120): one row per /media/ key per
-- record naming it (cover, <img src>, links and attachments), written by every publish and
-- import from the records themselves. A withdrawal moves the files no other record uses out of
-- the served prefix (R2 `withdrawn/<key>`, kept 400 days); see content/README.md.
CREATE TABLE media_refs (
  media_key TEXT NOT NULL,   -- the R2 key served at /media/<key>: <16 hex digits>/<name>
  kind TEXT NOT NULL,        -- the import format's list: releases, activities, exhibitions…
  record_id INTEGER NOT NULL,
  PRIMARY KEY (media_key, kind, record_id)
);
CREATE INDEX media_refs_by_record ON media_refs (kind, record_id);

-- The daily audit's last findings (issue 46 item 7): its message says what changed since then.
-- One row, written by each run (worker/audit/scheduled.ts).
CREATE TABLE audit_last (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  as_of TEXT NOT NULL,       -- the day it ran for, yyyy-MM-dd (Beijing)
  findings TEXT NOT NULL     -- JSON: [{ level, check, message }]
);
