-- The experimentation service's event-logging endpoint (decision 061): every batch it took, as posted, and the
-- visitors in it, so tests and developers can read back what a visitor's events looked like on the wire.
CREATE TABLE experiment_event_batches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id TEXT NOT NULL,
  project_id TEXT NOT NULL,
  revision TEXT NOT NULL,
  body TEXT NOT NULL,
  received_at INTEGER NOT NULL
);

CREATE TABLE experiment_event_visitors (
  batch_id INTEGER NOT NULL REFERENCES experiment_event_batches (id),
  visitor_id TEXT NOT NULL,
  PRIMARY KEY (visitor_id, batch_id)
);
