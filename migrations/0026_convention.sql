-- The Apostille Convention's states as the apostille guide lists them (issue 45: JSON object,
-- NULL on every other release): the guide renders its party list from it and the search reads
-- it to answer a legalisation question that names a country.
ALTER TABLE releases ADD COLUMN convention TEXT CHECK (convention IS NULL OR json_valid(convention));
