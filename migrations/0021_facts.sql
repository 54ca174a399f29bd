-- The council's contact facts and other bodies' numbers, each stored once (issue 45, decision
-- 0111): prose refers to one as {{fact:NAME}} and the worker fills in its value when it serves
-- the text; the footer and /contact read them. `content:fact` changes one.
CREATE TABLE facts (
  id          INTEGER PRIMARY KEY,
  name        TEXT    NOT NULL UNIQUE,  -- as references spell it: phone.hotline.certification
  kind        TEXT    NOT NULL CHECK (kind IN ('phone', 'email', 'address', 'hours', 'url')),
  value       TEXT    NOT NULL,
  label       TEXT    NOT NULL,          -- 认证服务热线
  owner       TEXT    NOT NULL,          -- the department, unit or other body
  note        TEXT,                      -- reply time, a line's hours, an online channel
  external    INTEGER NOT NULL DEFAULT 0 CHECK (external IN (0, 1)),  -- another body's
  order_num   INTEGER NOT NULL,
  create_time TEXT,
  update_time TEXT
);
