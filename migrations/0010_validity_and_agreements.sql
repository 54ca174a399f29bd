-- A release's "valid until" time (issue 35: a notice past it says it has ended and is marked
-- superseded, never rewritten), any release, NULL when it has no end; and the preferential
-- trade agreements the FTA guide lists (JSON list, NULL on every other release): the search
-- reads them to answer a question that names a destination.
ALTER TABLE releases ADD COLUMN valid_until TEXT
  CHECK (valid_until IS NULL OR valid_until LIKE '____-__-__ __:__:__');
ALTER TABLE releases ADD COLUMN agreements TEXT CHECK (agreements IS NULL OR json_valid(agreements));
