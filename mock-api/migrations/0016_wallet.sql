-- Paying with what the account holds (decision 043): saved cards, reward cards and reward codes kept in the
-- account; loyalty points spent through vouchers; athletes' annual allowance; reward cards' balances. A balance
-- here is a starting value less a ledger of spends, one row per order: a spend is one INSERT that only succeeds while
-- the balance covers it (so two orders cannot both spend the last of it), a replayed placement finds its own row,
-- and an order that fails after spending deletes its row.

-- What a consumer keeps to pay with. A card is the payment provider's stored card (`token` is its
-- storedPaymentMethodId; the number never leaves the provider); a reward card keeps its number and PIN (a
-- closed-loop card, like a gift card), a reward code its code. Only cards have a main flag: the first is main, and
-- setting another clears it.
CREATE TABLE IF NOT EXISTS consumer_payment_instruments (
  id TEXT PRIMARY KEY,
  consumer_id TEXT NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('CREDIT_CARD', 'REWARD_CARD', 'REWARD_CODE')),
  token TEXT NOT NULL,
  secret TEXT,
  brand TEXT,
  last_four TEXT,
  expiry_month TEXT,
  expiry_year TEXT,
  holder_name TEXT,
  is_main INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (consumer_id, method, token)
);
CREATE UNIQUE INDEX IF NOT EXISTS consumer_one_main_card
  ON consumer_payment_instruments (consumer_id) WHERE is_main = 1;

-- Reward cards: stored-value cards of the shop's own, with a PIN and a starting balance per currency.
CREATE TABLE IF NOT EXISTS reward_cards (
  number TEXT PRIMARY KEY,
  pin TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS reward_card_values (
  number TEXT NOT NULL,
  currency TEXT NOT NULL,
  value REAL NOT NULL,
  PRIMARY KEY (number, currency)
);
CREATE TABLE IF NOT EXISTS reward_card_spends (
  order_number TEXT NOT NULL,
  number TEXT NOT NULL,
  currency TEXT NOT NULL,
  amount REAL NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (order_number, number)
);
INSERT OR IGNORE INTO reward_cards (number, pin) VALUES
  ('7001000000001234', '4321'),
  ('7001000000002345', '4321'),
  ('7001000000009999', '4321');
INSERT OR IGNORE INTO reward_card_values (number, currency, value) VALUES
  ('7001000000001234', 'USD', 40), ('7001000000001234', 'CAD', 50),
  ('7001000000001234', 'GBP', 30), ('7001000000001234', 'EUR', 35),
  ('7001000000002345', 'USD', 40), ('7001000000002345', 'CAD', 50),
  ('7001000000002345', 'GBP', 30), ('7001000000002345', 'EUR', 35),
  ('7001000000009999', 'USD', 0), ('7001000000009999', 'CAD', 0),
  ('7001000000009999', 'GBP', 0), ('7001000000009999', 'EUR', 0);

-- Loyalty: whether the membership is confirmed (REW135 until it is), the vouchers members may turn points into
-- (per currency), and the points each order spent. A member's points are consumers.loyalty_points less the spends.
ALTER TABLE consumers ADD COLUMN loyalty_confirmed INTEGER NOT NULL DEFAULT 1;
CREATE TABLE IF NOT EXISTS loyalty_vouchers (
  id TEXT NOT NULL,
  points INTEGER NOT NULL,
  currency TEXT NOT NULL,
  amount REAL NOT NULL,
  PRIMARY KEY (id, currency)
);
INSERT OR IGNORE INTO loyalty_vouchers (id, points, currency, amount) VALUES
  ('LV-500', 500, 'USD', 5), ('LV-500', 500, 'CAD', 5), ('LV-500', 500, 'GBP', 5), ('LV-500', 500, 'EUR', 5),
  ('LV-1000', 1000, 'USD', 10), ('LV-1000', 1000, 'CAD', 10), ('LV-1000', 1000, 'GBP', 10),
  ('LV-1000', 1000, 'EUR', 10);
CREATE TABLE IF NOT EXISTS loyalty_spends (
  order_number TEXT PRIMARY KEY,
  consumer_id TEXT NOT NULL,
  voucher_id TEXT NOT NULL,
  points INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS loyalty_spends_consumer ON loyalty_spends (consumer_id);

-- Athletes' yearly allowance (spec 2 §3 athlete {currentSpend, annualCredit}), the same figure in any currency,
-- and what each order paid with it.
CREATE TABLE IF NOT EXISTS athlete_allowances (
  consumer_id TEXT PRIMARY KEY,
  annual_credit REAL NOT NULL,
  current_spend REAL NOT NULL
);
INSERT OR IGNORE INTO athlete_allowances (consumer_id, annual_credit, current_spend) VALUES ('demo-athlete', 500, 200);
CREATE TABLE IF NOT EXISTS athlete_spends (
  order_number TEXT PRIMARY KEY,
  consumer_id TEXT NOT NULL,
  amount REAL NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS athlete_spends_consumer ON athlete_spends (consumer_id);

-- The profile's addresses as express checkout reads them (spec 2 §3: approachType S or B, a main flag per type, the
-- id's first character its approachType). The account's address book is the profile work's; these rows stand in
-- for it so the demo accounts have a main shipping and billing address.
CREATE TABLE IF NOT EXISTS wallet_profile_addresses (
  id TEXT PRIMARY KEY,
  consumer_id TEXT NOT NULL,
  approach_type TEXT NOT NULL CHECK (approach_type IN ('S', 'B')),
  is_main INTEGER NOT NULL DEFAULT 0,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  address_line1 TEXT NOT NULL,
  address_line2 TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL,
  province TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL,
  country_code TEXT NOT NULL,
  phone TEXT NOT NULL,
  phone_code TEXT NOT NULL
);
INSERT OR IGNORE INTO wallet_profile_addresses
  (id, consumer_id, approach_type, is_main, first_name, last_name, address_line1, city, province, postal_code,
   country_code, phone, phone_code) VALUES
  ('S-demo-pro-1', 'demo-pro', 'S', 1, 'Sam', 'Okafor', '350 Fifth Avenue', 'New York', 'NY', '10118', 'US',
   '2125550147', '1'),
  ('B-demo-pro-1', 'demo-pro', 'B', 1, 'Sam', 'Okafor', '350 Fifth Avenue', 'New York', 'NY', '10118', 'US',
   '2125550147', '1'),
  ('S-demo-athlete-1', 'demo-athlete', 'S', 1, 'Kai', 'Nakamura', '1 Ferry Building', 'San Francisco', 'CA',
   '94111', 'US', '4155550123', '1'),
  ('S-demo-express-1', 'demo-express', 'S', 1, 'Eve', 'Express', '200 Market Street', 'Portland', 'OR', '97201',
   'US', '5035550188', '1'),
  ('S-demo-express-2', 'demo-express', 'S', 0, 'Eve', 'Express', '9 Pine Street', 'Seattle', 'WA', '98101', 'US',
   '2065550100', '1'),
  ('B-demo-express-1', 'demo-express', 'B', 1, 'Eve', 'Express', '200 Market Street', 'Portland', 'OR', '97201',
   'US', '5035550188', '1');
