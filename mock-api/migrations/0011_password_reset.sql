-- Forgotten passwords (decision 037): single-use reset tokens, kept only as their SHA-256 (hex) and good for 30
-- minutes, and the outbox the mock "sends" its emails into, read in development through GET /__dev/outbox.

CREATE TABLE IF NOT EXISTS password_reset_tokens (
  token_hash TEXT PRIMARY KEY,
  consumer_id TEXT NOT NULL,
  -- Epoch milliseconds.
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  -- Set when the token reset the password, or when a later reset of the same account made it void.
  used_at INTEGER
);
CREATE INDEX IF NOT EXISTS password_reset_tokens_consumer ON password_reset_tokens (consumer_id);

-- Emails the consumer service would have sent, newest last. The link holds a working token: this table exists
-- only in the mock, for development and tests.
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  link TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS outbox_to ON outbox (to_address, id);
