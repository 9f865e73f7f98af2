-- Reward codes: single-use codes worth an amount of money, which a shopper (a guest too) types at checkout to pay
-- part or all of an order. A code is worth a value in each currency it has a row for in reward_code_values (a code
-- for one currency only has one row); it may expire; it is spent once, by the order that redeems it. Applying a
-- code to a cart only checks it: the order's placement redeems it, once the rest of the total is authorised, with
-- one conditional UPDATE (`redeemed_at IS NULL`), so two orders can never spend one code.

CREATE TABLE IF NOT EXISTS reward_codes (
  -- Upper case, as the shopper's input is normalised to (spaces taken out).
  code TEXT PRIMARY KEY,
  -- Null: the code never expires. An ISO date and time (UTC) after which it is refused.
  expires_at TEXT,
  -- Set by the order that spent the code, in the statement that claims it; null while it can be used.
  redeemed_at TEXT,
  redeemed_order TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS reward_code_values (
  code TEXT NOT NULL REFERENCES reward_codes (code),
  currency TEXT NOT NULL,
  value REAL NOT NULL CHECK (value > 0),
  PRIMARY KEY (code, currency)
);

-- The demo codes (README, "Bag and checkout demo data"). Worth the same in each shop: 20 USD, 25 CAD, 15 GBP,
-- 18 EUR; one worth 500 pays a whole order; one is for US dollars only; one has expired; one was spent already.
INSERT OR IGNORE INTO reward_codes (code, expires_at, redeemed_at, redeemed_order, created_at) VALUES
  ('KSR-20-ALPINE', '2099-12-31T23:59:59Z', NULL, NULL, '2026-01-01T00:00:00Z'),
  ('KSR-20-BOREAL', '2099-12-31T23:59:59Z', NULL, NULL, '2026-01-01T00:00:00Z'),
  ('KSR-20-CEDAR', '2099-12-31T23:59:59Z', NULL, NULL, '2026-01-01T00:00:00Z'),
  ('KSR-20-DUNE', '2099-12-31T23:59:59Z', NULL, NULL, '2026-01-01T00:00:00Z'),
  ('KSR-500-SUMMIT', '2099-12-31T23:59:59Z', NULL, NULL, '2026-01-01T00:00:00Z'),
  ('KSR-500-RIDGE', '2099-12-31T23:59:59Z', NULL, NULL, '2026-01-01T00:00:00Z'),
  ('KSR-30-USONLY', NULL, NULL, NULL, '2026-01-01T00:00:00Z'),
  ('KSR-20-EXPIRED', '2025-12-31T23:59:59Z', NULL, NULL, '2025-01-01T00:00:00Z'),
  ('KSR-20-SPENT', '2099-12-31T23:59:59Z', '2026-06-01T12:00:00Z', 'KS0000000001', '2026-01-01T00:00:00Z');

INSERT OR IGNORE INTO reward_code_values (code, currency, value) VALUES
  ('KSR-20-ALPINE', 'USD', 20), ('KSR-20-ALPINE', 'CAD', 25), ('KSR-20-ALPINE', 'GBP', 15), ('KSR-20-ALPINE', 'EUR', 18),
  ('KSR-20-BOREAL', 'USD', 20), ('KSR-20-BOREAL', 'CAD', 25), ('KSR-20-BOREAL', 'GBP', 15), ('KSR-20-BOREAL', 'EUR', 18),
  ('KSR-20-CEDAR', 'USD', 20), ('KSR-20-CEDAR', 'CAD', 25), ('KSR-20-CEDAR', 'GBP', 15), ('KSR-20-CEDAR', 'EUR', 18),
  ('KSR-20-DUNE', 'USD', 20), ('KSR-20-DUNE', 'CAD', 25), ('KSR-20-DUNE', 'GBP', 15), ('KSR-20-DUNE', 'EUR', 18),
  ('KSR-500-SUMMIT', 'USD', 500), ('KSR-500-SUMMIT', 'CAD', 500), ('KSR-500-SUMMIT', 'GBP', 500), ('KSR-500-SUMMIT', 'EUR', 500),
  ('KSR-500-RIDGE', 'USD', 500), ('KSR-500-RIDGE', 'CAD', 500), ('KSR-500-RIDGE', 'GBP', 500), ('KSR-500-RIDGE', 'EUR', 500),
  ('KSR-30-USONLY', 'USD', 30),
  ('KSR-20-EXPIRED', 'USD', 20), ('KSR-20-EXPIRED', 'CAD', 25), ('KSR-20-EXPIRED', 'GBP', 15), ('KSR-20-EXPIRED', 'EUR', 18),
  ('KSR-20-SPENT', 'USD', 20), ('KSR-20-SPENT', 'CAD', 25), ('KSR-20-SPENT', 'GBP', 15), ('KSR-20-SPENT', 'EUR', 18);
