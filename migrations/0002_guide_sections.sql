-- Service guides' structured sections (docs/api.md "Guide sections") and the export
-- journey's steps: one column per field, plain text, lists and pairs as JSON text. NULL on
-- every release that is not a guide. See docs/decisions/0010-guide-sections.md.
ALTER TABLE releases ADD COLUMN scope TEXT;
ALTER TABLE releases ADD COLUMN basis TEXT CHECK (basis IS NULL OR json_valid(basis));
ALTER TABLE releases ADD COLUMN conditions TEXT CHECK (conditions IS NULL OR json_valid(conditions));
ALTER TABLE releases ADD COLUMN materials TEXT CHECK (materials IS NULL OR json_valid(materials));
ALTER TABLE releases ADD COLUMN steps TEXT CHECK (steps IS NULL OR json_valid(steps));
ALTER TABLE releases ADD COLUMN time_limit TEXT CHECK (time_limit IS NULL OR json_valid(time_limit));
ALTER TABLE releases ADD COLUMN fees TEXT CHECK (fees IS NULL OR json_valid(fees));
ALTER TABLE releases ADD COLUMN place TEXT;
ALTER TABLE releases ADD COLUMN visits INTEGER CHECK (visits IS NULL OR visits >= 0);
ALTER TABLE releases ADD COLUMN hotline TEXT;
ALTER TABLE releases ADD COLUMN complaint_phone TEXT;
ALTER TABLE releases ADD COLUMN online_url TEXT;
ALTER TABLE releases ADD COLUMN verify_links TEXT CHECK (verify_links IS NULL OR json_valid(verify_links));
ALTER TABLE releases ADD COLUMN journey TEXT CHECK (journey IS NULL OR json_valid(journey));
