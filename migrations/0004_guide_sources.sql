-- A service guide's sources (信息来源, docs/decisions/0017-guide-sources.md): JSON list of
-- { title, issuer, number, date, url, sections, checked }, NULL on every other release.
ALTER TABLE releases ADD COLUMN sources TEXT CHECK (sources IS NULL OR json_valid(sources));
