-- The data platform's tracking pixel (decision 108): every segment event it took, as its query named it, so tests
-- and developers can read back what a visitor's page views looked like on the wire.
CREATE TABLE segment_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL,
  tracker_id TEXT NOT NULL,
  event_type TEXT NOT NULL,
  action TEXT NOT NULL,
  query TEXT NOT NULL,
  received_at INTEGER NOT NULL
);

CREATE INDEX segment_events_user ON segment_events (user_id, id);
