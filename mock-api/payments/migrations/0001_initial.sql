-- The mock payment provider's state (docs/decisions/023-mock-payment-provider.md). A change is a new numbered file;
-- a shipped file is never edited. Times are Unix milliseconds.

-- Card and gift-card data the card fields page sent, each field behind its own opaque token. A payment spends the
-- tokens once (used_at) and the raw values are wiped then; unspent ones expire (expires_at) and are wiped later.
CREATE TABLE IF NOT EXISTS card_data (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('card', 'giftcard')),
  number_token TEXT NOT NULL UNIQUE,
  expiry_month_token TEXT UNIQUE,
  expiry_year_token TEXT UNIQUE,
  security_code_token TEXT NOT NULL UNIQUE,
  number TEXT,
  expiry_month TEXT,
  expiry_year TEXT,
  security_code TEXT,
  brand TEXT NOT NULL,
  last_four TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- One row per payment. status is the result code of the payment now: ChallengeShopper and RedirectShopper wait
-- for the shopper; Authorised and Refused are final. action_token names the challenge or pay-later page,
-- result_token the threeDSResult or redirectResult the shopper's browser carries back, outcome what the shopper did.
CREATE TABLE IF NOT EXISTS payments (
  psp_reference TEXT PRIMARY KEY,
  merchant_account TEXT NOT NULL,
  merchant_reference TEXT NOT NULL,
  method_type TEXT NOT NULL,
  brand TEXT NOT NULL,
  last_four TEXT,
  expiry TEXT,
  currency TEXT NOT NULL,
  value INTEGER NOT NULL,
  authorised_value INTEGER,
  status TEXT NOT NULL,
  refusal_reason TEXT,
  refusal_reason_code TEXT,
  auth_code TEXT,
  return_url TEXT NOT NULL,
  shopper_locale TEXT,
  payment_data TEXT UNIQUE,
  action_token TEXT UNIQUE,
  result_token TEXT UNIQUE,
  outcome TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE INDEX IF NOT EXISTS payments_by_merchant_reference ON payments (merchant_reference);

-- What is left on each gift card per merchant account and currency (card: a hash of both); a card's row is made
-- with its starting balance on first use.
-- last_taken is what the latest debit took, written by the same statement that lowers the balance.
CREATE TABLE IF NOT EXISTS gift_card_balances (
  card TEXT NOT NULL,
  currency TEXT NOT NULL,
  balance INTEGER NOT NULL CHECK (balance >= 0),
  last_taken INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (card, currency)
);

-- Idempotency keys per endpoint: the body's hash, and the answer once there is one (status null while in flight;
-- the lease runs out at locked_until, so a request that died does not hold its key for ever).
CREATE TABLE IF NOT EXISTS idempotency_keys (
  endpoint TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  body_hash TEXT NOT NULL,
  status INTEGER,
  response TEXT,
  locked_until INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (endpoint, idempotency_key)
);
