-- Cancels (Adyen's modifications, docs/decisions/064-a-placement-that-holds.md): an authorisation the merchant
-- voids by its pspReference (`/payments/{pspReference}/cancels`), or by the merchant reference when the payment's
-- answer never arrived (`/cancels`, a technical cancel). A cancelled payment keeps its row with status Cancelled;
-- each cancel is one row here, the books of what was voided and when.
CREATE TABLE IF NOT EXISTS modifications (
  psp_reference TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('cancel', 'technical-cancel')),
  merchant_account TEXT NOT NULL,
  -- The payment the cancel voided; null for a technical cancel that found none to void.
  payment_psp_reference TEXT,
  -- The merchant reference a technical cancel named.
  payment_reference TEXT,
  -- The merchant's own reference for the cancel.
  reference TEXT,
  -- 1 when a payment was voided, 0 when there was nothing to void (already final, or never made).
  success INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE INDEX IF NOT EXISTS modifications_by_payment ON modifications (payment_psp_reference);

-- The gift card a giftcard payment took from (its balance key), so a cancel can give the amount back.
ALTER TABLE payments ADD COLUMN gift_card_key TEXT;
