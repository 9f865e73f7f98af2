-- The account's discounts, loyalty membership and subscriptions (decision 045).

-- Spec 2 §3: an employee's associate discount {currentSpend, annualCap} and a prosumer's {currentSpend,
-- annualCredit}, the same figures in any currency, as athletes' allowances are (migration 0016).
CREATE TABLE IF NOT EXISTS employee_allowances (
  consumer_id TEXT PRIMARY KEY,
  annual_cap REAL NOT NULL,
  current_spend REAL NOT NULL
);
INSERT OR IGNORE INTO employee_allowances (consumer_id, annual_cap, current_spend) VALUES ('demo-employee', 1500, 320);
CREATE TABLE IF NOT EXISTS prosumer_allowances (
  consumer_id TEXT PRIMARY KEY,
  annual_credit REAL NOT NULL,
  current_spend REAL NOT NULL
);
INSERT OR IGNORE INTO prosumer_allowances (consumer_id, annual_credit, current_spend) VALUES ('demo-pro', 1000, 150);

-- When a shopper joined the loyalty programme (spec 2 §3 loyaltyOptInDate) and who referred them.
ALTER TABLE consumers ADD COLUMN loyalty_opt_in_date TEXT;
ALTER TABLE consumers ADD COLUMN loyalty_referred_by TEXT;

-- Spec 1 §3 Subscriptions: one row per type and channel once the shopper changed it (before that, sign-up's choices
-- in `consumers` stand). An SMS opt-in stays `double_optin = 0` until its code is confirmed.
CREATE TABLE IF NOT EXISTS consumer_subscriptions (
  consumer_id TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('Newsletter', 'LoyaltyNewsletter', 'Loyalty')),
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  optin INTEGER NOT NULL,
  double_optin INTEGER NOT NULL,
  recipient TEXT,
  optin_date TEXT,
  optout_date TEXT,
  PRIMARY KEY (consumer_id, type, channel)
);

-- A pending double opt-in: the SHA-256 of the code sent, until when it is good, and wrong tries (5 end it).
CREATE TABLE IF NOT EXISTS subscription_confirmations (
  consumer_id TEXT NOT NULL,
  channel TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (consumer_id, channel)
);
