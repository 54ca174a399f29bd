-- content:audit's literal check (issue 45, decision 0114): what it last found in each record,
-- so that a run reads only the records changed since the one before (where it got to, and the
-- highest id of each list then, are meta rows 'fact_audit:…'). An import or a seed load
-- empties both: the next run reads everything once.
CREATE TABLE fact_audit (
  record   TEXT PRIMARY KEY,   -- `releases#1001`
  findings TEXT NOT NULL       -- JSON array of the messages (content/fact-check.ts findingMessage)
) WITHOUT ROWID;
