-- The social media service's stashes (decision 106): a set of photos a shopper saved, kept under the id the service
-- answered, so the set's link shows the same photos to whoever opens it. The photos are their ids, in the order
-- the shopper saved them.

CREATE TABLE social_stashes (
  id TEXT PRIMARY KEY,
  media TEXT NOT NULL,
  created_at TEXT NOT NULL
);
