-- Issue 39's additions: the outbound-link check's results, a guide's 办理机构 and an
-- advert's second line of words.

-- Outbound links in content, as the worker's daily job last found them (issue 39): 404 or
-- 410 is broken; no answer, a refused connection or a timeout is unreachable (many gov.cn
-- sites refuse traffic from abroad), never broken. Kept apart from content: the import,
-- the export and the content generation do not touch this table.
CREATE TABLE link_checks (
  url        TEXT    PRIMARY KEY,
  outcome    TEXT    NOT NULL CHECK (outcome IN ('ok', 'broken', 'unreachable', 'timeout')),
  -- the HTTP status of the last answer; NULL when none came
  status     INTEGER,
  -- UTC, ISO 8601: a link is checked again a week after this
  checked_at TEXT    NOT NULL
);
CREATE INDEX link_checks_by_time ON link_checks (checked_at);

-- A guide's 办理机构 (the department or centre that handles the matter), a section like the
-- others (app/domain/guide-sections.ts): NULL on other releases.
ALTER TABLE releases ADD COLUMN agency TEXT;

-- An advert's second line of words (its title is the first): both are text over a picture
-- that carries no words (images of text are neither read aloud, found nor checked).
ALTER TABLE advertising ADD COLUMN sub_title TEXT;
