-- Cards a shopper asked to keep (Adyen's tokenization: `storePaymentMethod` with a `shopperReference`), per
-- merchant account and shopper. The provider keeps no card number here: a fingerprint (SHA-256 of the merchant
-- account and the number) tells the same card saved twice, and `scenario` is what the test card answers an
-- authorisation with (frictionless, challenge or refused), decided from its number when it was stored.
CREATE TABLE IF NOT EXISTS stored_payment_methods (
  id TEXT PRIMARY KEY,
  merchant_account TEXT NOT NULL,
  shopper_reference TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  brand TEXT NOT NULL,
  last_four TEXT NOT NULL,
  expiry_month TEXT NOT NULL,
  expiry_year TEXT NOT NULL,
  holder_name TEXT,
  scenario TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (merchant_account, shopper_reference, fingerprint)
);
