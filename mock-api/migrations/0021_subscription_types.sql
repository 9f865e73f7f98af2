-- Every subscription type of spec 1 §3 (decision 048): a pending double opt-in belongs to one type and channel, so
-- texts of the newsletter and of the loyalty programme are confirmed apart (0017 keyed them by channel alone).
CREATE TABLE IF NOT EXISTS subscription_confirmations_by_type (
  consumer_id TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('Newsletter', 'LoyaltyNewsletter', 'Loyalty')),
  channel TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (consumer_id, type, channel)
);
INSERT OR IGNORE INTO subscription_confirmations_by_type (consumer_id, type, channel, code_hash, expires_at, failures)
SELECT consumer_id, 'Newsletter', channel, code_hash, expires_at, failures FROM subscription_confirmations;
DROP TABLE IF EXISTS subscription_confirmations;
ALTER TABLE subscription_confirmations_by_type RENAME TO subscription_confirmations;
