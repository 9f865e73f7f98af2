-- Price adjustments: the manual overrides a store associate makes for a customer (a price match, a damaged item,
-- service recovery), by adjustmentId (spec 1 §3, §7). One per line (item_id) and one for the order (item_id null):
-- the unique index refuses a second in the statement that would write it, so two associates racing cannot both
-- win. `kind` is PERCENT (whole percent off) or AMOUNT (money off each unit, or off the order); the limits (at most
-- half off, never below zero) are applied when it is written and again on every read, since prices move.
CREATE TABLE IF NOT EXISTS cart_price_adjustments (
  id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL,
  item_id TEXT,
  kind TEXT NOT NULL,
  value REAL NOT NULL,
  reason_code TEXT NOT NULL,
  -- Who made it (and who changed it last): the associate's store and employee id.
  store_id TEXT NOT NULL,
  employee_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS cart_price_adjustments_one_per_target
  ON cart_price_adjustments (cart_id, COALESCE(item_id, ''));

-- An e-gift card of an amount the shopper chose (spec 1 §7's customAmount): the line's price, in the cart's
-- currency, instead of its variant's; null for any other line.
ALTER TABLE cart_items ADD COLUMN custom_amount REAL;
