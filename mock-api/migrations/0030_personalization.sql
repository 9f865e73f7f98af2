-- The decision service (decision 062): what it was asked (one row per decide call, with its events as JSON) and
-- what it was told to record (impressions, recommendation impressions and clicks, one row per id or token as it
-- arrived, so a test can tell an impression reported twice).
CREATE TABLE personalization_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  visitor TEXT NOT NULL,
  channel TEXT NOT NULL,
  request_id TEXT,
  page_type TEXT,
  events TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX personalization_requests_visitor ON personalization_requests (visitor, id);

CREATE TABLE personalization_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  visitor TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('impression', 'rec-impression', 'rec-click')),
  value TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX personalization_records_visitor ON personalization_records (visitor, id);
