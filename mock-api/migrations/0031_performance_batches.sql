-- The front-end service's page-timing beacon (POST /fapi/performance/ingest, spec 2 §7): each batch as received,
-- so development and tests can read what the shop sent (GET /__dev/performance).
CREATE TABLE performance_batches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site_id TEXT NOT NULL,
  locale TEXT NOT NULL,
  page_type TEXT NOT NULL,
  path TEXT NOT NULL,
  measures TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX performance_batches_site ON performance_batches (site_id, id);
