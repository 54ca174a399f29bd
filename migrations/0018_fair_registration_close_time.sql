-- The time of day a fair's registration closes on its deadline day (issue 44; `HH:mm`, Beijing),
-- the first field added through the record kinds' one definition (app/api/records/kinds-events.ts).
-- NULL: at the day's end, as before.
ALTER TABLE exhibitions ADD COLUMN registration_close_time TEXT
  CHECK (registration_close_time IS NULL OR registration_close_time LIKE '__:__');
