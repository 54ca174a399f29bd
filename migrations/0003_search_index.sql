-- Site search (requirements §11). The FTS5 table is created here and only here: imports
-- delete and insert rows (content/sql.ts), because remote D1 tooling has refused or broken
-- on CREATE VIRTUAL TABLE in an executed file. Note: `wrangler d1 export --remote` refuses
-- a database with an FTS5 table; back up with D1 Time Travel and `content:export`
-- (docs/operations.md).

-- Synonyms are content (content/README.md): a word and its variants as a JSON list.
CREATE TABLE synonyms (
  id          INTEGER PRIMARY KEY,
  word        TEXT    NOT NULL,
  variants    TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(variants)),
  create_time TEXT,
  update_time TEXT
);

-- One row per searchable thing, with the original text that snippets are cut from.
-- type: release | guide | faq | activity | exhibition | form.
CREATE TABLE search_docs (
  id           INTEGER PRIMARY KEY,
  type         TEXT    NOT NULL
    CHECK (type IN ('release', 'guide', 'faq', 'activity', 'exhibition', 'form')),
  ref_id       TEXT    NOT NULL,
  title        TEXT    NOT NULL,
  body         TEXT    NOT NULL DEFAULT '',
  url          TEXT    NOT NULL,
  -- yyyy-MM-dd, '' when the thing has none
  date         TEXT    NOT NULL DEFAULT '',
  service_code TEXT
);
CREATE INDEX search_docs_by_type ON search_docs (type, id);

-- The tokens of content/segment.ts (space-separated, already folded), rowid = search_docs.id.
-- unicode61 only splits on the spaces: every token is letters or digits.
CREATE VIRTUAL TABLE search_index USING fts5 (
  title,
  body,
  tokenize = 'unicode61 remove_diacritics 0'
);
