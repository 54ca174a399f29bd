-- A fair's registration deadline as data (issue 35): the fairs page sorts and labels fairs by
-- it (报名中 / 已截止 / 已结束), where it used to be a sentence in each fair's text. Null: the
-- fair takes no registration through the council (the page then counts it open until it starts).
ALTER TABLE exhibitions ADD COLUMN registration_deadline TEXT CHECK (registration_deadline LIKE '____-__-__');
CREATE INDEX exhibitions_by_deadline ON exhibitions (registration_deadline, id);
