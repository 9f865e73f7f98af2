-- Stores people can visit: each store's time zone and its opening hours per weekday, as JSON
-- `[{"day":1,"opens":"10:00","closes":"20:00"}, ...]` (1 Monday ... 7 Sunday; a missing day is closed). The seed
-- fills them in (seed version 6).
ALTER TABLE stores ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'UTC';
ALTER TABLE stores ADD COLUMN opening_hours TEXT NOT NULL DEFAULT '[]';
