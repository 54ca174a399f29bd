-- A column keeps its class for the national inspection (issue 39; app/domain/column-classes.ts):
-- how long it may go without a new item and the category its `ColumnType` meta names. NULL:
-- the class follows from the column's code, type and name, as before this column existed.
ALTER TABLE columns ADD COLUMN column_class TEXT
  CHECK (column_class IS NULL OR column_class IN ('news', 'notice', 'policy', 'disclosure', 'other', 'page', 'guide', 'link'));
