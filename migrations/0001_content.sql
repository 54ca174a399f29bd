-- The built-in content service (docs/api.md entities). Times are TEXT
-- 'yyyy-MM-dd HH:mm:ss' in Beijing time, so string order is time order (the shape
-- checks use LIKE: D1 refuses GLOB/LIKE patterns over 50 bytes); ids are the
-- import's decimal ids. Parent pointers that may be 0 (top level, whole site) carry no
-- foreign key; D1 enforces the others, so content/sql.ts deletes children first.

CREATE TABLE columns (
  id          INTEGER PRIMARY KEY,
  column_pid  INTEGER NOT NULL DEFAULT 0,
  column_code TEXT    NOT NULL UNIQUE,
  column_name TEXT    NOT NULL,
  column_type TEXT    NOT NULL CHECK (column_type IN ('list', 'page', 'link')),
  link_url    TEXT,
  order_num   INTEGER NOT NULL DEFAULT 0,
  description TEXT,
  create_time TEXT,
  update_time TEXT
);
CREATE INDEX columns_by_parent ON columns (column_pid, order_num, id);

CREATE TABLE releases (
  id           INTEGER PRIMARY KEY,
  column_id    INTEGER NOT NULL REFERENCES columns (id),
  title        TEXT    NOT NULL,
  sub_title    TEXT,
  summary      TEXT,
  content      TEXT    NOT NULL DEFAULT '',
  cover_image  TEXT,
  source       TEXT,
  author       TEXT,
  release_time TEXT    NOT NULL
    CHECK (release_time LIKE '____-__-__ __:__:__'),
  read_count   INTEGER NOT NULL DEFAULT 0 CHECK (read_count >= 0),
  is_top       INTEGER NOT NULL DEFAULT 0 CHECK (is_top IN (0, 1)),
  link_url     TEXT,
  -- [{ "name": "...", "url": "..." }]
  attachments  TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(attachments)),
  create_time  TEXT,
  update_time  TEXT
);
-- ListRelease: pinned first, then newest, per column and over the whole site.
CREATE INDEX releases_by_column ON releases (column_id, is_top DESC, release_time DESC, id DESC);
CREATE INDEX releases_by_time ON releases (is_top DESC, release_time DESC, id DESC);
-- listHotNews.
CREATE INDEX releases_by_reads ON releases (read_count DESC, release_time DESC, id DESC);

-- Tags belong to one column; the import derives them from the releases' tag names.
CREATE TABLE tags (
  id          INTEGER PRIMARY KEY,
  column_id   INTEGER NOT NULL REFERENCES columns (id),
  tag_name    TEXT    NOT NULL,
  create_time TEXT,
  update_time TEXT,
  UNIQUE (column_id, tag_name)
);

CREATE TABLE release_tags (
  release_id INTEGER NOT NULL REFERENCES releases (id) ON DELETE CASCADE,
  tag_id     INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  -- the tag's place in the release's own list
  position   INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (release_id, tag_id)
) WITHOUT ROWID;
CREATE INDEX release_tags_by_tag ON release_tags (tag_id, release_id);

-- No stored status: 0 upcoming / 1 in progress / 2 ended follow the dates at request time.
CREATE TABLE activities (
  id          INTEGER PRIMARY KEY,
  column_id   INTEGER NOT NULL REFERENCES columns (id),
  title       TEXT    NOT NULL,
  summary     TEXT,
  content     TEXT    NOT NULL DEFAULT '',
  cover_image TEXT,
  address     TEXT,
  organizer   TEXT,
  start_time  TEXT    NOT NULL
    CHECK (start_time LIKE '____-__-__ __:__:__'),
  end_time    TEXT    NOT NULL
    CHECK (end_time LIKE '____-__-__ __:__:__'),
  sign_up_url TEXT,
  create_time TEXT,
  update_time TEXT,
  CHECK (end_time >= start_time)
);
CREATE INDEX activities_by_column ON activities (column_id, start_time DESC, id DESC);
CREATE INDEX activities_by_time ON activities (start_time DESC, id DESC);

