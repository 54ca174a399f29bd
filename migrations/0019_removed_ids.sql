-- The ids content:publish removed, per list of the import format (issue 46, decision 0108): a
-- removed id stays reserved. `"id": "new"` never hands it out again, and a removed release's or
-- activity's page answers 410 (withdrawn) where an id that never existed answers 404. An import
-- keeps the rows of ids it does not bring back and drops those it does.
CREATE TABLE removed_ids (
  kind TEXT NOT NULL,        -- the import format's list: releases, activities, exhibitions…
  id INTEGER NOT NULL,
  removed_at TEXT NOT NULL,  -- when, `yyyy-MM-dd HH:mm:ss` (Beijing)
  PRIMARY KEY (kind, id)
);