CREATE TABLE exhibition_themes (
  id          INTEGER PRIMARY KEY,
  theme_name  TEXT    NOT NULL,
  order_num   INTEGER NOT NULL DEFAULT 0,
  create_time TEXT,
  update_time TEXT
);

CREATE TABLE exhibitions (
  id              INTEGER PRIMARY KEY,
  theme_id        INTEGER NOT NULL REFERENCES exhibition_themes (id),
  exhibition_name TEXT    NOT NULL,
  country         TEXT    NOT NULL,
  city            TEXT,
  venue           TEXT,
  industry        TEXT,
  organizer       TEXT,
  contact         TEXT,
  phone           TEXT,
  start_date      TEXT    NOT NULL CHECK (start_date LIKE '____-__-__'),
  end_date        TEXT    NOT NULL CHECK (end_date LIKE '____-__-__'),
  cover_image     TEXT,
  summary         TEXT,
  content         TEXT,
  link_url        TEXT,
  create_time     TEXT,
  update_time     TEXT,
  CHECK (end_date >= start_date)
);
CREATE INDEX exhibitions_by_date ON exhibitions (start_date, id);
CREATE INDEX exhibitions_by_theme ON exhibitions (theme_id, start_date, id);

CREATE TABLE advertising (
  id          INTEGER PRIMARY KEY,
  title       TEXT    NOT NULL,
  image_url   TEXT    NOT NULL,
  link_url    TEXT,
  position    TEXT    NOT NULL
    CHECK (position IN ('home-banner', 'home-middle', 'sidebar', 'mobile-banner')),
  order_num   INTEGER NOT NULL DEFAULT 0,
  -- NULL: no bound on that side
  start_time  TEXT
    CHECK (start_time LIKE '____-__-__ __:__:__'),
  end_time    TEXT
    CHECK (end_time LIKE '____-__-__ __:__:__'),
  create_time TEXT,
  update_time TEXT,
  CHECK (end_time >= start_time)
);
CREATE INDEX advertising_by_position ON advertising (position, order_num, id);

-- column_id 0 = the whole site.
CREATE TABLE hot_words (
  id          INTEGER PRIMARY KEY,
  column_id   INTEGER NOT NULL DEFAULT 0,
  word        TEXT    NOT NULL,
  order_num   INTEGER NOT NULL DEFAULT 0,
  create_time TEXT,
  update_time TEXT
);
CREATE INDEX hot_words_by_column ON hot_words (column_id, order_num, id);

CREATE TABLE auth_qu_types (
  id           INTEGER PRIMARY KEY,
  type_name    TEXT    NOT NULL,
  service_code TEXT    NOT NULL
    CHECK (service_code IN ('origin', 'ata', 'certificate', 'consular', 'apostille', 'fta')),
  order_num    INTEGER NOT NULL DEFAULT 0,
  create_time  TEXT,
  update_time  TEXT
);
CREATE INDEX auth_qu_types_by_service ON auth_qu_types (service_code, order_num, id);

CREATE TABLE auth_qus (
  id          INTEGER PRIMARY KEY,
  type_id     INTEGER NOT NULL REFERENCES auth_qu_types (id),
  question    TEXT    NOT NULL,
  answer      TEXT    NOT NULL DEFAULT '',
  order_num   INTEGER NOT NULL DEFAULT 0,
  create_time TEXT,
  update_time TEXT
);
CREATE INDEX auth_qus_by_type ON auth_qus (type_id, order_num, id);

-- parent_id 0 = top level.
CREATE TABLE catalogue (
  id             INTEGER PRIMARY KEY,
  parent_id      INTEGER NOT NULL DEFAULT 0,
  catalogue_name TEXT    NOT NULL,
  catalogue_code TEXT    NOT NULL,
  summary        TEXT,
  icon           TEXT,
  link_url       TEXT,
  file_url       TEXT,
  order_num      INTEGER NOT NULL DEFAULT 0,
  create_time    TEXT,
  update_time    TEXT
);
CREATE INDEX catalogue_by_parent ON catalogue (parent_id, order_num, id);

-- content_generation: bumped by every import; part of the edge cache's keys (architecture.md "Edge cache").
CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO meta (key, value) VALUES ('content_generation', 1);
